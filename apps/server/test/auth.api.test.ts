import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { CompactEncrypt, exportJWK, generateKeyPair } from 'jose';
import { errorMessages } from '@portal/shared/error-messages';
import { DEFAULT_REGISTER_RULES } from '@portal/shared/validation-rules';
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
    env: {
      SEED_DEMO: false,
      DEFAULT_MEMBER_PASSWORD: 'Default#Pass1',
      // The tests move the clock by days; the operator session outlives them.
      OPERATOR_SESSION_IDLE_MINUTES: 60 * 24 * 365,
    },
  });
  admin = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

const PASSWORD = 'Tr0ub4dor&3x';
const memberCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const patchSettings = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
};
const send = async (method: 'PUT' | 'POST', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { language: 'en', ...headers }, payload: await encryptFor(t.app, payload) });
const register = (payload: Record<string, unknown>) => send('PUT', '/wps/member/register', payload);
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  send('POST', '/wps/session/login', { username, password }, headers);
let serial = 0;
const freshName = () => `user${Date.now() % 100000}n${++serial}`;
const valid = (overrides: Record<string, unknown> = {}) => ({
  username: freshName(),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  dateOfBirth: ADULT_DATE_OF_BIRTH,
  login: true,
  ...overrides,
});

beforeEach(async () => {
  // Each test starts from the demo brand's rules and flags.
  await patchSettings({
    registerRules: DEFAULT_REGISTER_RULES,
    flags: {
      usernameRegistration: true,
      directRegistration: true,
      mobileRegistration: false,
      freePlay: true,
      affiliateCodeCheck: true,
      forcedPasswordChangeOnExpiry: false,
      transferToUpline: false,
    },
  });
});

