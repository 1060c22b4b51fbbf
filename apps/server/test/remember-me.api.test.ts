import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encryptFor, manualClock, registerMember, type TestApp } from './test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 60, MEMBER_SESSION_ABSOLUTE_HOURS: 24 },
  });
});
afterAll(async () => t?.close());

const login = async (username: string, password: string, rememberMe?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encryptFor(t.app, { username, password, ...(rememberMe === undefined ? {} : { rememberMe }) }),
  });
const info = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

describe('remember me', () => {
  it('keeps a remembered session across a long pause (within the absolute limit); a plain one ends after the idle time', async () => {
    const member = await registerMember(t.app);
    const remembered = (await login(member.username, member.password, true)).json().value;
    const plain = (await login(member.username, member.password)).json().value;
    expect(remembered.rememberMe).toBe(true);
    expect(plain.rememberMe).toBe(false);

    clock.advance(3 * 3_600_000);
    expect((await info(plain.token)).json().code).toBe('TOKEN_EXPIRED');
    expect((await info(remembered.token)).statusCode).toBe(200);

    // Used again 20 hours later it still lives, until the absolute 24 hours.
    clock.advance(20 * 3_600_000);
    expect((await info(remembered.token)).statusCode).toBe(200);
    clock.advance(1_000 + 3_600_000);
    expect((await info(remembered.token)).json().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a rememberMe that is not a boolean', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptFor(t.app, { username: member.username, password: member.password, rememberMe: 'yes' }),
    });
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
