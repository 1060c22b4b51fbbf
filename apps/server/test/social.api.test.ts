import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import type { OidcServer } from './oidc-server.ts';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import { addProvider, socialClient, startTwoProviders, type TestAccount } from './social-helpers.ts';

/**
 * Social sign-in over HTTP against two real OpenID Connect providers (oidc-provider) on their
 * own ports: the browser's redirects are followed by hand, the provider's login form is posted.
 */
const clock = manualClock(new Date());
let t: TestApp;
let base: string;
let alpha: OidcServer;
let beta: OidcServer;
let operator: { authorization: string };
let client: ReturnType<typeof socialClient>;
/** Every body a player received, to look for the client secrets at the end. */
const playerAnswers: string[] = [];

const setFlag = async (socialSignIn: boolean) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: operator,
    payload: { flags: { socialSignIn } },
  });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ alpha, beta } = await startTwoProviders(base));
  operator = await operatorAuth(t.app);
  client = socialClient(base);
  await addProvider(t.app, operator, 'alpha', alpha, { position: 1 });
  await addProvider(t.app, operator, 'beta', beta, { position: 2 });
  await setFlag(true);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([alpha?.close(), beta?.close()]);
});

const db = () => t.database.db;
const listed = async () => ((await (await fetch(`${base}/wps/social/providers`)).json()) as { value: unknown }).value;

/** start -> the provider's login as `who` -> the portal's callback: where the browser lands. */
async function signInWith(key: string, server: OidcServer, who: TestAccount | 'cancel', returnTo?: string) {
  const authorizationUrl = await client.start(key, returnTo);
  expect(authorizationUrl.origin).toBe(server.issuer);
  return client.callback(await server.signIn(authorizationUrl.href, who));
}

/** The whole flow to the login value. */
async function fullSignIn(key: string, server: OidcServer, who: TestAccount, returnTo?: string) {
  const landing = await signInWith(key, server, who, returnTo);
  expect(landing.error).toBeNull();
  const done = await client.complete(landing.code!);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  playerAnswers.push(JSON.stringify(done.body));
  return done.body.value as { token: string; username: string; returnTo: string } & Record<string, unknown>;
}

const auditKinds = async (username: string) =>
  (
    await db().selectFrom('security_events').select('kind').where('username', '=', username).orderBy('id').execute()
  ).map((e) => e.kind);

let serial = 0;
const account = (extra: Partial<TestAccount> = {}): TestAccount => ({
  account: `sub-${(serial += 1)}-${Date.now()}`,
  ...extra,
});

describe('social sign-in: the providers list', () => {
  it('lists enabled providers by position (key and name only); empty while the flag is off', async () => {
    const res = await fetch(`${base}/wps/social/providers`);
    const body = await res.text();
    playerAnswers.push(body);
    expect(JSON.parse(body).value).toEqual([
      { key: 'alpha', name: 'Alpha ID' },
      { key: 'beta', name: 'Beta ID' },
    ]);
    await setFlag(false);
    expect(await listed()).toEqual([]);
    await setFlag(true);
  });
});

