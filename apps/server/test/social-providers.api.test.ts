import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { startOidcServer, type OidcServer } from './oidc-server.ts';
import { addProvider, socialClient } from './social-helpers.ts';

/** The operator's social sign-in providers: list, create, update, delete, and their checks. */
let t: TestApp;
let base: string;
let oidc: OidcServer;
let operator: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  oidc = await startOidcServer({ redirectUris: [`${base}/wps/social/gamma/callback`] });
  operator = await operatorAuth(t.app);
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = operator) =>
  t.app.inject({ method, url, headers: { ...headers, language: 'en' }, ...(payload ? { payload } : {}) });
const valid = () => ({
  key: 'gamma',
  name: 'Gamma',
  issuerUrl: oidc.issuer,
  clientId: oidc.clientId,
  clientSecret: 'x',
});

describe('operator: social sign-in providers', () => {
  it('needs an operator token, before the body is read', async () => {
    const member = await registerMember(t.app);
    for (const [method, url] of [
      ['GET', '/admin/api/social-providers'],
      ['POST', '/admin/api/social-providers'],
      ['PATCH', '/admin/api/social-providers/gamma'],
      ['DELETE', '/admin/api/social-providers/gamma'],
    ] as const) {
      expect((await call(method, url, { junk: true }, {} as typeof operator)).statusCode).toBe(401);
      expect((await call(method, url, { junk: true }, { authorization: member.authorization })).statusCode).toBe(401);
    }
  });

  it('refuses bad input field by field, with nothing saved', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ issuerUrl: 'not a url' }, { issuerUrl: 'INVALID_VALUE' }],
      [{ issuerUrl: 'ftp://id.example.com' }, { issuerUrl: 'INVALID_VALUE' }],
      [{ issuerUrl: 'http://id.example.com' }, { issuerUrl: 'INVALID_VALUE' }],
      [{ issuerUrl: 'https://id.example.com/?tenant=1' }, { issuerUrl: 'INVALID_VALUE' }],
      [{ key: 'Bad Key' }, { key: 'PATTERN_MISMATCH' }],
      [{ scopes: 'email profile' }, { scopes: 'INVALID_VALUE' }],
      [{ clientSecret: '' }, { clientSecret: 'TOO_SHORT' }],
      [
        { position: -1, extra: 1 },
        { position: 'TOO_SMALL', extra: 'UNKNOWN_FIELD' },
      ],
    ];
    for (const [change, fields] of cases) {
      const res = await call('POST', '/admin/api/social-providers', { ...valid(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields } });
    }
    const { clientSecret: _omitted, ...noSecret } = valid();
    expect((await call('POST', '/admin/api/social-providers', noSecret)).json().value.fields).toEqual({
      clientSecret: 'REQUIRED',
    });
    expect((await call('GET', '/admin/api/social-providers')).json().value).toEqual([]);
  });

  it('refuses an enabled provider whose issuer does not answer discovery (saved when disabled)', async () => {
    const unreachable = { ...valid(), issuerUrl: 'http://127.0.0.1:9/' };
    const res = await call('POST', '/admin/api/social-providers', unreachable);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { issuerUrl: 'INVALID_VALUE' } } });
    // The issuer must name itself: the same server under another host name is refused.
    const renamed = { ...valid(), issuerUrl: oidc.issuer.replace('127.0.0.1', 'localhost') };
    expect((await call('POST', '/admin/api/social-providers', renamed)).statusCode).toBe(400);
    const disabled = await call('POST', '/admin/api/social-providers', {
      ...unreachable,
      key: 'later',
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    const enabling = await call('PATCH', '/admin/api/social-providers/later', { enabled: true });
    expect(enabling.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { issuerUrl: 'INVALID_VALUE' } },
    });
    expect((await call('DELETE', '/admin/api/social-providers/later')).statusCode).toBe(200);
  });

  it('creates, lists, updates and deletes; the secret is never answered', async () => {
    const created = await addProvider(t.app, operator, 'gamma', oidc, { scopes: 'openid email', position: 3 });
    expect(created).toMatchObject({
      key: 'gamma',
      name: 'Gamma ID',
      issuerUrl: oidc.issuer,
      clientId: oidc.clientId,
      hasClientSecret: true,
      scopes: 'openid email',
      enabled: true,
      position: 3,
      callbackPath: '/wps/social/gamma/callback',
    });
    expect(created).not.toHaveProperty('clientSecret');
    const duplicate = await call('POST', '/admin/api/social-providers', valid());
    expect([duplicate.statusCode, duplicate.json().value]).toEqual([409, { fields: { key: 'ALREADY_TAKEN' } }]);

    const renamed = await call('PATCH', '/admin/api/social-providers/gamma', { name: 'Gamma Login', position: 0 });
    expect(renamed.json().value).toMatchObject({ name: 'Gamma Login', position: 0, clientId: oidc.clientId });
    const list = await call('GET', '/admin/api/social-providers');
    expect(list.json().value.map((p: { key: string }) => p.key)).toEqual(['gamma']);
    expect(list.body).not.toContain(oidc.clientSecret);
    expect((await call('PATCH', '/admin/api/social-providers/nobody', { name: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', '/admin/api/social-providers/gamma', { clientSecret: '' })).statusCode).toBe(400);

    expect((await call('DELETE', '/admin/api/social-providers/gamma')).statusCode).toBe(200);
    expect((await call('DELETE', '/admin/api/social-providers/gamma')).statusCode).toBe(404);
    expect((await call('GET', '/admin/api/social-providers')).json().value).toEqual([]);
  });

  it('keeps the issuer of a provider members are linked through; deleting it forgets the links', async () => {
    await addProvider(t.app, operator, 'gamma', oidc);
    await call('PATCH', '/admin/api/settings', { flags: { socialSignIn: true } });
    const client = socialClient(base);
    const authorizationUrl = await client.start('gamma');
    const landing = await client.callback(await oidc.signIn(authorizationUrl.href, { account: 'linked-one' }));
    expect((await client.complete(landing.code!)).status).toBe(200);

    const moved = await call('PATCH', '/admin/api/social-providers/gamma', { issuerUrl: 'https://id.example.com' });
    expect([moved.statusCode, moved.json().value]).toEqual([409, { fields: { issuerUrl: 'INVALID_VALUE' } }]);
    expect((await call('DELETE', '/admin/api/social-providers/gamma')).statusCode).toBe(200);
    const links = await t.database.db.selectFrom('member_social_identities').select('id').execute();
    expect(links).toEqual([]);
  });
});
