import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import { createTestApp, manualClock, operatorAuth, TEST_OPERATOR_PASSWORD, type TestApp } from './test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false, OPERATOR_SESSION_IDLE_MINUTES: 30 } });
  // The forced change of the first sign-in (operator-security.api.test.ts tests it).
  await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const signIn = (username: string, password: string, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/admin/api/session', headers: { language }, payload: { username, password } });
const settingsWith = (authorization?: string) =>
  t.app.inject({
    url: '/admin/api/settings',
    headers: authorization ? { authorization, language: 'en' } : { language: 'en' },
  });

describe('operator sign-in', () => {
  it('issues an opaque token of at least 128 bits and keeps only its hash', async () => {
    const res = await signIn(t.env.ADMIN_USERNAME, TEST_OPERATOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, username } = res.json().value;
    expect(username).toBe(t.env.ADMIN_USERNAME);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.selectFrom('sessions').select(['token_hash', 'subject_type']).execute();
    expect(rows.some((r) => Buffer.from(r.token_hash).toString('base64url') === token)).toBe(false);
    expect(rows.every((r) => r.subject_type === 'operator')).toBe(true);
    expect((await settingsWith(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user identically (but for the request id)', async () => {
    const wrong = await signIn(t.env.ADMIN_USERNAME, 'not-the-password', 'pt-BR');
    const unknown = await signIn('nobody-here', 'not-the-password', 'pt-BR');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        value: null,
        code: 'INVALID_CREDENTIALS',
        message: errorMessages['pt-BR'].INVALID_CREDENTIALS,
      });
    }
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().requestId).not.toBe(unknown.json().requestId);
    expect(wrong.headers['content-length']).toBe(unknown.headers['content-length']);
  });
});

describe('the bearer guard', () => {
  it('refuses a missing or malformed Authorization header with 401 UNAUTHORIZED', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46cGFzcw==',
      'Bearer short',
      'Bearer has spaces inside the token value',
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer \u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9'.normalize(
        'NFD',
      ),
    ]) {
      const res = await t.app.inject({
        url: '/admin/api/settings',
        headers:
          header === undefined
            ? { language: 'en' }
            : { authorization: Buffer.from(header, 'latin1').toString('latin1'), language: 'en' },
      });
      expect(res.statusCode, String(header).slice(0, 30)).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        message: errorMessages.en.UNAUTHORIZED,
      });
    }
  });

  it('refuses a well-formed token that was never issued with 401 UNAUTHORIZED', async () => {
    const res = await settingsWith(`Bearer ${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('expires a session after the idle time and slides it while in use', async () => {
    const token = (await signIn(t.env.ADMIN_USERNAME, TEST_OPERATOR_PASSWORD)).json().value.token;
    clock.advance(29 * 60_000);
    expect((await settingsWith(`Bearer ${token}`)).statusCode).toBe(200);
    clock.advance(29 * 60_000); // 58 minutes after sign-in, 29 after the last use
    expect((await settingsWith(`Bearer ${token}`)).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1);
    const expired = await settingsWith(`Bearer ${token}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: errorMessages.en.TOKEN_EXPIRED });
  });

  it('revokes the token at sign-out', async () => {
    const token = (await signIn(t.env.ADMIN_USERNAME, TEST_OPERATOR_PASSWORD)).json().value.token;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, value: null, message: null, code: null });
    const after = await settingsWith(`Bearer ${token}`);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('TOKEN_EXPIRED');
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('signing out one session leaves the others alone', async () => {
    const a = (await signIn(t.env.ADMIN_USERNAME, TEST_OPERATOR_PASSWORD)).json().value.token;
    const b = (await signIn(t.env.ADMIN_USERNAME, TEST_OPERATOR_PASSWORD)).json().value.token;
    await t.app.inject({ method: 'DELETE', url: '/admin/api/session', headers: { authorization: `Bearer ${a}` } });
    expect((await settingsWith(`Bearer ${b}`)).statusCode).toBe(200);
  });
});
