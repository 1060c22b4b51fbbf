import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { errorMessages } from '@portal/shared/error-messages';
import { DEFAULT_REGISTER_RULES } from '@portal/shared/validation-rules';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import {
  ADULT_DATE_OF_BIRTH,
  createTestApp,
  encryptFor,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';

const clock = manualClock();
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, OPERATOR_SESSION_IDLE_MINUTES: 60 * 24 * 365, MEMBER_SESSION_IDLE_MINUTES: 60 * 24 * 365 },
  });
  admin = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const PASSWORD = 'Tr0ub4dor&3x';
const NEW_PASSWORD = 'N3w-Horse#Staple';
let serial = 0;
/** A fresh Brazilian mobile per call, and a fresh client address so the hourly cap per IP stays out of the way. */
const freshMobile = () => `119${String(Date.now()).slice(-6)}${String(++serial).padStart(2, '0')}`;
const freshIp = () => `10.1.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;

const patchSettings = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
};
const post = (url: string, payload: unknown, options: { ip?: string; language?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '10.9.9.9',
    headers: { language: options.language ?? 'en' },
    payload: payload as Record<string, unknown>,
  });
const sendEncrypted = async (method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { language: 'en' }, payload: await encryptFor(t.app, payload) });
const codeFor = async (to: string) => {
  const [latest] = await readOutbox(t.database.db, to, 1);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
};
const outboxCount = async (to: string) => (await readOutbox(t.database.db, to, 100)).length;
const memberCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** A member whose mobile is +55 <mobile>. */
const memberWithMobile = async (mobile: string) => {
  const member = await registerMember(t.app);
  await t.database.db
    .updateTable('members')
    .set({ mobile, country_dialing_code: '+55' })
    .where('username', '=', member.username)
    .execute();
  return member;
};
const infoStatus = async (authorization: string) =>
  (await t.app.inject({ url: '/wps/member/info', headers: { authorization } })).statusCode;
/** Asks for a login code and answers it (read from the outbox). */
const loginCode = async (mobile: string) => {
  const res = await post(
    '/wps/verification/sms/noLogin',
    { mobileNum: mobile, countryDialingCode: '+55' },
    { ip: freshIp() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return codeFor(`+55${mobile}`);
};
const smsLogin = (mobile: string, verificationCode: string) =>
  sendEncrypted('POST', '/wps/session/login/sms', { mobileNum: mobile, countryDialingCode: '+55', verificationCode });

beforeEach(async () => {
  clock.advance(3_600_000);
  await patchSettings({
    registerRules: DEFAULT_REGISTER_RULES,
    flags: {
      usernameRegistration: true,
      directRegistration: true,
      mobileRegistration: true,
      registrationSmsVerification: true,
      smsCodeLogin: true,
      phonePasswordRecovery: true,
      forcedPasswordChangeOnExpiry: false,
    },
  });
});

describe('sending codes', () => {
  it('sends a six-digit registration code in the request language and answers its lifetime', async () => {
    const mobile = freshMobile();
    const res = await post(
      '/wps/verification/sms/register',
      { mobileNo: mobile, countryDialingCode: '55', username: 'whoever' },
      { language: 'pt-BR', ip: freshIp() },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [message] = await readOutbox(t.database.db, `+55${mobile}`, 1);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'register' });
    expect(message!.text).toMatch(/^Seu código Lotus Play é \d{6}\. Ele expira em 5 minutos\.$/);
    // Only a keyed hash is stored.
    const row = await t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.code_hash).toString()).not.toContain(await codeFor(`+55${mobile}`));
  });

  it('refuses when the brand has the flag off, and a mobile that is not digits', async () => {
    await patchSettings({ flags: { registrationSmsVerification: false } });
    const off = await post('/wps/verification/sms/register', { mobileNum: freshMobile(), countryDialingCode: '+55' });
    expect(off.statusCode).toBe(403);
    await patchSettings({ flags: { registrationSmsVerification: true } });
    const bad = await post('/wps/verification/sms/register', { mobileNum: '12ab', countryDialingCode: '+55' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { mobileNum: 'PATTERN_MISMATCH' } },
    });
  });

  it('refuses a resend within 60 seconds with retryAfterSeconds, and more than 5 an hour to one number', async () => {
    const mobile = freshMobile();
    const ask = () =>
      post('/wps/verification/sms/register', { mobileNum: mobile, countryDialingCode: '+55' }, { ip: freshIp() });
    expect((await ask()).statusCode).toBe(200);
    clock.advance(20_000);
    const soon = await ask();
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 40 } });
    expect(soon.headers['retry-after']).toBe('40');
    for (let i = 2; i <= 5; i++) {
      clock.advance(61_000);
      expect((await ask()).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const sixth = await ask();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().value.retryAfterSeconds).toBeGreaterThan(0);
    expect(await outboxCount(`+55${mobile}`)).toBe(5);
    clock.advance(3_600_000);
    expect((await ask()).statusCode).toBe(200);
  });

  it('refuses more than 20 codes an hour from one address', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/wps/verification/sms/register',
        { mobileNum: freshMobile(), countryDialingCode: '+55' },
        { ip },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await post(
      '/wps/verification/sms/register',
      { mobileNum: freshMobile(), countryDialingCode: '+55' },
      { ip },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });

  it('answers a login code request for a number no account holds alike, and sends nothing', async () => {
    const mobile = freshMobile();
    const res = await post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '+55' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: 5 });
    expect(await outboxCount(`+55${mobile}`)).toBe(0);
    const reset = await post('/wps/verification/sms/password', { mobileNum: mobile, countryDialingCode: '+55' });
    expect(reset.json()).toMatchObject({ success: true, value: { expirationTime: 300 } });
    expect(await outboxCount(`+55${mobile}`)).toBe(0);
  });
});

describe('registration with registrationSmsVerification on', () => {
  const payload = (mobile: string, verificationCode?: string) => ({
    mobileNum: mobile,
    countryDialingCode: '+55',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    dateOfBirth: ADULT_DATE_OF_BIRTH,
    ...(verificationCode === undefined ? {} : { verificationCode }),
  });

  it('needs the code sent to that mobile: missing, wrong, right, then the code is spent', async () => {
    const mobile = freshMobile();
    await post('/wps/verification/sms/register', { mobileNum: mobile, countryDialingCode: '+55' }, { ip: freshIp() });
    const code = await codeFor(`+55${mobile}`);
    const before = await memberCount();

    const missing = await sendEncrypted('PUT', '/wps/member/register/mobile', payload(mobile));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { verificationCode: 'REQUIRED' } },
    });
    const wrong = await sendEncrypted(
      'PUT',
      '/wps/member/register/mobile',
      payload(mobile, code === '000000' ? '111111' : '000000'),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      message: errorMessages.en.VERIFICATION_CODE_INVALID,
    });
    expect(await memberCount()).toBe(before);

    const right = await sendEncrypted('PUT', '/wps/member/register/mobile', payload(mobile, code));
    expect(right.statusCode, right.body).toBe(200);
    expect(await memberCount()).toBe(before + 1);
    const spent = await t.database.db
      .selectFrom('verification_codes')
      .select('consumed_at')
      .where('recipient', '=', `+55${mobile}`)
      .executeTakeFirstOrThrow();
    expect(spent.consumed_at).not.toBeNull();

    // The same code again (another number would be refused anyway: it is taken now).
    const other = freshMobile();
    const replay = await sendEncrypted('PUT', '/wps/member/register/mobile', payload(other, code));
    expect(replay.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await memberCount()).toBe(before + 1);
  });

  it('applies to a username registration that gives a mobile', async () => {
    await patchSettings({
      registerRules: { ...DEFAULT_REGISTER_RULES, mobileNum: { ...DEFAULT_REGISTER_RULES.mobileNum, enabled: true } },
    });
    const mobile = freshMobile();
    const username = `sms${String(Date.now()).slice(-6)}${++serial}`;
    const body = {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      mobileNum: mobile,
      countryDialingCode: '+55',
    };
    const missing = await sendEncrypted('PUT', '/wps/member/register', body);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { verificationCode: 'REQUIRED' } },
    });
    await post('/wps/verification/sms/register', { mobileNum: mobile, countryDialingCode: '+55' }, { ip: freshIp() });
    const res = await sendEncrypted('PUT', '/wps/member/register', {
      ...body,
      verificationCode: await codeFor(`+55${mobile}`),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.username).toBe(username);
  });

  it('a failed insert leaves the code unspent', async () => {
    const taken = freshMobile();
    await memberWithMobile(taken);
    clock.advance(61_000);
    await post('/wps/verification/sms/register', { mobileNum: taken, countryDialingCode: '+55' }, { ip: freshIp() });
    const code = await codeFor(`+55${taken}`);
    const res = await sendEncrypted('PUT', '/wps/member/register/mobile', payload(taken, code));
    expect(res.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('verification_codes')
      .select('consumed_at')
      .where('recipient', '=', `+55${taken}`)
      .where('purpose', '=', 'register')
      .executeTakeFirstOrThrow();
    expect(row.consumed_at).toBeNull();
  });
});

describe('SMS login', () => {
  it('signs in the member holding the number, once per code, not flagged for a forced change', async () => {
    const mobile = freshMobile();
    const member = await memberWithMobile(mobile);
    const code = await loginCode(mobile);
    expect((await readOutbox(t.database.db, `+55${mobile}`, 1))[0]!.text).toBe(
      `Your Lotus Play code is ${code}. It expires in 5 minutes.`,
    );
    const res = await smsLogin(mobile, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      username: member.username,
      forceChangePassword: false,
      passwordExpired: false,
    });
    expect(await infoStatus(`Bearer ${res.json().value.token}`)).toBe(200);
    const again = await smsLogin(mobile, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('answers a number no account holds like a wrong code', async () => {
    const stranger = freshMobile();
    await post('/wps/verification/sms/noLogin', { mobileNum: stranger, countryDialingCode: '+55' }, { ip: freshIp() });
    const unknown = await smsLogin(stranger, '123456');
    const mobile = freshMobile();
    await memberWithMobile(mobile);
    const code = await loginCode(mobile);
    const wrong = await smsLogin(mobile, code === '123456' ? '654321' : '123456');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    const { requestId: _a, ...unknownBody } = unknown.json();
    const { requestId: _b, ...wrongBody } = wrong.json();
    expect(unknownBody).toEqual(wrongBody);
  });

  it('kills a code after five wrong tries', async () => {
    const mobile = freshMobile();
    await memberWithMobile(mobile);
    const code = await loginCode(mobile);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await smsLogin(mobile, wrongCode)).json().code).toBe('VERIFICATION_CODE_INVALID');
    const right = await smsLogin(mobile, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses an expired code with VERIFICATION_CODE_EXPIRED', async () => {
    const mobile = freshMobile();
    await memberWithMobile(mobile);
    const code = await loginCode(mobile);
    clock.advance(5 * 60_000 + 1000);
    const res = await smsLogin(mobile, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      message: errorMessages.en.VERIFICATION_CODE_EXPIRED,
    });
  });

  it('never lets a code for one number open another', async () => {
    const first = freshMobile();
    const second = freshMobile();
    await memberWithMobile(first);
    await memberWithMobile(second);
    const firstCode = await loginCode(first);
    const secondCode = await loginCode(second);
    if (firstCode !== secondCode) {
      expect((await smsLogin(second, firstCode)).json().code).toBe('VERIFICATION_CODE_INVALID');
    }
    // The other number's own code still works (the wrong try counted once, not five times).
    expect((await smsLogin(second, secondCode)).statusCode).toBe(200);
    expect((await smsLogin(first, firstCode)).statusCode).toBe(200);
  });

  it('of ten parallel sign-ins with one code exactly one succeeds', async () => {
    const mobile = freshMobile();
    await memberWithMobile(mobile);
    const code = await loginCode(mobile);
    const answers = await Promise.all(Array.from({ length: 10 }, () => smsLogin(mobile, code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(9);
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { language: 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });
  const reset = (username: string, code: string, newPassword = NEW_PASSWORD) =>
    sendEncrypted('POST', '/wps/member/password/reset', {
      username,
      code,
      newPassword,
      confirmNewPassword: newPassword,
    });
  const withEmail = async () => {
    const member = await registerMember(t.app);
    const email = `${member.username}@example.com`;
    await t.database.db.updateTable('members').set({ email }).where('username', '=', member.username).execute();
    return { ...member, email };
  };

  it('answers alike for an unknown user, a wrong e-mail and a match; only the match gets a code', async () => {
    const member = await withEmail();
    const unknown = await forgot('nobody-here', member.email);
    const mismatch = await forgot(member.username, 'someone@example.com');
    expect(await outboxCount(member.email)).toBe(0);
    const match = await forgot(member.username, member.email.toUpperCase());
    for (const res of [unknown, mismatch, match]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(match.json());
    }
    const [mail] = await readOutbox(t.database.db, member.email, 1);
    expect(mail).toMatchObject({ channel: 'email', purpose: 'password-reset', subject: 'Lotus Play password reset' });
  });

  it('accepts a form-encoded body on this call only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobileNum=1&countryDialingCode=55',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sets the password with the code once, ends every session, and refuses a replay', async () => {
    const member = await withEmail();
    await forgot(member.username, member.email);
    const code = await codeFor(member.email);
    const res = await reset(member.username, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(await infoStatus(member.authorization)).toBe(401);
    const login = await sendEncrypted('POST', '/wps/session/login', {
      username: member.username,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const replay = await reset(member.username, code, 'An0ther-Fine#Pass');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('VERIFICATION_CODE_INVALID');
    const still = await sendEncrypted('POST', '/wps/session/login', {
      username: member.username,
      password: NEW_PASSWORD,
    });
    expect(still.statusCode).toBe(200);
    const events = await t.database.db
      .selectFrom('security_events')
      .select('kind')
      .where('username', '=', member.username)
      .where('kind', '=', 'password_reset')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses an expired code and changes nothing', async () => {
    const member = await withEmail();
    await forgot(member.username, member.email);
    const code = await codeFor(member.email);
    clock.advance(30 * 60_000 + 1000);
    const res = await reset(member.username, code);
    expect(res.json().code).toBe('VERIFICATION_CODE_EXPIRED');
    expect(await infoStatus(member.authorization)).toBe(200);
    const login = await sendEncrypted('POST', '/wps/session/login', { username: member.username, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('judges the new password by the policy', async () => {
    const member = await withEmail();
    await forgot(member.username, member.email);
    const res = await reset(member.username, await codeFor(member.email), 'password');
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields.newPassword).toBeDefined();
  });
});

describe('forgot password by phone', () => {
  it('sets the password with the SMS code, ends the other sessions and signs in', async () => {
    const mobile = freshMobile();
    const member = await memberWithMobile(mobile);
    const second = await sendEncrypted('POST', '/wps/session/login', { username: member.username, password: PASSWORD });
    const sent = await post(
      '/wps/verification/sms/password',
      { mobileNum: mobile, countryDialingCode: '+55' },
      { ip: freshIp() },
    );
    expect(sent.json().value).toEqual({ expirationTime: 300 });
    const code = await codeFor(`+55${mobile}`);
    const res = await sendEncrypted('POST', '/wps/member/password/verification', {
      newPassword: NEW_PASSWORD,
      mobileNum: mobile,
      verificationCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: member.username, forceChangePassword: false });
    expect(await infoStatus(member.authorization)).toBe(401);
    expect(await infoStatus(`Bearer ${second.json().value.token}`)).toBe(401);
    expect(await infoStatus(`Bearer ${res.json().value.token}`)).toBe(200);
    const login = await sendEncrypted('POST', '/wps/session/login', {
      username: member.username,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a login code, a wrong code and a flag that is off', async () => {
    const mobile = freshMobile();
    await memberWithMobile(mobile);
    const loginOnly = await loginCode(mobile);
    const body = {
      newPassword: NEW_PASSWORD,
      mobileNum: mobile,
      countryDialingCode: '+55',
      verificationCode: loginOnly,
    };
    const res = await sendEncrypted('POST', '/wps/member/password/verification', body);
    expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    await patchSettings({ flags: { phonePasswordRecovery: false } });
    const off = await sendEncrypted('POST', '/wps/member/password/verification', body);
    expect(off.statusCode).toBe(403);
  });
});

describe('a phone code beside an authenticator', () => {
  /** A member with a mobile and the authenticator on, set up through the security center. */
  const withAuthenticator = async () => {
    const mobile = freshMobile();
    const member = await memberWithMobile(mobile);
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: member.authorization, language: 'en' }, payload });
    const secret = (await call('/wps/member/two-step/setup')).json().value.secret as string;
    const enabled = await call('/wps/member/two-step/enable', {
      code: await totpOf(secret),
      currentPassword: PASSWORD,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // Past the step just used: the next code is a new one.
    clock.advance(31_000);
    return { ...member, mobile, secret };
  };
  const totpOf = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const verify = (challengeToken: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/wps/session/login/verify', payload: { challengeToken, code } });
  const expectAuthenticatorAsked = (res: {
    statusCode: number;
    body: string;
    json(): { code: string; value: unknown };
  }) => {
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect(res.json().value).toMatchObject({ methods: ['totp'], method: 'totp', mobile: null, email: null });
    return (res.json().value as { challengeToken: string }).challengeToken;
  };

  it('SMS login asks for the authenticator, and signs in only with it', async () => {
    const member = await withAuthenticator();
    const token = expectAuthenticatorAsked(await smsLogin(member.mobile, await loginCode(member.mobile)));
    expect((await verify(token, '000000')).json().code).toBe('VERIFICATION_CODE_INVALID');
    const done = await verify(token, await totpOf(member.secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({ username: member.username });
  });

  it('a reset by phone sets the password but signs in only with the authenticator', async () => {
    const member = await withAuthenticator();
    await post(
      '/wps/verification/sms/password',
      { mobileNum: member.mobile, countryDialingCode: '+55' },
      { ip: freshIp() },
    );
    const res = await sendEncrypted('POST', '/wps/member/password/verification', {
      newPassword: NEW_PASSWORD,
      mobileNum: member.mobile,
      countryDialingCode: '+55',
      verificationCode: await codeFor(`+55${member.mobile}`),
    });
    const token = expectAuthenticatorAsked(res);
    const done = await verify(token, await totpOf(member.secret));
    expect(done.statusCode, done.body).toBe(200);
  });
});
