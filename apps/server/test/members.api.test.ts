import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import { createTestApp, encryptFor, operatorAuth, registerMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'N3w&Stronger!pw';
const get = (url: string, authorization: string) => t.app.inject({ url, headers: { authorization, language: 'en' } });
const changePassword = async (authorization: string, payload: unknown, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: { authorization, language },
    payload: await encryptFor(t.app, payload),
  });
const login = async (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encryptFor(t.app, { username, password }),
  });

describe('GET /wps/member/info', () => {
  it('answers the listed fields only, with the default club label', async () => {
    const member = await registerMember(t.app);
    const res = await get('/wps/member/info', member.authorization);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      id: expect.any(Number),
      account: member.username,
      nickname: null,
      type: 0,
      toUpline: false,
      clubLabel: {
        labelName: 'Member',
        color: expect.stringMatching(/^#/),
        color2: expect.stringMatching(/^#/),
        rankLevel: 0,
      },
      memberLabel: [],
      language: null,
    });
    expect(res.body).not.toMatch(/argon2|password|referral|last_login/i);
  });

  it('says toUpline only when the member has an upline and the brand allows transfers to it', async () => {
    const upline = await registerMember(t.app);
    const { referral_code } = await t.database.db
      .selectFrom('members')
      .select('referral_code')
      .where('username', '=', upline.username)
      .executeTakeFirstOrThrow();
    const downline = await registerMember(t.app, { referralCode: referral_code });
    expect((await get('/wps/member/info', downline.authorization)).json().value.toUpline).toBe(false);
    const admin = await operatorAuth(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { flags: { transferToUpline: true } },
    });
    expect((await get('/wps/member/info', downline.authorization)).json().value.toUpline).toBe(true);
    expect((await get('/wps/member/info', upline.authorization)).json().value.toUpline).toBe(false);
  });
});

describe('PUT /wps/member/language', () => {
  const put = (authorization: string, language: unknown) =>
    t.app.inject({ method: 'PUT', url: '/wps/member/language', headers: { authorization }, payload: { language } });

  it("stores the language on the server: member info answers it, any code falling back to the brand's", async () => {
    const member = await registerMember(t.app);
    expect((await get('/wps/member/info', member.authorization)).json().value.language).toBeNull();
    for (const [requested, stored] of [
      ['vi', 'vi'],
      ['pt_PT', 'pt-BR'],
      ['cn', 'zh-CN'],
      ['zh-TW', 'zh-CN'],
      ['ms', 'id'],
      ['es', 'pt-BR'],
      ['ar', 'pt-BR'],
      ['EN', 'en'],
    ]) {
      const res = await put(member.authorization, requested);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value, requested).toEqual({ language: stored, requested });
    }
    expect((await get('/wps/member/info', member.authorization)).json().value.language).toBe('en');
  });

  it('keeps a language the brand switched off out: it falls back to the default', async () => {
    const admin = await operatorAuth(t.app);
    const patch = (languages: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { locale: { languages } },
      });
    expect((await patch(['pt-BR', 'en'])).statusCode).toBe(200);
    try {
      const member = await registerMember(t.app);
      expect((await put(member.authorization, 'th')).json().value).toEqual({ language: 'pt-BR', requested: 'th' });
    } finally {
      await patch(['pt-BR', 'en', 'th', 'vi', 'id', 'zh-CN']);
    }
  });

  it('refuses an unknown code clearly and changes nothing; a visitor gets 401', async () => {
    const member = await registerMember(t.app);
    await put(member.authorization, 'th');
    for (const language of ['klingon', 'xx', '', 42]) {
      const res = await put(member.authorization, language);
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await put(member.authorization, 'xx')).json().value.fields).toEqual({ language: 'INVALID_VALUE' });
    expect((await get('/wps/member/info', member.authorization)).json().value.language).toBe('th');
    const visitor = await t.app.inject({ method: 'PUT', url: '/wps/member/language', payload: { language: 'en' } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('avatar and icon', () => {
  it.each(['/wps/relay/MCSFE_getPlayerAvatar', '/wps/member/info/icon'])(
    '%s answers the default image',
    async (url) => {
      const member = await registerMember(t.app);
      const res = await get(url, member.authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ url: '/media/avatar-default.svg' });
    },
  );
});

describe('POST /wps/member/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const member = await registerMember(t.app);
    const other = `Bearer ${(await login(member.username, member.password)).json().value.token}`;
    const res = await changePassword(member.authorization, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null, message: null, code: null });
    expect((await get('/wps/member/info', member.authorization)).statusCode).toBe(200);
    const ended = await get('/wps/member/info', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('TOKEN_EXPIRED');
    expect((await login(member.username, member.password)).statusCode).toBe(401);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong old password with 422 OLD_PASSWORD_INCORRECT and changes nothing', async () => {
    const member = await registerMember(t.app);
    const res = await changePassword(
      member.authorization,
      { oldPassword: 'Not#ThePassw0rd', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      'zh-CN',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      message: errorMessages['zh-CN'].OLD_PASSWORD_INCORRECT,
    });
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'short1!', confirmNewPassword: 'short1!' }, { newPassword: 'TOO_SHORT' }],
    [{ newPassword: 'qwerty123', confirmNewPassword: 'qwerty123' }, { newPassword: 'PASSWORD_TOO_COMMON' }],
    [{ newPassword: 'with space1', confirmNewPassword: 'with space1' }, { newPassword: 'PATTERN_MISMATCH' }],
    [{ newPassword: NEW_PASSWORD, confirmNewPassword: 'different' }, { confirmNewPassword: 'NOT_EQUAL' }],
    [
      { newPassword: '', confirmNewPassword: '' },
      { newPassword: 'REQUIRED', confirmNewPassword: 'REQUIRED' },
    ],
  ])('refuses %j with 400 listing %j', async (change, fields) => {
    const member = await registerMember(t.app);
    const res = await changePassword(member.authorization, { oldPassword: member.password, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields } });
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('refuses the username as the new password and a missing old one', async () => {
    const member = await registerMember(t.app);
    const same = await changePassword(member.authorization, {
      oldPassword: member.password,
      newPassword: member.username,
      confirmNewPassword: member.username,
    });
    expect(same.json().value.fields).toEqual({ newPassword: 'PASSWORD_SAME_AS_USERNAME' });
    const missing = await changePassword(member.authorization, {
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(missing.json().value.fields).toEqual({ oldPassword: 'REQUIRED' });
  });

  it('is an encrypted call: plaintext is refused after the token is checked', async () => {
    const member = await registerMember(t.app);
    const payload = { oldPassword: member.password, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: member.authorization },
      payload,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const anonymous = await t.app.inject({ method: 'POST', url: '/wps/member/password', payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the merchant wallet of a brand without vendor wallets (decision 053)', () => {
  it('is single: the main wallet alone, and the sum is its balance', async () => {
    const member = await registerMember(t.app);
    const res = await get('/wps/wallet/merchant', member.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      model: 'single',
      sumBalance: 0,
      wallets: [{ code: 'main', balance: 0, canTransferIn: true }],
    });
  });
});