describe('encrypted calls', () => {
  const routes: [string, string][] = [
    ['POST', '/wps/session/login'],
    ['POST', '/wps/session/login/v2'],
    ['POST', '/wps/session/login/freeplay'],
    ['PUT', '/wps/member/register'],
    ['PUT', '/wps/member/register/mobile'],
  ];

  it.each(routes)(
    '%s %s refuses a plaintext body with 400 ENCRYPTION_REQUIRED and creates nothing',
    async (method, url) => {
      const before = await memberCount();
      for (const payload of [valid(), { username: 'a', password: 'b' }, {}, [], 'text', null]) {
        const res = await t.app.inject({
          method: method as 'PUT',
          url,
          headers: { language: 'pt-BR', 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'ENCRYPTION_REQUIRED',
          message: errorMessages['pt-BR'].ENCRYPTION_REQUIRED,
        });
      }
      expect(await memberCount()).toBe(before);
    },
  );

  it('refuses a malformed JWE, a JWE for an unknown key and a jwe beside other fields with 400 DECRYPTION_FAILED', async () => {
    const before = await memberCount();
    const { publicKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const stranger = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(valid())))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'someone-else' })
      .encrypt(publicKey);
    const strangerNoKid = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(valid())))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(publicKey);
    const good = (await encryptFor(t.app, valid())).jwe;
    for (const body of [
      { jwe: 'garbage' },
      { jwe: 'a.b.c.d.e' },
      { jwe: '' },
      { jwe: 42 },
      { jwe: null },
      { jwe: good.slice(0, -4) + 'AAAA' },
      { jwe: stranger },
      { jwe: strangerNoKid },
      { jwe: good, username: 'extra' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { language: 'en' },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DECRYPTION_FAILED', message: errorMessages.en.DECRYPTION_FAILED });
    }
    expect(await memberCount()).toBe(before);
    expect(JSON.stringify(await exportJWK(publicKey))).not.toContain('"d"');
  });

  it('validates the decrypted payload like any body: unknown fields and wrong types, every field listed', async () => {
    const res = await register({ ...valid(), username: 5, login: 'yes', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { username: 'INVALID_TYPE', login: 'INVALID_TYPE', isAdmin: 'UNKNOWN_FIELD' } },
    });
    const notObject = await register([1, 2] as unknown as Record<string, unknown>);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().code).toBe('VALIDATION_FAILED');
  });

  it('takes plaintext when the operator turns the requirement off', async () => {
    const open = await createTestApp({ database: t.database, env: { SEED_DEMO: false, ENCRYPTION_REQUIRED: false } });
    try {
      const res = await open.app.inject({ method: 'PUT', url: '/wps/member/register', payload: valid() });
      expect(res.statusCode).toBe(200);
      const jwe = await open.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        payload: await encryptFor(open.app, valid()),
      });
      expect(jwe.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('PUT /wps/member/register', () => {
  it('creates the member, signs them in and keeps only an argon2id hash', async () => {
    const payload = valid();
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.any(String),
      username: payload.username,
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      forceChangePassword: false,
      rememberMe: false,
    });
    expect(Buffer.from(value.token, 'base64url').length).toBe(32);
    const row = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', payload.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,[tp]=\d+,[tp]=\d+\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(row.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(row).toMatchObject({ type: 0, status: 'active', upline_id: null });
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${value.token}` } });
    expect(info.json().value.account).toBe(payload.username);
  });

  type Case = { name: string; payload: Record<string, unknown>; fields: Record<string, string> };
  const cases: Case[] = [
    { name: 'username missing', payload: { username: undefined }, fields: { username: 'REQUIRED' } },
    { name: 'username empty', payload: { username: '' }, fields: { username: 'REQUIRED' } },
    { name: 'username too short', payload: { username: 'ab12' }, fields: { username: 'TOO_SHORT' } },
    { name: 'username too long', payload: { username: 'a'.repeat(17) }, fields: { username: 'TOO_LONG' } },
    { name: 'username digit first', payload: { username: '1player' }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username with a space', payload: { username: 'play er1' }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username SQL-ish', payload: { username: "a'; drop--" }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username SQL-ish 2', payload: { username: 'a OR 1=1' }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username unicode', payload: { username: 'jogadorção' }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username Thai', payload: { username: 'ผู้เล่นคนหนึ่ง' }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username emoji', payload: { username: 'player🎰1' }, fields: { username: 'PATTERN_MISMATCH' } },
    { name: 'username NUL', payload: { username: 'player\u00001' }, fields: { username: 'INVALID_VALUE' } },
    {
      name: 'password missing',
      payload: { password: undefined },
      fields: { password: 'REQUIRED', confirmPassword: 'NOT_EQUAL' },
    },
    {
      name: 'password too short (brand rule)',
      payload: { password: 'Ab1!x', confirmPassword: 'Ab1!x' },
      fields: { password: 'TOO_SHORT' },
    },
    {
      name: 'password too short (policy)',
      payload: { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' },
      fields: { password: 'TOO_SHORT' },
    },
    {
      name: 'password too long (over 128)',
      payload: { password: 'Ab1!'.repeat(33), confirmPassword: 'Ab1!'.repeat(33) },
      fields: { password: 'TOO_LONG' },
    },
    {
      name: 'password with a space',
      payload: { password: 'Tr0ub 4dor', confirmPassword: 'Tr0ub 4dor' },
      fields: { password: 'PATTERN_MISMATCH' },
    },
    {
      name: 'password non-ASCII',
      payload: { password: 'senhaçãoforte', confirmPassword: 'senhaçãoforte' },
      fields: { password: 'PATTERN_MISMATCH' },
    },
    {
      name: 'password common',
      payload: { password: 'password123', confirmPassword: 'password123' },
      fields: { password: 'PASSWORD_TOO_COMMON' },
    },
    {
      name: 'password common, other case',
      payload: { password: 'IloveYou1', confirmPassword: 'IloveYou1' },
      fields: { password: 'PASSWORD_TOO_COMMON' },
    },
    {
      name: 'password common Portuguese',
      payload: { password: 'senha123', confirmPassword: 'senha123' },
      fields: { password: 'PASSWORD_TOO_COMMON' },
    },
    {
      name: 'password common Vietnamese',
      payload: { password: 'anhyeuem123', confirmPassword: 'anhyeuem123' },
      fields: { password: 'PASSWORD_TOO_COMMON' },
    },
    {
      name: 'password common Indonesian',
      payload: { password: 'bismillah', confirmPassword: 'bismillah' },
      fields: { password: 'PASSWORD_TOO_COMMON' },
    },
    {
      name: 'password is the username',
      payload: { username: 'Zebra12345', password: 'zebra12345', confirmPassword: 'zebra12345' },
      fields: { password: 'PASSWORD_SAME_AS_USERNAME' },
    },
    { name: 'confirmation missing', payload: { confirmPassword: undefined }, fields: { confirmPassword: 'REQUIRED' } },
    {
      name: 'confirmation differs',
      payload: { confirmPassword: 'Tr0ub4dor&3y' },
      fields: { confirmPassword: 'NOT_EQUAL' },
    },
    {
      name: 'referral code not letters and digits',
      payload: { referralCode: 'AB-12' },
      fields: { referralCode: 'PATTERN_MISMATCH' },
    },
    { name: 'referral code too long', payload: { referralCode: 'A'.repeat(21) }, fields: { referralCode: 'TOO_LONG' } },
    {
      name: 'everything wrong at once',
      payload: { username: '1', password: 'x y', confirmPassword: 'z', referralCode: '!!' },
      fields: {
        username: 'TOO_SHORT',
        password: 'TOO_SHORT',
        confirmPassword: 'NOT_EQUAL',
        referralCode: 'PATTERN_MISMATCH',
      },
    },
  ];

  it.each(cases)(
    'refuses $name with 400 VALIDATION_FAILED listing every failing field',
    async ({ payload, fields }) => {
      const before = await memberCount();
      const res = await register(valid(payload));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: errorMessages.en.VALIDATION_FAILED,
      });
      expect(res.json().value.fields).toEqual(fields);
      expect(await memberCount()).toBe(before);
    },
  );

  it('applies the optional fields the operator switches on, required or not, with their patterns', async () => {
    await patchSettings({
      registerRules: {
        email: { enabled: true, required: true },
        payeeName: { enabled: true, required: true },
        qqNum: { enabled: true, required: false },
        mobileNum: { enabled: true, required: false },
        whatsapp: { enabled: true, required: false },
        idNumber: { enabled: true, required: false, acceptedPattern: '^[A-Z]{2}[0-9]+$' },
        // Shown means required, whatever the rule says.
        paymentPassword: { enabled: true, required: false },
      },
    });
    const before = await memberCount();
    const bad = await register(
      valid({ email: 'not-an-email', qqNum: '12ab34', whatsapp: '123', idNumber: 'ab123456', mobileNum: '98765432' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({
      email: 'PATTERN_MISMATCH',
      payeeName: 'REQUIRED',
      qqNum: 'PATTERN_MISMATCH',
      whatsapp: 'TOO_SHORT',
      idNumber: 'PATTERN_MISMATCH',
      paymentPassword: 'REQUIRED',
      countryDialingCode: 'REQUIRED',
    });
    expect(await memberCount()).toBe(before);

    const good = valid({
      email: 'Someone@Example.com',
      payeeName: 'Ana Souza',
      paymentPassword: '123456',
      mobileNum: '98765432',
      countryDialingCode: '55',
      line: 'ignored-because-off',
    });
    expect((await register(good)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', good.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'Someone@Example.com',
      payee_name: 'Ana Souza',
      mobile: '98765432',
      country_dialing_code: '+55',
      line: null,
    });
    // The payment password given at registration is kept (hashed) with the member.
    const paymentPassword = await t.database.db
      .selectFrom('member_payment_passwords')
      .select('password_hash')
      .where('member_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(paymentPassword.password_hash).toMatch(/^\$argon2id\$/);
    // Another account with the same e-mail in another case, or the same mobile number.
    const again = await register(valid({ email: 'someone@example.COM', payeeName: 'B C', paymentPassword: '123456' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USER_EXISTS', value: { fields: { email: 'ALREADY_TAKEN' } } });
    const sameMobile = await register(
      valid({
        email: 'x@y.zz',
        payeeName: 'B C',
        paymentPassword: '123456',
        mobileNum: '98765432',
        countryDialingCode: '+55',
      }),
    );
    expect(sameMobile.json()).toMatchObject({ code: 'USER_EXISTS', value: { fields: { mobileNum: 'ALREADY_TAKEN' } } });
  });

  it('refuses a username that exists in any case with 409 USER_EXISTS, translated', async () => {
    const first = valid({ username: 'CaseyJones1' });
    expect((await register(first)).statusCode).toBe(200);
    const before = await memberCount();
    for (const username of ['CaseyJones1', 'caseyjones1', 'CASEYJONES1']) {
      const res = await send('PUT', '/wps/member/register', valid({ username }), { language: 'vi' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'USER_EXISTS',
        message: errorMessages.vi.USER_EXISTS,
        value: { fields: { username: 'ALREADY_TAKEN' } },
      });
    }
    expect(await memberCount()).toBe(before);
  });

  it('links the upline named by a referral code, and refuses an unknown one with 422 INVITATION_CODE_INVALID', async () => {
    const upline = await registerMember(t.app);
    const code = await t.database.db
      .selectFrom('members')
      .select(['id', 'referral_code'])
      .where('username', '=', upline.username)
      .executeTakeFirstOrThrow();
    const downline = valid({ referralCode: code.referral_code.toLowerCase() });
    expect((await register(downline)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('members')
      .select('upline_id')
      .where('username', '=', downline.username)
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(code.id);
    const viaAffiliate = valid({ affiliateCode: code.referral_code });
    expect((await register(viaAffiliate)).statusCode).toBe(200);

    const before = await memberCount();
    const bad = await send('PUT', '/wps/member/register', valid({ referralCode: 'NOSUCH99' }), { language: 'th' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'INVITATION_CODE_INVALID',
      message: errorMessages.th.INVITATION_CODE_INVALID,
    });
    expect(await memberCount()).toBe(before);

    // With the check off, an unknown code is ignored rather than refused.
    await patchSettings({ flags: { affiliateCodeCheck: false } });
    const ignored = valid({ referralCode: 'NOSUCH99' });
    expect((await register(ignored)).statusCode).toBe(200);
  });

  it('is refused with 403 FORBIDDEN when the brand turns direct or username registration off', async () => {
    for (const flags of [{ directRegistration: false }, { usernameRegistration: false }]) {
      await patchSettings({ flags: { usernameRegistration: true, directRegistration: true, ...flags } });
      const before = await memberCount();
      const res = await register(valid());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await memberCount()).toBe(before);
    }
  });

  it('lets the operator widen the username pattern to any text, still unique case-insensitively', async () => {
    await patchSettings({
      registerRules: { username: { patternId: 0, acceptedPattern: '*', minLength: 2, maxLength: 20 } },
    });
    const unicode = valid({ username: 'Jogadorção' });
    const res = await register(unicode);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.username).toBe('Jogadorção');
    const upper = await register(valid({ username: 'JOGADORÇÃO' }));
    expect(upper.statusCode).toBe(409);
    // Whitespace never makes a username, whatever the pattern.
    const spaced = await register(valid({ username: 'two words' }));
    expect(spaced.json().value.fields).toEqual({ username: 'PATTERN_MISMATCH' });
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const mobile = (overrides: Record<string, unknown> = {}) => ({
    mobileNum: `9${String(Date.now()).slice(-8)}${++serial % 10}`,
    countryDialingCode: '+84',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    dateOfBirth: ADULT_DATE_OF_BIRTH,
    ...overrides,
  });

  it('is refused with 403 while the brand has mobile registration off', async () => {
    const res = await send('PUT', '/wps/member/register/mobile', mobile());
    expect(res.statusCode).toBe(403);
  });

  it('generates the account number and answers it with the sign-in', async () => {
    await patchSettings({ flags: { mobileRegistration: true } });
    const payload = mobile();
    const res = await send('PUT', '/wps/member/register/mobile', payload);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.username).toMatch(/^m\d{10}$/);
    expect(value.firstTimeLogin).toBe(true);
    const row = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', value.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile: payload.mobileNum, country_dialing_code: '+84' });
    // The account number signs in with the password.
    expect((await login(value.username, PASSWORD)).statusCode).toBe(200);
    // The same number again is taken.
    const again = await send(
      'PUT',
      '/wps/member/register/mobile',
      mobile({ mobileNum: payload.mobileNum, countryDialingCode: '84' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().value.fields).toEqual({ mobileNum: 'ALREADY_TAKEN' });
  });

  it('lists every failing field and creates nothing', async () => {
    await patchSettings({ flags: { mobileRegistration: true } });
    const before = await memberCount();
    const res = await send(
      'PUT',
      '/wps/member/register/mobile',
      mobile({ mobileNum: '12ab', countryDialingCode: '++1', password: 'qwerty123', confirmPassword: 'x' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({
      mobileNum: 'TOO_SHORT',
      countryDialingCode: 'PATTERN_MISMATCH',
      password: 'PASSWORD_TOO_COMMON',
      confirmPassword: 'NOT_EQUAL',
    });
    const missing = await send('PUT', '/wps/member/register/mobile', { password: PASSWORD, confirmPassword: PASSWORD });
    expect(missing.json().value.fields).toEqual({
      mobileNum: 'REQUIRED',
      countryDialingCode: 'REQUIRED',
      dateOfBirth: 'REQUIRED',
    });
    const username = await send('PUT', '/wps/member/register/mobile', mobile({ username: 'chosen' }));
    expect(username.json().value.fields).toEqual({ username: 'UNKNOWN_FIELD' });
    expect(await memberCount()).toBe(before);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it("answers whether a code is a member's referral code", async () => {
    const member = await registerMember(t.app);
    const { referral_code } = await t.database.db
      .selectFrom('members')
      .select('referral_code')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    const check = async (code: string) =>
      (
        await t.app.inject({ url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=lotus.example` })
      ).json();
    expect(await check(referral_code)).toEqual({ success: true, value: { valid: true }, message: null, code: null });
    expect((await check(referral_code.toLowerCase())).value.valid).toBe(true);
    for (const code of ['NOSUCH99', "' or 1=1 --", 'x'.repeat(30), 'ção'])
      expect((await check(code)).value.valid).toBe(false);
    const missing = await t.app.inject({ url: '/wps/agent/affiliate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({ code: 'REQUIRED' });
  });
});

