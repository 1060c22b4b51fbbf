import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { generate } from 'otplib';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import { createTestApp, encryptFor, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';

const clock = manualClock();
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 60 * 24 * 365 } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const HOME_IP = '127.0.0.1';
let ipSerial = 0;
const newIp = () => `10.20.${Math.floor(++ipSerial / 250)}.${(ipSerial % 250) + 1}`;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  authorization: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { authorization, language: 'en' }, payload });
const login = async (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: { language: 'en' },
    payload: await encryptFor(t.app, { username, password }),
  });
const verifyLogin = (challengeToken: string, code: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify',
    remoteAddress: ip,
    payload: { challengeToken, code },
  });
const totp = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });
const codeFor = async (to: string) => {
  const [latest] = await readOutbox(t.database.db, to, 1);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
};
const events = async (username: string) =>
  (
    await t.database.db
      .selectFrom('security_events')
      .select('kind')
      .where('username', '=', username)
      .orderBy('id')
      .execute()
  ).map((row) => row.kind);

/** A member with two-step on: the secret and the recovery codes. */
async function withTwoStep() {
  const member = await registerMember(t.app);
  const setup = await call('POST', '/wps/member/two-step/setup', member.authorization);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json().value;
  expect(otpauthUrl).toContain('otpauth://totp/');
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const enabled = await call('POST', '/wps/member/two-step/enable', member.authorization, {
    code: await totp(secret),
    currentPassword: member.password,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  clock.advance(30_000);
  return { ...member, secret: secret as string, recoveryCodes: enabled.json().value.recoveryCodes as string[] };
}

describe('two-step verification', () => {
  it('is set up with a QR secret, confirmed by a first code, and answers ten recovery codes once', async () => {
    const member = await withTwoStep();
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);
    for (const code of member.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const overview = (await call('GET', '/wps/member/security', member.authorization)).json().value;
    expect(overview).toMatchObject({ twoStepEnabled: true, recoveryCodesLeft: 10, account: member.username });
    const again = await call('POST', '/wps/member/two-step/setup', member.authorization);
    expect(again.json().code).toBe('CONFLICT');
    expect(await events(member.username)).toContain('two_step_enabled');
  });

  it('refuses a wrong first code and keeps two-step off', async () => {
    const member = await registerMember(t.app);
    const { secret } = (await call('POST', '/wps/member/two-step/setup', member.authorization)).json().value;
    const wrong = String((Number(await totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, 'abcdef', '']) {
      const res = await call('POST', '/wps/member/two-step/enable', member.authorization, {
        code,
        currentPassword: member.password,
      });
      expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    }
    expect((await call('GET', '/wps/member/security', member.authorization)).json().value.twoStepEnabled).toBe(false);
  });

  it('accepts each time step once (a replayed code fails) and a code one step old', async () => {
    const member = await withTwoStep();
    // Enabled in step S; now in S + 2, a code of S + 1 (a slow phone clock) still counts, once.
    clock.advance(30_000);
    const code = await totp(member.secret, -30);
    const renewed = await call('POST', '/wps/member/two-step/recovery-codes', member.authorization, { code });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const replay = await call('POST', '/wps/member/two-step/recovery-codes', member.authorization, { code });
    expect(replay.json().code).toBe('VERIFICATION_CODE_INVALID');
    // The renewed codes replace the first ones.
    const old = await call('POST', '/wps/member/two-step/disable', member.authorization, {
      code: member.recoveryCodes[0],
    });
    expect(old.json().code).toBe('VERIFICATION_CODE_INVALID');
    const fresh = renewed.json().value.recoveryCodes[0].toUpperCase().replace('-', ' ');
    const off = await call('POST', '/wps/member/two-step/disable', member.authorization, { code: fresh });
    expect(off.statusCode, off.body).toBe(200);
    expect(await events(member.username)).toEqual(
      expect.arrayContaining(['recovery_codes_renewed', 'recovery_code_used', 'two_step_disabled']),
    );
  });
});

describe('sign-in from a new address', () => {
  it('asks a two-step member for the authenticator code, bound to that address, then remembers it', async () => {
    const member = await withTwoStep();
    const ip = newIp();
    const first = await login(member.username, member.password, ip);
    expect(first.statusCode).toBe(401);
    const { code, value } = first.json();
    expect(code).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect(value).toMatchObject({
      methods: ['totp'],
      method: 'totp',
      mobile: null,
      email: null,
      expiresInSeconds: 300,
    });
    expect(first.body).not.toContain('"token"');

    const elsewhere = await verifyLogin(value.challengeToken, await totp(member.secret), newIp());
    expect(elsewhere.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
    const signedIn = await verifyLogin(value.challengeToken, await totp(member.secret), ip);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().value.username).toBe(member.username);
    const replay = await verifyLogin(value.challengeToken, await totp(member.secret), ip);
    expect(replay.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');

    const next = await login(member.username, member.password, ip);
    expect(next.statusCode, next.body).toBe(200);
    expect(await events(member.username)).toEqual(expect.arrayContaining(['login_challenge', 'login_success']));
  });

  it('takes a recovery code once, and ends the challenge after five wrong codes', async () => {
    const member = await withTwoStep();
    const ip = newIp();
    const challenge = async () =>
      (await login(member.username, member.password, ip)).json().value.challengeToken as string;
    const token = await challenge();
    expect((await verifyLogin(token, member.recoveryCodes[3]!, ip)).statusCode).toBe(200);

    const ip2 = newIp();
    const token2 = (await login(member.username, member.password, ip2)).json().value.challengeToken as string;
    expect((await verifyLogin(token2, member.recoveryCodes[3]!, ip2)).json().code).toBe('VERIFICATION_CODE_INVALID');
    for (let i = 0; i < 4; i++) await verifyLogin(token2, '000000', ip2);
    const late = await verifyLogin(token2, await totp(member.secret), ip2);
    expect(late.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('expires the challenge after five minutes', async () => {
    const member = await withTwoStep();
    const ip = newIp();
    const token = (await login(member.username, member.password, ip)).json().value.challengeToken as string;
    clock.advance(301_000);
    expect((await verifyLogin(token, await totp(member.secret), ip)).json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('sends an SMS code to the bound, proven mobile of a member without two-step', async () => {
    const member = await registerMember(t.app);
    const mobile = `9${String(Date.now()).slice(-8)}`;
    await t.database.db
      .updateTable('members')
      .set({ mobile, country_dialing_code: '+84', mobile_verified_at: clock.now() })
      .where('username', '=', member.username)
      .execute();
    // SMS is a method only for a brand that sends SMS codes (decision 009).
    const sms = (on: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { flags: { smsCodeLogin: on } },
      });
    expect((await sms(true)).statusCode).toBe(200);
    onTestFinished(async () => void (await sms(false)));
    const ip = newIp();
    const first = (await login(member.username, member.password, ip)).json();
    expect(first.code).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect(first.value.method).toBe('sms');
    expect(first.value.mobile).toBe(`+84 ${mobile.slice(0, 2)}****${mobile.slice(-3)}`);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verify/sms',
      remoteAddress: ip,
      payload: { challengeToken: first.value.challengeToken },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.expirationTime).toBeGreaterThan(0);
    const code = await codeFor(`+84${mobile}`);
    const done = await verifyLogin(first.value.challengeToken, code, ip);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('lets a member with nothing to verify with, or a brand with the check off, sign in at once', async () => {
    const plain = await registerMember(t.app);
    expect((await login(plain.username, plain.password, newIp())).statusCode).toBe(200);
    const member = await withTwoStep();
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { flags: { newAddressVerification: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect((await login(member.username, member.password, newIp())).statusCode).toBe(200);
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { flags: { newAddressVerification: true } },
      });
    }
  });

  it('never opens a challenge for a wrong password', async () => {
    const member = await withTwoStep();
    const res = await login(member.username, 'Wr0ng-password!', newIp());
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('active sessions', () => {
  it('lists the devices, revokes one, refuses another member’s, and signs every other device out', async () => {
    const member = await registerMember(t.app);
    const second = (await login(member.username, member.password, HOME_IP)).json().value.token as string;
    const third = (await login(member.username, member.password, HOME_IP)).json().value.token as string;
    const list = (await call('GET', '/wps/member/sessions', member.authorization)).json().value;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ ip: HOME_IP });

    const other = await registerMember(t.app);
    const otherId = (await call('GET', '/wps/member/sessions', other.authorization)).json().value[0].id;
    expect((await call('DELETE', `/wps/member/sessions/${otherId}`, member.authorization)).statusCode).toBe(404);
    expect((await call('GET', '/wps/member/info', other.authorization)).statusCode).toBe(200);

    const secondId = list.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/wps/member/sessions/${secondId}`, member.authorization)).statusCode).toBe(200);
    expect((await call('DELETE', `/wps/member/sessions/${secondId}`, member.authorization)).statusCode).toBe(404);
    expect((await call('DELETE', '/wps/member/sessions/abc', member.authorization)).json().code).toBe(
      'VALIDATION_FAILED',
    );

    expect((await call('DELETE', '/wps/member/sessions', member.authorization)).statusCode).toBe(200);
    for (const token of [second, third]) {
      expect((await call('GET', '/wps/member/info', `Bearer ${token}`)).statusCode).toBe(401);
    }
    expect((await call('GET', '/wps/member/info', member.authorization)).statusCode).toBe(200);
    expect((await call('GET', '/wps/member/sessions', member.authorization)).json().value).toHaveLength(1);
    expect(await events(member.username)).toContain('session_revoked');
  });
});

describe('bound contacts and profile', () => {
  it('binds an e-mail with the code sent to it; a wrong code or a taken address moves nothing', async () => {
    const member = await registerMember(t.app);
    const email = `Bind.${member.username}@Example.com`;
    const sent = await call('POST', '/wps/verification/email/bind', member.authorization, { email });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await codeFor(email.toLowerCase());
    const wrong = await call('PUT', '/wps/member/email', member.authorization, {
      email,
      verificationCode: '000000' === code ? '111111' : '000000',
      currentPassword: member.password,
    });
    expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
    const bound = await call('PUT', '/wps/member/email', member.authorization, {
      email,
      verificationCode: code,
      currentPassword: member.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value.email).toBe(`b***@example.com`);

    const other = await registerMember(t.app);
    const taken = await call('POST', '/wps/verification/email/bind', other.authorization, {
      email: email.toUpperCase(),
    });
    expect(taken.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { email: 'ALREADY_TAKEN' } } });
    const bad = await call('POST', '/wps/verification/email/bind', other.authorization, { email: 'not-an-email' });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(await events(member.username)).toContain('email_bound');
  });

  it('binds a mobile with its code; a code sent to another number does not bind this one', async () => {
    const member = await registerMember(t.app);
    const mobile = `8${String(Date.now()).slice(-8)}`;
    const elsewhere = `7${String(Date.now()).slice(-8)}`;
    const send = (mobileNum: string) =>
      call('POST', '/wps/verification/sms/bind', member.authorization, { countryDialingCode: '+84', mobileNum });
    expect((await send(elsewhere)).statusCode).toBe(200);
    const otherCode = await codeFor(`+84${elsewhere}`);
    clock.advance(61_000);
    expect((await send(mobile)).statusCode).toBe(200);
    const mismatch = await call('PUT', '/wps/member/mobile', member.authorization, {
      countryDialingCode: '+84',
      mobileNum: mobile,
      verificationCode: otherCode,
      currentPassword: member.password,
    });
    expect(mismatch.json().code).toBe('VERIFICATION_CODE_INVALID');
    const bound = await call('PUT', '/wps/member/mobile', member.authorization, {
      countryDialingCode: '84',
      mobileNum: mobile,
      verificationCode: await codeFor(`+84${mobile}`),
      currentPassword: member.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value.mobile).toBe(`+84 ${mobile.slice(0, 2)}****${mobile.slice(-3)}`);
  });

  it('changes shown profile fields, refuses hidden ones, and keeps the payee name once set', async () => {
    const member = await registerMember(t.app);
    const nick = await call('PATCH', '/wps/member/profile', member.authorization, { nickname: '  Lucky Star ' });
    expect(nick.statusCode, nick.body).toBe(200);
    expect(nick.json().value.profile.nickname).toBe('Lucky Star');

    const settings = (await t.app.inject({ url: '/admin/api/settings', headers: admin })).json().value;
    const shown = Object.entries(settings.registerRules as Record<string, { enabled: boolean }>)
      .filter(([, rule]) => rule.enabled)
      .map(([field]) => field);
    if (!shown.includes('zalo')) {
      const hidden = await call('PATCH', '/wps/member/profile', member.authorization, { zalo: 'zalo-1' });
      expect(hidden.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { zalo: 'UNKNOWN_FIELD' } } });
    }
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { registerRules: { payeeName: { enabled: true, required: false } } },
    });
    const named = await call('PATCH', '/wps/member/profile', member.authorization, { payeeName: 'NGUYEN VAN A' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().value.lockedFields).toContain('payeeName');
    const again = await call('PATCH', '/wps/member/profile', member.authorization, { payeeName: 'SOMEONE ELSE' });
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { payeeName: 'INVALID_VALUE' } },
    });
    const unknown = await call('PATCH', '/wps/member/profile', member.authorization, { password: 'x' });
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('under concurrency', () => {
  it('one challenge answered five times at once signs in once', async () => {
    const member = await withTwoStep();
    const ip = newIp();
    const token = (await login(member.username, member.password, ip)).json().value.challengeToken as string;
    const code = await totp(member.secret);
    const results = await Promise.all(Array.from({ length: 5 }, () => verifyLogin(token, code, ip)));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
  });

  it('one recovery code raced over two challenges opens one', async () => {
    const member = await withTwoStep();
    const [ipA, ipB] = [newIp(), newIp()];
    const tokenA = (await login(member.username, member.password, ipA)).json().value.challengeToken as string;
    const tokenB = (await login(member.username, member.password, ipB)).json().value.challengeToken as string;
    const code = member.recoveryCodes[0]!;
    const results = await Promise.all([verifyLogin(tokenA, code, ipA), verifyLogin(tokenB, code, ipB)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect((await call('GET', '/wps/member/security', member.authorization)).json().value.recoveryCodesLeft).toBe(9);
  });
});

describe('per-account limits', () => {
  it('counts password changes per member, whatever the address', async () => {
    const member = await registerMember(t.app);
    const attempt = async (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password',
        remoteAddress: `10.30.0.${i + 1}`,
        headers: { authorization: member.authorization, language: 'en' },
        payload: await encryptFor(t.app, {
          oldPassword: 'Not-the-0ld-one',
          newPassword: 'N3w-Horse#Staple',
          confirmNewPassword: 'N3w-Horse#Staple',
        }),
      });
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await attempt(i)).json().code);
    expect(codes.slice(0, 10).every((code) => code === 'OLD_PASSWORD_INCORRECT')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
    const other = await registerMember(t.app);
    expect((await call('GET', '/wps/member/security', other.authorization)).statusCode).toBe(200);
  });
});

describe('step-up for account changes', () => {
  const memberRow = (username: string) =>
    t.database.db
      .selectFrom('members')
      .select(['email', 'email_verified_at', 'mobile'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  it('binds an e-mail only with the current password: none or a wrong one moves nothing and keeps the code', async () => {
    const member = await registerMember(t.app);
    const email = `step.${member.username}@example.com`;
    expect((await call('POST', '/wps/verification/email/bind', member.authorization, { email })).statusCode).toBe(200);
    const code = await codeFor(email);
    const none = await call('PUT', '/wps/member/email', member.authorization, { email, verificationCode: code });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { currentPassword: 'REQUIRED' } },
    });
    const wrong = await call('PUT', '/wps/member/email', member.authorization, {
      email,
      verificationCode: code,
      currentPassword: 'Not-the-Passw0rd',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'STEP_UP_FAILED',
      message: 'The password or two-step code is incorrect. Enter your current password to confirm this change.',
      value: { attemptsLeft: 9 },
    });
    expect(await memberRow(member.username)).toMatchObject({ email: null, email_verified_at: null });
    // The code was not spent by the refused tries: the right password binds with it.
    const bound = await call('PUT', '/wps/member/email', member.authorization, {
      email,
      verificationCode: code,
      currentPassword: member.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const row = await memberRow(member.username);
    expect(row.email).toBe(email);
    expect(row.email_verified_at).toBeInstanceOf(Date);
  });

  it('takes a current authenticator code instead of the password when two-step is on', async () => {
    const member = await withTwoStep();
    const mobile = `6${String(Date.now()).slice(-8)}`;
    clock.advance(61_000);
    const sent = await call('POST', '/wps/verification/sms/bind', member.authorization, {
      countryDialingCode: '+84',
      mobileNum: mobile,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await codeFor(`+84${mobile}`);
    const bound = await call('PUT', '/wps/member/mobile', member.authorization, {
      countryDialingCode: '+84',
      mobileNum: mobile,
      verificationCode: code,
      twoStepCode: await totp(member.secret),
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await memberRow(member.username)).mobile).toBe(mobile);
  });

  it('refuses a two-step code from a member without two-step', async () => {
    const member = await registerMember(t.app);
    const mobile = `5${String(Date.now()).slice(-8)}`;
    clock.advance(61_000);
    await call('POST', '/wps/verification/sms/bind', member.authorization, {
      countryDialingCode: '+84',
      mobileNum: mobile,
    });
    const res = await call('PUT', '/wps/member/mobile', member.authorization, {
      countryDialingCode: '+84',
      mobileNum: mobile,
      verificationCode: await codeFor(`+84${mobile}`),
      twoStepCode: '123456',
    });
    expect(res.json().code).toBe('STEP_UP_FAILED');
    expect((await memberRow(member.username)).mobile).toBeNull();
  });

  it('enrols an authenticator only with the login password', async () => {
    const member = await registerMember(t.app);
    const { secret } = (await call('POST', '/wps/member/two-step/setup', member.authorization)).json().value;
    const without = await call('POST', '/wps/member/two-step/enable', member.authorization, {
      code: await totp(secret),
    });
    expect(without.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { currentPassword: 'REQUIRED' } },
    });
    const wrong = await call('POST', '/wps/member/two-step/enable', member.authorization, {
      code: await totp(secret),
      currentPassword: 'Not-the-Passw0rd',
    });
    expect(wrong.json().code).toBe('STEP_UP_FAILED');
    expect((await call('GET', '/wps/member/security', member.authorization)).json().value.twoStepEnabled).toBe(false);
    const right = await call('POST', '/wps/member/two-step/enable', member.authorization, {
      code: await totp(secret),
      currentPassword: member.password,
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('shares the sign-in lock: ten wrong passwords lock the account, and the right one then waits', async () => {
    const member = await registerMember(t.app);
    const { secret } = (await call('POST', '/wps/member/two-step/setup', member.authorization)).json().value;
    const attempt = async (currentPassword: string) =>
      call('POST', '/wps/member/two-step/enable', member.authorization, { code: await totp(secret), currentPassword });
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt('Not-the-Passw0rd')));
    const codes = answers.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'STEP_UP_FAILED')).toHaveLength(9);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(3);
    const right = await attempt(member.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    expect((await login(member.username, member.password, HOME_IP)).json().code).toBe('ACCOUNT_LOCKED');
    clock.advance(61_000);
  });
});

describe('session touches', () => {
  it('moves the idle expiry at most once a minute, so busy clients do not write on every call', async () => {
    const member = await registerMember(t.app);
    const lastSeen = async () =>
      (
        await t.database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('subject_type', '=', 'member')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    const info = () => call('GET', '/wps/member/info', member.authorization);
    const start = await lastSeen();
    clock.advance(30_000);
    expect((await info()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(start);
    clock.advance(31_000);
    expect((await info()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });
});
