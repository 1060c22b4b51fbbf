import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import { createTestApp, encryptFor, manualClock, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * Attempt limits hold under a burst (docs/security.md): each try claims its place on the counter in one
 * conditional statement before the secret is checked, so 20 parallel wrong tries count exactly as
 * many as the limit allows, and the right secret afterwards is refused. On PostgreSQL the tries
 * really run side by side (a pool of 10); on PGlite they queue, and the counts are the same.
 */
const BURST = 20;
const clock = manualClock();
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 60 * 24 * 365 } });
  admin = await operatorAuth(t.app);
});
afterAll(async () => t?.close());

let serial = 0;
const freshMobile = () => `119${String(Date.now()).slice(-6)}${String(++serial).padStart(2, '0')}`;
const freshIp = () => `10.77.${Math.floor(++serial / 250)}.${(serial % 250) + 1}`;
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');
const codeFor = async (to: string) => {
  const [latest] = await readOutbox(t.database.db, to, 1);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
};
const patchSettings = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
};
const codesOf = (answers: { json(): { code: string | null } }[]) => answers.map((r) => r.json().code);
const count = (codes: (string | null)[], code: string) => codes.filter((c) => c === code).length;

describe('one-time codes (SMS login)', () => {
  it('20 parallel wrong codes take 5 tries; the right code is dead after them', async () => {
    await patchSettings({ flags: { smsCodeLogin: true } });
    const mobile = freshMobile();
    const member = await registerMember(t.app);
    await t.database.db
      .updateTable('members')
      .set({ mobile, country_dialing_code: '+55' })
      .where('username', '=', member.username)
      .execute();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: freshIp(),
      payload: { mobileNum: mobile, countryDialingCode: '+55' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await codeFor(`+55${mobile}`);
    const smsLogin = async (verificationCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/sms',
        payload: await encryptFor(t.app, { mobileNum: mobile, countryDialingCode: '+55', verificationCode }),
      });
    const bodies = await Promise.all(Array.from({ length: BURST }, () => smsLogin(wrongOf(code))));
    expect(count(codesOf(bodies), 'VERIFICATION_CODE_INVALID')).toBe(BURST);
    const row = await t.database.db
      .selectFrom('verification_codes')
      .select(['attempts', 'consumed_at'])
      .where('recipient', '=', `+55${mobile}`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: t.env.VERIFICATION_MAX_ATTEMPTS, consumed_at: null });
    const right = await smsLogin(code);
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('VERIFICATION_CODE_INVALID');
  });
});

describe('the second step of a sign-in from a new address', () => {
  it('20 parallel wrong authenticator codes take 5 tries; the right one then finds the challenge ended', async () => {
    await patchSettings({ flags: { newAddressVerification: true } });
    const member = await registerMember(t.app);
    const secret = await enableTwoStep(member);
    const ip = freshIp();
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: ip,
      payload: await encryptFor(t.app, { username: member.username, password: member.password }),
    });
    expect(first.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
    const challengeToken = first.json().value.challengeToken as string;
    const verify = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/verify',
        remoteAddress: ip,
        payload: { challengeToken, code },
      });
    clock.advance(30_000);
    const right = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const codes = codesOf(await Promise.all(Array.from({ length: BURST }, () => verify(wrongOf(right)))));
    expect(count(codes, 'VERIFICATION_CODE_INVALID')).toBe(5);
    expect(count(codes, 'LOGIN_CHALLENGE_EXPIRED')).toBe(BURST - 5);
    const row = await t.database.db
      .selectFrom('login_challenges')
      .select(['attempts', 'used_at'])
      .where('member_id', '=', await memberId(member.username))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, used_at: null });
    expect((await verify(right)).json().code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });
});