describe('POST /wps/session/login', () => {
  it('signs in with trimmed credentials (any case of the username); v2 answers the same', async () => {
    const member = await registerMember(t.app);
    for (const url of ['/wps/session/login', '/wps/session/login/v2']) {
      const res = await send('POST', url, {
        username: `  ${member.username.toUpperCase()} `,
        password: ` ${member.password}  `,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({
        token: expect.any(String),
        username: member.username,
        type: 0,
        firstTimeLogin: false,
        passwordExpired: false,
        forceChangePassword: false,
        rememberMe: false,
      });
    }
    const row = await t.database.db
      .selectFrom('members')
      .select(['first_login_at', 'last_login_at', 'last_login_ip'])
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe('127.0.0.1');
    expect(row.first_login_at).not.toBeNull();
  });

  it('answers a wrong password and an unknown user identically with 401 INVALID_CREDENTIALS', async () => {
    const member = await registerMember(t.app);
    const wrong = await login(member.username, 'Wrong#Passw0rd', { language: 'id' });
    const unknown = await login('nobodyatall', 'Wrong#Passw0rd', { language: 'id' });
    const blank = await login('   ', 'Wrong#Passw0rd', { language: 'id' });
    for (const res of [wrong, unknown, blank]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        value: null,
        message: errorMessages.id.INVALID_CREDENTIALS,
      });
    }
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
  });

  it('refuses a frozen account with 403 ACCOUNT_FROZEN, and its open sessions too', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .updateTable('members')
      .set({ status: 'frozen' })
      .where('username', '=', member.username)
      .execute();
    const res = await login(member.username, member.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_FROZEN');
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: member.authorization } });
    expect(info.statusCode).toBe(403);
  });

  it('reports firstTimeLogin only the first time a member signs in by login', async () => {
    // A member created outside registration (an operator import) has never signed in.
    const member = await registerMember(t.app);
    await t.database.db
      .updateTable('members')
      .set({ first_login_at: null })
      .where('username', '=', member.username)
      .execute();
    expect((await login(member.username, member.password)).json().value.firstTimeLogin).toBe(true);
    expect((await login(member.username, member.password)).json().value.firstTimeLogin).toBe(false);
  });

  it('flags an expired password when the brand forces changes, and the default password always', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .updateTable('members')
      .set({ password_changed_at: new Date(clock.now().getTime() - 91 * 86_400_000) })
      .where('username', '=', member.username)
      .execute();
    expect((await login(member.username, member.password)).json().value.passwordExpired).toBe(false);
    await patchSettings({ flags: { forcedPasswordChangeOnExpiry: true } });
    expect((await login(member.username, member.password)).json().value.passwordExpired).toBe(true);

    const defaulted = await registerMember(t.app, { password: 'Default#Pass1', confirmPassword: 'Default#Pass1' });
    expect(defaulted.value.forceChangePassword).toBe(true);
    expect((await login(defaulted.username, 'Default#Pass1')).json().value).toMatchObject({
      forceChangePassword: true,
      passwordExpired: false,
    });
  });

  it('replaces a hash made with other argon2 parameters at the next sign-in', async () => {
    const member = await registerMember(t.app);
    const old = await argon2.hash(member.password, { type: argon2.argon2id, memoryCost: 2048, timeCost: 1 });
    await t.database.db
      .updateTable('members')
      .set({ password_hash: old })
      .where('username', '=', member.username)
      .execute();
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    const { password_hash } = await t.database.db
      .selectFrom('members')
      .select('password_hash')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    expect(password_hash).not.toBe(old);
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,/);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('validates the payload: both fields required, nothing else accepted', async () => {
    const res = await send('POST', '/wps/session/login', { password: 1, remember: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual({
      username: 'REQUIRED',
      password: 'INVALID_TYPE',
      remember: 'UNKNOWN_FIELD',
    });
  });
});

describe('member sessions', () => {
  const info = (authorization: string) =>
    t.app.inject({ url: '/wps/member/info', headers: { authorization, language: 'en' } });

  it('keep only a hash, record address and browser, expire when idle and at the absolute limit', async () => {
    const member = await registerMember(t.app);
    const rows = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('subject_type', '=', 'member')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(rows[0]!.token_hash).not.toEqual(Buffer.from(member.token));
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'lightMyRequest' });
    expect(rows[0]!.absolute_expires_at!.getTime() - rows[0]!.created_at.getTime()).toBe(24 * 3600_000);

    // Busy all day: the idle expiry slides, the absolute one does not.
    for (let i = 0; i < 23; i++) {
      clock.advance(59 * 60_000 + 50_000);
      expect((await info(member.authorization)).statusCode).toBe(200);
    }
    clock.advance(60 * 60_000);
    const expired = await info(member.authorization);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');

    const idle = await registerMember(t.app);
    clock.advance(60 * 60_000 + 1);
    expect((await info(idle.authorization)).json().code).toBe('TOKEN_EXPIRED');
  });

  it('end at logout', async () => {
    const member = await registerMember(t.app);
    const other = (await login(member.username, member.password)).json().value.token;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: member.authorization },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, value: null, message: null, code: null });
    expect((await info(member.authorization)).json().code).toBe('TOKEN_EXPIRED');
    expect((await info(`Bearer ${other}`)).statusCode).toBe(200);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('creates and signs in a trial account (type 4) that cannot change a password', async () => {
    const before = await memberCount();
    const res = await send('POST', '/wps/session/login/freeplay', { os: 'android', platform: 'web' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ type: 4, firstTimeLogin: true, passwordExpired: false, forceChangePassword: false });
    expect(value.username).toMatch(/^demo[a-z2-9]{8}$/);
    expect(await memberCount()).toBe(before + 1);
    const authorization = `Bearer ${value.token}`;
    expect((await t.app.inject({ url: '/wps/member/info', headers: { authorization } })).json().value.type).toBe(4);
    const change = await send(
      'POST',
      '/wps/member/password',
      { oldPassword: 'x', newPassword: PASSWORD, confirmNewPassword: PASSWORD },
      { authorization },
    );
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      code: 'TRUE_ACCOUNT_REQUIRED',
      message: errorMessages.en.TRUE_ACCOUNT_REQUIRED,
    });
    // Nobody signs in to a trial account with a password, not even an empty one.
    expect((await login(value.username, '!')).statusCode).toBe(401);
    // Trial accounts take no downlines.
    const { referral_code } = await t.database.db
      .selectFrom('members')
      .select('referral_code')
      .where('username', '=', value.username)
      .executeTakeFirstOrThrow();
    expect((await register(valid({ referralCode: referral_code }))).statusCode).toBe(422);
  });

  it('is refused with 403 when the brand turns free play off', async () => {
    await patchSettings({ flags: { freePlay: false } });
    const before = await memberCount();
    const res = await send('POST', '/wps/session/login/freeplay', {});
    expect(res.statusCode).toBe(403);
    expect(await memberCount()).toBe(before);
  });
});
