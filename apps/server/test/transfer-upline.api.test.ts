import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PAYMENT_PASSWORD = '246810';
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  await setFlag(true);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

async function setFlag(on: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: { flags: { transferToUpline: on }, currency: { decimals: 2 } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An upline, and a downline registered with its referral code, holding `amountMinor`, with a payment password. */
async function pair(amountMinor: number) {
  const upline = await registerMember(t.app);
  const uplineId = await memberIdOf(t, upline.username);
  const { referral_code } = await t.database.db
    .selectFrom('members')
    .select('referral_code')
    .where('id', '=', uplineId)
    .executeTakeFirstOrThrow();
  const player = await registerMember(t.app, { referralCode: referral_code });
  const id = await memberIdOf(t, player.username);
  if (amountMinor > 0) await fundWallet(t, id, amountMinor);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { authorization: player.authorization },
    payload: await encryptFor(t.app, {
      loginPassword: player.password,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    }),
  });
  expect(set.statusCode, set.body).toBe(200);
  return { upline: { ...upline, id: uplineId }, player: { ...player, id } };
}

const send = (authorization: string, payload: unknown, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/wallet/transfer-upline',
    headers: { authorization, language: 'en', ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });

const mainOf = async (authorization: string) =>
  (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization } })).json().value.sumBalance;

describe('POST /wps/wallet/transfer-upline', () => {
  it("moves money to the upline's main wallet with the payment password, once per key", async () => {
    const { upline, player } = await pair(10_000);
    const key = newKey();
    const res = await send(player.authorization, { amount: 12.5, paymentPassword: PAYMENT_PASSWORD }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ upline: upline.username, amount: 12.5, replayed: false });
    expect(res.json().value.balance.sumBalance).toBe(87.5);
    const again = await send(player.authorization, { amount: 12.5, paymentPassword: PAYMENT_PASSWORD }, key);
    expect(again.json().value).toMatchObject({ replayed: true, transactionId: res.json().value.transactionId });
    const other = await send(player.authorization, { amount: 13, paymentPassword: PAYMENT_PASSWORD }, key);
    expect(other.json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    expect(await mainOf(player.authorization)).toBe(87.5);
    expect(await mainOf(upline.authorization)).toBe(12.5);
    // The upline's account record shows the money that came in.
    const now = Date.now();
    const records = await t.app.inject({
      url: '/wps/records/transactions',
      query: { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 86_400_000).toISOString() },
      headers: { authorization: upline.authorization },
    });
    expect(records.json().value.items).toEqual([
      expect.objectContaining({ kind: 'transfer_upline', amount: 12.5, balanceAfter: 12.5 }),
    ]);
    await expectLedgerReconciles(t.database);
  });

  it('refuses a wrong or missing payment password, bad amounts and more than the balance, moving nothing', async () => {
    const { player } = await pair(5_000);
    const wrong = await send(player.authorization, { amount: 1, paymentPassword: '111111' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
      value: { attemptsLeft: expect.any(Number) },
    });
    for (const amount of [0, -5, 1.001]) {
      const res = await send(player.authorization, { amount, paymentPassword: PAYMENT_PASSWORD });
      expect(res.json().code, String(amount)).toBe('VALIDATION_FAILED');
    }
    const missing = await send(player.authorization, { amount: 1 });
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const over = await send(player.authorization, { amount: 50.01, paymentPassword: PAYMENT_PASSWORD });
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 50 } });
    const noKey = await send(player.authorization, { amount: 1, paymentPassword: PAYMENT_PASSWORD }, null);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await mainOf(player.authorization)).toBe(50);
  });

  it('is refused (FORBIDDEN) without an upline or when the brand turns it off; needs a token', async () => {
    const loner = await registerMember(t.app);
    await fundWallet(t, await memberIdOf(t, loner.username), 1_000);
    const res = await send(loner.authorization, { amount: 1, paymentPassword: PAYMENT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const { player } = await pair(1_000);
    await setFlag(false);
    try {
      const off = await send(player.authorization, { amount: 1, paymentPassword: PAYMENT_PASSWORD });
      expect(off.json().code).toBe('FORBIDDEN');
    } finally {
      await setFlag(true);
    }
    expect((await send('', { amount: 1, paymentPassword: PAYMENT_PASSWORD })).statusCode).toBe(401);
    expect(await mainOf(player.authorization)).toBe(10);
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('20 parallel transfers to the upline out of a balance for 5: exactly 5 move', async () => {
    const { upline, player } = await pair(500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(player.authorization, { amount: 1, paymentPassword: PAYMENT_PASSWORD })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await mainOf(player.authorization)).toBe(0);
    expect(await mainOf(upline.authorization)).toBe(5);
    await expectLedgerReconciles(t.database);
  });
});
