import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { loginEmail } from '../src/features/auth/verification-messages.ts';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import { createTestApp, encryptFor, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * newAddressVerification with several methods: the second step of a sign-in from a new address
 * offers the authenticator, SMS and e-mail as the member has them (every brand offers all three).
 */
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    // The binds of every member go out from the test's one address: its hourly cap is not under test here.
    env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 60 * 24 * 365, VERIFICATION_MAX_PER_HOUR_IP: 1000 },
  });
});
afterAll(async () => t?.close());

let serial = 0;
const newIp = () => `10.30.${Math.floor(++serial / 250)}.${(serial % 250) + 1}`;
const freshMobile = () => `9${String(Date.now()).slice(-6)}${String(++serial % 100).padStart(2, '0')}`;

const call = (method: 'POST' | 'PUT', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization, language: 'en' }, payload });

const login = async (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: { language: 'en' },
    payload: await encryptFor(t.app, { username, password }),
  });
const verify = (challengeToken: string, code: string, ip: string, method?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify',
    remoteAddress: ip,
    payload: method ? { challengeToken, code, method } : { challengeToken, code },
  });
const sendCode = (challengeToken: string, method: 'sms' | 'email', ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/session/login/verify/${method}`,
    remoteAddress: ip,
    headers: { language: 'en' },
    payload: { challengeToken },
  });
const codeFor = async (to: string) => {
  const [latest] = await readOutbox(t.database.db, to, 1);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
};
const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const attemptsOf = async (username: string) =>
  (
    await t.database.db
      .selectFrom('login_challenges')
      .innerJoin('members', 'members.id', 'login_challenges.member_id')
      .select(['login_challenges.attempts', 'login_challenges.used_at'])
      .where('members.username', '=', username)
      .orderBy('login_challenges.id', 'desc')
      .executeTakeFirstOrThrow()
  ).attempts;

type Member = Awaited<ReturnType<typeof registerMember>> & { secret?: string; email?: string; mobile?: string };

/** A member with the factors asked for, each set up through the security center as a person would. */
async function memberWith(factors: { totp?: boolean; email?: boolean; mobile?: boolean }): Promise<Member> {
  const member: Member = await registerMember(t.app);
  if (factors.email) {
    const email = `${member.username}@example.com`;
    expect((await call('POST', '/wps/verification/email/bind', member.authorization, { email })).statusCode).toBe(200);
    const bound = await call('PUT', '/wps/member/email', member.authorization, {
      email,
      verificationCode: await codeFor(email),
      currentPassword: member.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    member.email = email;
  }
  if (factors.mobile) {
    const mobile = freshMobile();
    const target = { countryDialingCode: '+84', mobileNum: mobile };
    expect((await call('POST', '/wps/verification/sms/bind', member.authorization, target)).statusCode).toBe(200);
    const bound = await call('PUT', '/wps/member/mobile', member.authorization, {
      ...target,
      verificationCode: await codeFor(`+84${mobile}`),
      currentPassword: member.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    member.mobile = mobile;
  }
  if (factors.totp) {
    const setup = await call('POST', '/wps/member/two-step/setup', member.authorization);
    const secret = setup.json().value.secret as string;
    const enabled = await call('POST', '/wps/member/two-step/enable', member.authorization, {
      code: await totp(secret),
      currentPassword: member.password,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    member.secret = secret;
  }
  // Past the resend gap of the bind codes, and past the authenticator step just used.
  clock.advance(61_000);
  return member;
}

async function challengeOf(member: Member, ip: string) {
  const res = await login(member.username, member.password, ip);
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
  return res.json().value as { challengeToken: string; methods: string[]; method: string; email: string | null };
}

describe('the methods of the second step', () => {
  it('lists what the member has, the authenticator first, and no SMS beside an authenticator', async () => {
    const all = await memberWith({ totp: true, email: true, mobile: true });
    // The phone also resets the password: beside an authenticator, the SIM alone must not be both steps.
    expect(await challengeOf(all, newIp())).toMatchObject({
      methods: ['totp', 'email'],
      method: 'totp',
      mobile: null,
      email: `${all.username.slice(0, 1)}***@example.com`,
      expiresInSeconds: 300,
    });
    const noAuthenticator = await memberWith({ email: true, mobile: true });
    expect(await challengeOf(noAuthenticator, newIp())).toMatchObject({
      methods: ['sms', 'email'],
      method: 'sms',
      mobile: `+84 ${noAuthenticator.mobile!.slice(0, 2)}****${noAuthenticator.mobile!.slice(-3)}`,
    });
    const emailOnly = await memberWith({ email: true });
    expect(await challengeOf(emailOnly, newIp())).toMatchObject({ methods: ['email'], method: 'email', mobile: null });
    const mobileOnly = await memberWith({ mobile: true });
    expect(await challengeOf(mobileOnly, newIp())).toMatchObject({ methods: ['sms'], method: 'sms', email: null });
  });

  it('does not count an e-mail no code has proven; a bound mobile counts, proven or not', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .updateTable('members')
      .set({ email: `${member.username}@example.com` })
      .where('username', '=', member.username)
      .execute();
    expect((await login(member.username, member.password, newIp())).statusCode).toBe(200);
    await t.database.db
      .updateTable('members')
      .set({ mobile: freshMobile(), country_dialing_code: '+84' })
      .where('username', '=', member.username)
      .execute();
    expect(await challengeOf(member, newIp())).toMatchObject({ methods: ['sms'], email: null });
  });
});

describe('codes by e-mail and SMS', () => {
  it("speaks the member's stored language, whatever the page asking for the code speaks", async () => {
    const member = await memberWith({ totp: true, email: true });
    const stored = await call('PUT', '/wps/member/language', member.authorization, { language: 'TH' });
    expect(stored.json().value).toEqual({ language: 'th', requested: 'TH' });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    expect((await sendCode(challenge.challengeToken, 'email', ip)).statusCode).toBe(200);
    const [mail] = await readOutbox(t.database.db, member.email!, 1);
    expect(mail?.subject).toBe(loginEmail('th', '000000', 5).subject);
  });

  it('a member with the authenticator switches to e-mail: the code from the outbox signs in, once', async () => {
    const member = await memberWith({ totp: true, email: true });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    const sent = await sendCode(challenge.challengeToken, 'email', ip);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5, expirationTime: 300 });
    const [mail] = await readOutbox(t.database.db, member.email!, 1);
    expect(mail?.subject).toBe('Your Lotus Play sign-in code');

    // Another send inside the gap is refused like every other code send.
    const again = await sendCode(challenge.challengeToken, 'email', ip);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const done = await verify(challenge.challengeToken, await codeFor(member.email!), ip, 'email');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.username).toBe(member.username);

    // Completed by e-mail, it is done for every method.
    clock.advance(30_000);
    expect((await verify(challenge.challengeToken, await totp(member.secret!), ip, 'totp')).json().code).toBe(
      'LOGIN_CHALLENGE_EXPIRED',
    );
    expect((await sendCode(challenge.challengeToken, 'email', ip)).json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
    // The address is known now.
    expect((await login(member.username, member.password, ip)).statusCode).toBe(200);
  });

  it('sends the SMS code to the bound mobile', async () => {
    const member = await memberWith({ mobile: true, email: true });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    expect(challenge.method).toBe('sms');
    expect((await sendCode(challenge.challengeToken, 'sms', ip)).statusCode).toBe(200);
    // No method named: the challenge's own (SMS).
    const done = await verify(challenge.challengeToken, await codeFor(`+84${member.mobile}`), ip);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('counts every wrong code, whatever its method: the fifth ends the challenge', async () => {
    const member = await memberWith({ totp: true, email: true });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    expect((await sendCode(challenge.challengeToken, 'email', ip)).statusCode).toBe(200);
    const emailed = await codeFor(member.email!);
    for (let i = 0; i < 3; i++) {
      const wrong = await verify(challenge.challengeToken, wrongOf(emailed), ip, 'email');
      expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
    }
    const right = await totp(member.secret!);
    for (let i = 0; i < 2; i++) {
      expect((await verify(challenge.challengeToken, wrongOf(right), ip, 'totp')).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    expect(await attemptsOf(member.username)).toBe(5);
    expect((await verify(challenge.challengeToken, emailed, ip, 'email')).json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
    expect((await verify(challenge.challengeToken, right, ip, 'totp')).json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });
});

describe('methods not offered', () => {
  it('refuses SMS to a member without a mobile, and the authenticator to one without it, at no cost', async () => {
    const member = await memberWith({ email: true });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    expect(challenge.methods).toEqual(['email']);
    const sms = await sendCode(challenge.challengeToken, 'sms', ip);
    expect(sms.statusCode).toBe(422);
    expect(sms.json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
    expect((await verify(challenge.challengeToken, '123456', ip, 'sms')).json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
    expect((await verify(challenge.challengeToken, '123456', ip, 'totp')).json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
    expect(await attemptsOf(member.username)).toBe(0);
    const unknown = await verify(challenge.challengeToken, '123456', ip, 'fax');
    expect(unknown.json().code).toBe('VALIDATION_FAILED');

    // The offered one still works.
    expect((await sendCode(challenge.challengeToken, 'email', ip)).statusCode).toBe(200);
    const done = await verify(challenge.challengeToken, await codeFor(member.email!), ip, 'email');
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuses the e-mail of a member who has none bound', async () => {
    const member = await memberWith({ totp: true });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    expect(challenge).toMatchObject({ methods: ['totp'], email: null });
    expect((await sendCode(challenge.challengeToken, 'email', ip)).json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
    // From another address the challenge is not there at all.
    expect((await sendCode(challenge.challengeToken, 'email', newIp())).json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });
});

describe('typed-in checks: the whole mobile number and a bank account name', () => {
  const flags = async (on: boolean) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: await operatorAuth(t.app),
      payload: { flags: { newAddressMobileCheck: on, newAddressBankNameCheck: on } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const withBankAccount = async (member: Member, holder: string) => {
    const { id } = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('member_bank_accounts')
      .values({ member_id: id, bank_name: 'Vietcombank', account_number: '0123456789', account_holder: holder })
      .execute();
  };

  it('are offered only where the brand turns them on, after the codes, and hide most of the mobile', async () => {
    const member = await memberWith({ mobile: true });
    await withBankAccount(member, 'NGUYỄN VĂN ĐỨC');
    expect((await challengeOf(member, newIp())).methods).toEqual(['sms']);
    await flags(true);
    try {
      const challenge = await challengeOf(member, newIp());
      expect(challenge).toMatchObject({ methods: ['sms', 'mobile', 'bankName'], method: 'sms' });
      expect((challenge as unknown as { mobile: string }).mobile).toBe(`+84 ******${member.mobile!.slice(-2)}`);
      // Never beside an authenticator.
      const guarded = await memberWith({ totp: true, mobile: true });
      expect((await challengeOf(guarded, newIp())).methods).toEqual(['totp']);
    } finally {
      await flags(false);
    }
  });

  it('sign in with the number typed any usual way, or the holder name without accents or case', async () => {
    const member = await memberWith({ mobile: true });
    await withBankAccount(member, 'NGUYỄN VĂN ĐỨC');
    await flags(true);
    try {
      let ip = newIp();
      let challenge = await challengeOf(member, ip);
      const wrong = await verify(challenge.challengeToken, '0999 999 999', ip, 'mobile');
      expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
      const typed = `+84 ${member.mobile!.slice(0, 3)} ${member.mobile!.slice(3)}`;
      const done = await verify(challenge.challengeToken, typed, ip, 'mobile');
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().value.username).toBe(member.username);

      ip = newIp();
      challenge = await challengeOf(member, ip);
      expect((await verify(challenge.challengeToken, 'Nguyen Van An', ip, 'bankName')).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
      const named = await verify(challenge.challengeToken, '  nguyen   van  duc ', ip, 'bankName');
      expect(named.statusCode, named.body).toBe(200);
    } finally {
      await flags(false);
    }
  });

  it('share the five tries of the challenge: guessing the number ends it', async () => {
    const member = await memberWith({ mobile: true });
    await flags(true);
    try {
      const ip = newIp();
      const challenge = await challengeOf(member, ip);
      for (let guess = 0; guess < 5; guess++) {
        const res = await verify(challenge.challengeToken, `09000000${guess}${guess}`, ip, 'mobile');
        expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
      }
      const late = await verify(challenge.challengeToken, member.mobile!, ip, 'mobile');
      expect(late.json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
      expect(await attemptsOf(member.username)).toBe(5);
    } finally {
      await flags(false);
    }
  });

  it('a challenge opened with them off refuses them', async () => {
    const member = await memberWith({ mobile: true });
    const ip = newIp();
    const challenge = await challengeOf(member, ip);
    const res = await verify(challenge.challengeToken, member.mobile!, ip, 'mobile');
    expect(res.json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
  });
});