describe('social sign-in: who signs in', () => {
  it('creates a member for a new identity, with a generated account number, and signs in', async () => {
    const who = account({ email: `new${serial}@mail.test`, emailVerified: true, name: 'Nova Player' });
    const value = await fullSignIn('alpha', alpha, who, '/promotions?tab=2');
    expect(value).toMatchObject({
      type: 0,
      passwordExpired: false,
      forceChangePassword: false,
      returnTo: '/promotions?tab=2',
    });
    expect(value.username).toMatch(/^m\d{10}$/);
    const info = await fetch(`${base}/wps/member/info`, { headers: { authorization: `Bearer ${value.token}` } });
    expect(((await info.json()) as { value: unknown }).value).toMatchObject({
      account: value.username,
      nickname: 'Nova Player',
    });
    const member = await db()
      .selectFrom('members')
      .selectAll()
      .where('username', '=', value.username)
      .executeTakeFirstOrThrow();
    expect(member.email).toBe(who.email);
    expect(member.password_hash).toBe('!');
    expect(await auditKinds(value.username)).toEqual(['social_register', 'social_login']);
  });

  it('signs the linked member in again on the next visit, nothing new created', async () => {
    const who = account({ email: `again${serial}@mail.test`, emailVerified: true });
    const first = await fullSignIn('alpha', alpha, who);
    const before = await db()
      .selectFrom('members')
      .select(db().fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const second = await fullSignIn('alpha', alpha, who);
    expect(second.username).toBe(first.username);
    expect(second.token).not.toBe(first.token);
    expect(second.returnTo).toBe('/');
    const after = await db().selectFrom('members').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await auditKinds(first.username)).toEqual(['social_register', 'social_login', 'social_login']);
  });

  it('links to the member holding an e-mail verified on both sides (any case), without the forced password change', async () => {
    const member = await registerMember(t.app);
    const email = `${member.username}@Mail.test`;
    await db()
      .updateTable('members')
      .set({ email, email_verified_at: clock.now(), password_changed_at: new Date('2000-01-01T00:00:00Z') })
      .where('username', '=', member.username)
      .execute();
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: operator,
      payload: { flags: { forcedPasswordChangeOnExpiry: true } },
    });
    const value = await fullSignIn('beta', beta, account({ email: email.toLowerCase(), emailVerified: true }));
    expect(value).toMatchObject({ username: member.username, passwordExpired: false, forceChangePassword: false });
    expect(await auditKinds(member.username)).toEqual(['register', 'social_link', 'social_login']);
    const links = await db()
      .selectFrom('member_social_identities')
      .selectAll()
      .where('provider', '=', 'beta')
      .execute();
    expect(links.some((l) => l.email === email.toLowerCase())).toBe(true);
  });

  it('asks a member with an authenticator for its code after the provider, then signs in (review H3)', async () => {
    const member = await registerMember(t.app);
    const email = `${member.username}@2fa.test`;
    await db()
      .updateTable('members')
      .set({ email, email_verified_at: clock.now() })
      .where('username', '=', member.username)
      .execute();
    // The server's clock, and the next 30-second step for the second code (each code is used once).
    const totp = (secret: string, step = 0) =>
      generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + step * 30 });
    const headers = { authorization: member.authorization };
    const setup = await t.app.inject({ method: 'POST', url: '/wps/member/two-step/setup', headers });
    const secret = setup.json().value.secret as string;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/wps/member/two-step/enable',
      headers,
      payload: { code: await totp(secret), currentPassword: member.password },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const landing = await signInWith('alpha', alpha, account({ email, emailVerified: true }), '/wallet');
    const done = await client.complete(landing.code!);
    expect(done.status, JSON.stringify(done.body)).toBe(401);
    expect(done.body).toMatchObject({
      code: 'LOGIN_VERIFICATION_REQUIRED',
      value: { method: 'totp', methods: ['totp'], returnTo: '/wallet' },
    });
    const { challengeToken } = done.body.value as { challengeToken: string };
    const verified = await fetch(`${base}/wps/session/login/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challengeToken, code: await totp(secret, 1) }),
    });
    const body = (await verified.json()) as { value: { username: string } };
    expect(verified.status, JSON.stringify(body)).toBe(200);
    expect(body.value.username).toBe(member.username);
  });

  it('does not link by an unverified e-mail: a new member, which does not take the address', async () => {
    const member = await registerMember(t.app);
    const email = `${member.username}@mail.test`;
    await db().updateTable('members').set({ email }).where('username', '=', member.username).execute();
    const value = await fullSignIn('alpha', alpha, account({ email, emailVerified: false }));
    expect(value.username).not.toBe(member.username);
    expect(value.username).toMatch(/^m\d{10}$/);
    const created = await db()
      .selectFrom('members')
      .select('email')
      .where('username', '=', value.username)
      .executeTakeFirstOrThrow();
    expect(created.email).toBeNull();
  });

  it('refuses a frozen account, linked or matched by e-mail', async () => {
    const who = account();
    const value = await fullSignIn('alpha', alpha, who);
    await db().updateTable('members').set({ status: 'frozen' }).where('username', '=', value.username).execute();
    expect(await signInWith('alpha', alpha, who)).toEqual({ code: null, error: 'ACCOUNT_FROZEN' });

    const member = await registerMember(t.app);
    const email = `${member.username}@frozen.test`;
    await db()
      .updateTable('members')
      .set({ email, email_verified_at: clock.now(), status: 'frozen' })
      .where('username', '=', member.username)
      .execute();
    expect(await signInWith('beta', beta, account({ email, emailVerified: true }))).toEqual({
      code: null,
      error: 'ACCOUNT_FROZEN',
    });
    const links = await db().selectFrom('member_social_identities').select('id').where('email', '=', email).execute();
    expect(links).toEqual([]);
  });

  it('refuses a frozen account between the callback and the hand-off', async () => {
    const who = account();
    const value = await fullSignIn('alpha', alpha, who);
    const landing = await signInWith('alpha', alpha, who);
    await db().updateTable('members').set({ status: 'frozen' }).where('username', '=', value.username).execute();
    const done = await client.complete(landing.code!);
    expect([done.status, done.body.code]).toEqual([403, 'ACCOUNT_FROZEN']);
  });

  it('refuses a trial account linked to an identity', async () => {
    const trial = await db()
      .insertInto('members')
      .values({
        username: `demotrial${serial}`,
        password_hash: '!',
        type: 4,
        referral_code: `TRIAL${serial}X`,
        created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const who = account();
    await db()
      .insertInto('member_social_identities')
      .values({ provider: 'alpha', subject: who.account, member_id: trial.id, email: null, created_at: clock.now() })
      .execute();
    expect(await signInWith('alpha', alpha, who)).toEqual({ code: null, error: 'TRUE_ACCOUNT_REQUIRED' });
  });
});

describe('social sign-in: only an e-mail the portal verified links (docs/security.md)', () => {
  const bindEmail = async (member: Awaited<ReturnType<typeof registerMember>>, email: string) => {
    const headers = { authorization: member.authorization, language: 'en' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/email/bind',
      headers,
      payload: { email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [latest] = await readOutbox(db(), email.toLowerCase(), 1);
    const verificationCode = /\b(\d{6})\b/.exec(latest!.text)![1]!;
    const bound = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/email',
      headers,
      payload: { email, verificationCode, currentPassword: member.password },
    });
    expect(bound.statusCode, bound.body).toBe(200);
  };

  it('does not link to an account whose e-mail was only typed at registration (pre-account takeover)', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: operator,
      payload: { registerRules: { email: { enabled: true, required: false } } },
    });
    const email = `victim${serial}${Date.now()}@mail.test`;
    // The attacker registers first with the victim's address, and knows the password.
    const attacker = await registerMember(t.app, { email });
    const row = await db()
      .selectFrom('members')
      .select(['email', 'email_verified_at'])
      .where('username', '=', attacker.username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email, email_verified_at: null });
    // The victim signs in with a provider that verified the address: a member of their own.
    const value = await fullSignIn('alpha', alpha, account({ email, emailVerified: true }));
    expect(value.username).not.toBe(attacker.username);
    const links = await db()
      .selectFrom('member_social_identities')
      .innerJoin('members', 'members.id', 'member_social_identities.member_id')
      .select('members.username')
      .where('member_social_identities.email', '=', email)
      .execute();
    expect(links.map((l) => l.username)).toEqual([value.username]);
    expect(await auditKinds(attacker.username)).toEqual(['register']);
  });

  it('links once the member proved the address with a code in the security center', async () => {
    const member = await registerMember(t.app);
    const email = `proven${serial}${Date.now()}@mail.test`;
    await bindEmail(member, email);
    const value = await fullSignIn('beta', beta, account({ email, emailVerified: true }));
    expect(value.username).toBe(member.username);
    expect(await auditKinds(member.username)).toEqual(
      expect.arrayContaining(['email_bound', 'social_link', 'social_login']),
    );
  });
});

describe('social sign-in: the attempt is bound to the browser that started it (docs/security.md)', () => {
  it('sets an HttpOnly, SameSite=Lax cookie at start, Secure with the __Host- name over https', async () => {
    const plain = await fetch(`${base}/wps/social/alpha/start`, { redirect: 'manual' });
    const cookie = plain.headers.getSetCookie().find((c) => c.startsWith('portal-social='))!;
    expect(cookie).toMatch(/^portal-social=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    // Behind the trusted local proxy that says the visitor came over https.
    const https = await fetch(`${base}/wps/social/alpha/start`, {
      redirect: 'manual',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const secure = https.headers.getSetCookie().find((c) => c.startsWith('__Host-portal-social='))!;
    expect(secure).toContain('Secure');
    expect(secure).toContain('HttpOnly');
    expect(secure).toContain('SameSite=Lax');
  });

  it("refuses an attacker's callback link opened in the victim's browser (login CSRF), spending nothing", async () => {
    const attackerBrowser = socialClient(base);
    const victimBrowser = socialClient(base);
    // The attacker starts, signs in at the provider as themself, and stops before the callback.
    const callbackUrl = await alpha.signIn((await attackerBrowser.start('alpha')).href, account());
    // The victim follows the link: no cookie of this attempt in their browser.
    expect(await victimBrowser.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
    // Nor with a cookie of a sign-in the victim started themself.
    await victimBrowser.start('alpha');
    expect(victimBrowser.cookies().size).toBe(1);
    expect(await victimBrowser.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
    const open = await db()
      .selectFrom('social_login_attempts')
      .select('used_at')
      .where('used_at', 'is', null)
      .execute();
    expect(open.length).toBeGreaterThanOrEqual(2);
    // The browser that started it completes it, and the cookie is cleared.
    const landing = await attackerBrowser.callback(callbackUrl);
    expect(landing.error).toBeNull();
    expect(landing.code).toBeTruthy();
    expect(attackerBrowser.cookies().size).toBe(0);
  });
});

describe('social sign-in: what is refused', () => {
  it('a tampered state', async () => {
    const callbackUrl = await alpha.signIn((await client.start('alpha')).href, account());
    callbackUrl.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    expect(await client.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
    callbackUrl.searchParams.delete('state');
    expect(await client.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
  });

  it('a replayed callback', async () => {
    const callbackUrl = await alpha.signIn((await client.start('alpha')).href, account());
    expect((await client.callback(callbackUrl)).code).toBeTruthy();
    expect(await client.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_EXPIRED' });
  });

  it('an ID token whose nonce is not the one sent', async () => {
    const authorizationUrl = await client.start('alpha');
    const state = authorizationUrl.searchParams.get('state')!;
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    await db()
      .updateTable('social_login_attempts')
      .set({ nonce: 'another-nonce' })
      .where('used_at', 'is', null)
      .execute();
    const callbackUrl = await alpha.signIn(authorizationUrl.href, account());
    expect(callbackUrl.searchParams.get('state')).toBe(state);
    expect(await client.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
  });

  it('an answer claiming another issuer, and a state of one provider sent to the other', async () => {
    const forged = await alpha.signIn((await client.start('alpha')).href, account());
    expect(forged.searchParams.get('iss')).toBe(alpha.issuer);
    forged.searchParams.set('iss', beta.issuer);
    expect(await client.callback(forged)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });

    const fromBeta = await beta.signIn((await client.start('beta')).href, account());
    const crossed = new URL(fromBeta.href.replace('/wps/social/beta/', '/wps/social/alpha/'));
    expect(await client.callback(crossed)).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
  });

  it('a sign-in the person cancelled at the provider', async () => {
    expect(await signInWith('alpha', alpha, 'cancel')).toEqual({ code: null, error: 'SOCIAL_LOGIN_CANCELLED' });
  });

  it('a wrong client secret (the code exchange fails)', async () => {
    const patch = (clientSecret: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/social-providers/beta',
        headers: operator,
        payload: { clientSecret },
      });
    expect((await patch('not-the-secret')).statusCode).toBe(200);
    expect(await signInWith('beta', beta, account())).toEqual({ code: null, error: 'SOCIAL_LOGIN_FAILED' });
    expect((await patch(beta.clientSecret)).statusCode).toBe(200);
    expect((await signInWith('beta', beta, account())).code).toBeTruthy();
  });

  it('a disabled provider or the flag off, at start, at the callback and at the hand-off', async () => {
    const setEnabled = (enabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/social-providers/beta',
        headers: operator,
        payload: { enabled },
      });
    await setEnabled(false);
    expect(client.landing(await client.start('beta'))).toEqual({ code: null, error: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    expect(await listed()).toEqual([{ key: 'alpha', name: 'Alpha ID' }]);
    await setEnabled(true);

    const pending = await beta.signIn((await client.start('beta')).href, account());
    await setEnabled(false);
    expect(await client.callback(pending)).toEqual({ code: null, error: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    await setEnabled(true);

    const landing = await signInWith('alpha', alpha, account());
    await setFlag(false);
    expect(client.landing(await client.start('alpha'))).toEqual({ code: null, error: 'SOCIAL_PROVIDER_UNAVAILABLE' });
    const done = await client.complete(landing.code!);
    expect([done.status, done.body.code]).toEqual([404, 'SOCIAL_PROVIDER_UNAVAILABLE']);
    await setFlag(true);
    expect(client.landing(await client.start('nobody'))).toEqual({ code: null, error: 'SOCIAL_PROVIDER_UNAVAILABLE' });
  });

  it('a returnTo that is not a path on this site', async () => {
    for (const returnTo of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'promotions', '/a\nb']) {
      expect(client.landing(await client.start('alpha', returnTo)), returnTo).toEqual({
        code: null,
        error: 'VALIDATION_FAILED',
      });
    }
  });

  it('an attempt older than ten minutes', async () => {
    const authorizationUrl = await client.start('alpha');
    const callbackUrl = await alpha.signIn(authorizationUrl.href, account());
    clock.advance(10 * 60_000 + 1000);
    expect(await client.callback(callbackUrl)).toEqual({ code: null, error: 'SOCIAL_LOGIN_EXPIRED' });
  });
});

describe('social sign-in: the hand-off code', () => {
  it('is spent by its first use', async () => {
    const landing = await signInWith('alpha', alpha, account());
    expect((await client.complete(landing.code!)).status).toBe(200);
    const again = await client.complete(landing.code!);
    expect([again.status, again.body.code]).toEqual([401, 'SOCIAL_LOGIN_EXPIRED']);
  });

  it('dies after a minute', async () => {
    const landing = await signInWith('alpha', alpha, account());
    clock.advance(61_000);
    const late = await client.complete(landing.code!);
    expect([late.status, late.body.code]).toEqual([401, 'SOCIAL_LOGIN_EXPIRED']);
  });

  it('an unknown or malformed code is refused with a clear error', async () => {
    const unknown = await client.complete('x'.repeat(43));
    expect([unknown.status, unknown.body.code]).toEqual([401, 'SOCIAL_LOGIN_EXPIRED']);
    const empty = await client.complete('');
    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('social sign-in: secrets', () => {
  it('never shows a client secret to players, and keeps it encrypted at rest', async () => {
    expect(playerAnswers.length).toBeGreaterThan(5);
    for (const body of playerAnswers) {
      expect(body).not.toContain(alpha.clientSecret);
      expect(body).not.toContain(beta.clientSecret);
    }
    const rows = await db().selectFrom('social_providers').select('client_secret_encrypted').execute();
    for (const row of rows) {
      expect(row.client_secret_encrypted).not.toContain(alpha.clientSecret);
      expect(row.client_secret_encrypted).not.toContain(beta.clientSecret);
    }
  });
});
