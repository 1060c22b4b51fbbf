import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encryptFor, manualClock, registerMember, type TestApp } from './test-app.ts';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false }, clock });
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;

const status = (m: Member) =>
  t.app.inject({ url: '/wps/member/payment-password', headers: { authorization: m.authorization } });
const setPassword = async (m: Member, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { authorization: m.authorization, language: 'en' },
    payload: await encryptFor(t.app, payload),
  });
const change = async (m: Member, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/payment-password/change',
    headers: { authorization: m.authorization, language: 'en' },
    payload: await encryptFor(t.app, payload),
  });
const verify = (m: Member, paymentPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/payment-password/verify',
    headers: { authorization: m.authorization, language: 'en' },
    payload: { paymentPassword },
  });
const setGood = (m: Member, pin = '246810') =>
  setPassword(m, { loginPassword: m.password, paymentPassword: pin, confirmPaymentPassword: pin });

describe('payment password', () => {
  it('needs a member token (401) and a genuine account', async () => {
    expect((await t.app.inject({ url: '/wps/member/payment-password' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/wps/member/payment-password/verify', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('is set once with the login password; six digits, confirmed; stored as argon2id', async () => {
    const m = await registerMember(t.app);
    expect((await status(m)).json().value).toEqual({ isSet: false, lockedForSeconds: null });
    // Verify before any is set: a clear error.
    expect((await verify(m, '123456')).json().code).toBe('PAYMENT_PASSWORD_NOT_SET');

    for (const [pin, confirm, field] of [
      ['12345', '12345', 'paymentPassword'],
      ['1234567', '1234567', 'paymentPassword'],
      ['12a456', '12a456', 'paymentPassword'],
      ['123456', '654321', 'confirmPaymentPassword'],
    ] as const) {
      const res = await setPassword(m, {
        loginPassword: m.password,
        paymentPassword: pin,
        confirmPaymentPassword: confirm,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().value.fields)).toContain(field);
    }
    const wrongLogin = await setPassword(m, {
      loginPassword: 'not-my-password',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(wrongLogin.statusCode).toBe(422);
    expect(wrongLogin.json().code).toBe('OLD_PASSWORD_INCORRECT');
    // Plaintext is refused: the call carries the login password.
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: { authorization: m.authorization },
      payload: { loginPassword: m.password, paymentPassword: '246810', confirmPaymentPassword: '246810' },
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    expect((await status(m)).json().value.isSet).toBe(false);

    expect((await setGood(m)).statusCode).toBe(200);
    expect((await status(m)).json().value).toEqual({ isSet: true, lockedForSeconds: null });
    const row = await t.database.db
      .selectFrom('member_payment_passwords')
      .select('password_hash')
      .where('member_id', '=', await memberId(m))
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('246810');

    const again = await setGood(m, '135790');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_PASSWORD_ALREADY_SET');
    expect((await verify(m, '246810')).statusCode).toBe(200);
    expect((await verify(m, '135790')).json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
  });

  it('changes with the old one; a wrong old one counts as a wrong try', async () => {
    const m = await registerMember(t.app);
    await setGood(m);
    const wrong = await change(m, {
      oldPaymentPassword: '000000',
      newPaymentPassword: '112233',
      confirmPaymentPassword: '112233',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', value: { attemptsLeft: 4 } });
    const mismatch = await change(m, {
      oldPaymentPassword: '246810',
      newPaymentPassword: '112233',
      confirmPaymentPassword: '112234',
    });
    expect(mismatch.json().value.fields).toEqual({ confirmPaymentPassword: 'NOT_EQUAL' });
    const good = await change(m, {
      oldPaymentPassword: '246810',
      newPaymentPassword: '112233',
      confirmPaymentPassword: '112233',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await verify(m, '246810')).json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await verify(m, '112233')).statusCode).toBe(200);
  });

  it('locks the member for 15 minutes after 5 wrong tries, even the right one; then counts afresh', async () => {
    const m = await registerMember(t.app);
    const other = await registerMember(t.app);
    await setGood(m);
    await setGood(other);
    const left: number[] = [];
    for (let i = 0; i < 4; i++) left.push((await verify(m, '999999')).json().value.attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await verify(m, '999999');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', value: { retryAfterSeconds: 900 } });
    // Locked: the right password is refused too, and the lock is per member.
    expect((await verify(m, '246810')).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await status(m)).json().value.lockedForSeconds).toBe(900);
    expect((await verify(other, '246810')).statusCode).toBe(200);

    clock.advance(15 * 60_000 + 1000);
    expect((await verify(m, '999999')).json().value.attemptsLeft).toBe(4);
    expect((await verify(m, '246810')).statusCode).toBe(200);
    // A right one ends the streak.
    expect((await verify(m, '999999')).json().value.attemptsLeft).toBe(4);
  });

  it('doubles the lock for a second streak, and counts parallel wrong tries all', async () => {
    const m = await registerMember(t.app);
    await setGood(m);
    const burst = await Promise.all(Array.from({ length: 8 }, () => verify(m, '999999')));
    const codes = burst.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(4);
    clock.advance(15 * 60_000 + 1000);
    for (let i = 0; i < 4; i++) await verify(m, '999999');
    const locked = await verify(m, '999999');
    expect(locked.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', value: { retryAfterSeconds: 1800 } });
    clock.advance(30 * 60_000 + 1000);
  });

  it('refuses bad bodies with VALIDATION_FAILED', async () => {
    const m = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/payment-password/verify',
      headers: { authorization: m.authorization },
      payload: { paymentPassword: 123456 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

async function memberId(m: Member): Promise<number> {
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', m.username)
    .executeTakeFirstOrThrow();
  return row.id;
}