describe('the payment password', () => {
  it('20 parallel wrong tries count 5 and lock once; the right one is refused while locked', async () => {
    const member = await registerMember(t.app);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: { authorization: member.authorization },
      payload: await encryptFor(t.app, {
        loginPassword: member.password,
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
    });
    expect(set.statusCode, set.body).toBe(200);
    const verify = (paymentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/payment-password/verify',
        headers: { authorization: member.authorization },
        payload: { paymentPassword },
      });
    const answers = await Promise.all(Array.from({ length: BURST }, () => verify('999999')));
    const codes = codesOf(answers);
    expect(count(codes, 'PAYMENT_PASSWORD_INCORRECT')).toBe(4);
    expect(count(codes, 'PAYMENT_PASSWORD_LOCKED')).toBe(BURST - 4);
    const row = await t.database.db
      .selectFrom('member_payment_passwords')
      .select(['failed_count', 'lock_count'])
      .where('member_id', '=', await memberId(member.username))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_count: 5, lock_count: 1 });
    // The route allows 20 calls a minute per member: the right password goes through a second
    // instance on the same database (its own rate-limit counters).
    const other = await createTestApp({ clock, database: t.database, env: { SEED_DEMO: false } });
    try {
      const right = await other.app.inject({
        method: 'POST',
        url: '/wps/member/payment-password/verify',
        headers: { authorization: member.authorization },
        payload: { paymentPassword: '246810' },
      });
      expect(right.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    } finally {
      await other.close();
    }
  });
  it('the login password that sets the first one counts with failed sign-ins: 12 parallel wrong ones lock at 10', async () => {
    const member = await registerMember(t.app);
    const set = async (loginPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/payment-password',
        headers: { authorization: member.authorization },
        payload: await encryptFor(t.app, {
          loginPassword,
          paymentPassword: '246810',
          confirmPaymentPassword: '246810',
        }),
      });
    const codes = codesOf(await Promise.all(Array.from({ length: 12 }, () => set('Wrong#Passw0rd'))));
    expect(count(codes, 'OLD_PASSWORD_INCORRECT')).toBe(9);
    expect(count(codes, 'ACCOUNT_LOCKED')).toBe(3);
    const row = await t.database.db
      .selectFrom('login_failures')
      .select(['count', 'lock_count'])
      .where('kind', '=', 'account')
      .where('key', '=', member.username.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 10, lock_count: 1 });
    expect((await set(member.password)).json().code).toBe('ACCOUNT_LOCKED');
    const stored = await t.database.db
      .selectFrom('member_payment_passwords')
      .select('member_id')
      .where('member_id', '=', await memberId(member.username))
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('the login lockout and captcha', () => {
  const login = async (app: TestApp, username: string, password: string) =>
    app.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '203.0.113.50',
      payload: await encryptFor(app.app, { username, password }),
    });
  const accountRow = (app: TestApp, username: string) =>
    app.database.db
      .selectFrom('login_failures')
      .select(['count', 'lock_count'])
      .where('kind', '=', 'account')
      .where('key', '=', username.toLowerCase())
      .executeTakeFirstOrThrow();

  it('20 parallel wrong passwords without a captcha get 3 tries; the right password then needs the captcha', async () => {
    const member = await registerMember(t.app);
    const codes = codesOf(
      await Promise.all(Array.from({ length: BURST }, () => login(t, member.username, 'Wrong#Passw0rd'))),
    );
    expect(count(codes, 'INVALID_CREDENTIALS')).toBe(3);
    expect(count(codes, 'CAPTCHA_REQUIRED')).toBe(BURST - 3);
    expect((await accountRow(t, member.username)).count).toBe(3);
    expect((await login(t, member.username, member.password)).json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('20 parallel wrong passwords past the captcha get exactly the lock limit; the right one is locked out', async () => {
    const lax = await createTestApp({
      clock,
      database: t.database,
      env: {
        SEED_DEMO: false,
        LOGIN_CAPTCHA_AFTER_FAILURES: 100,
        LOGIN_IP_CAPTCHA_AFTER_FAILURES: 100,
        LOGIN_LOCK_AFTER_FAILURES: 5,
      },
    });
    try {
      const member = await registerMember(lax.app);
      const codes = codesOf(
        await Promise.all(Array.from({ length: BURST }, () => login(lax, member.username, 'Wrong#Passw0rd'))),
      );
      expect(count(codes, 'INVALID_CREDENTIALS')).toBe(4);
      expect(count(codes, 'ACCOUNT_LOCKED')).toBe(BURST - 4);
      expect(await accountRow(lax, member.username)).toEqual({ count: 5, lock_count: 1 });
      const right = await login(lax, member.username, member.password);
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('ACCOUNT_LOCKED');
    } finally {
      await lax.close();
    }
  });
});

async function memberId(username: string) {
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function enableTwoStep(member: Awaited<ReturnType<typeof registerMember>>) {
  const inject = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: member.authorization }, payload });
  const { secret } = (await inject('/wps/member/two-step/setup')).json().value as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const enabled = await inject('/wps/member/two-step/enable', { code, currentPassword: member.password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return secret;
}
