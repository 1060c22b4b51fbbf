import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestApp,
  encryptFor,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'withdrawal-proofs-'));
const clock = manualClock();
let t: TestApp;
let admin: { authorization: string };

const LIMITS = { minMinor: 1_000, maxMinor: 500_000, dailyMaxMinor: 1_000_000, autoReceiptMinutes: 60, banks: [] };

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by hours and days here: sessions outlive it.
    env: {
      SEED_DEMO: false,
      UPLOAD_DIR: uploadDir,
      MEMBER_SESSION_IDLE_MINUTES: 100_000,
      MEMBER_SESSION_ABSOLUTE_HOURS: 10_000,
      OPERATOR_SESSION_IDLE_MINUTES: 100_000,
    },
    clock,
  });
  admin = await operatorAuth(t.app);
  await patchSettings({ currency: { code: 'BRL', symbol: 'R$', decimals: 2 }, withdrawals: LIMITS });
});
afterEach(async () => {
  if (t) await expectLedgerReconciles(t.database);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

type Player = Awaited<ReturnType<typeof registerMember>> & { id: number; bankAccountId: number };

async function patchSettings(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
}

const key = () => `k-${randomBytes(8).toString('hex')}`;
const PIN = '246810';

async function fund(memberId: number, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/wallet/adjustments',
    headers: { ...admin, 'idempotency-key': key() },
    payload: { memberId, amount, reason: 'test funding' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** A registered player with a payment password, one bank account and `balance` in the main wallet. */
async function player(balance = 0): Promise<Player> {
  const m = await registerMember(t.app);
  const { id } = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', m.username)
    .executeTakeFirstOrThrow();
  const set = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: { authorization: m.authorization },
    payload: await encryptFor(t.app, { loginPassword: m.password, paymentPassword: PIN, confirmPaymentPassword: PIN }),
  });
  expect(set.statusCode, set.body).toBe(200);
  const bank = await bind(m.authorization, {
    bankName: 'Banco Teste',
    accountNumber: '0012-3456 78',
    accountHolder: 'Ana Souza',
  });
  expect(bank.statusCode, bank.body).toBe(200);
  if (balance > 0) await fund(id, balance);
  return { ...m, id, bankAccountId: bank.json().value.id };
}

const bind = (authorization: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/payment/bank-accounts', headers: { authorization }, payload });

const withdraw = (p: Player, payload: Record<string, unknown>, idempotencyKey: string | null = key()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/payment/withdrawals',
    headers: {
      authorization: p.authorization,
      language: 'en',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: { bankAccountId: p.bankAccountId, paymentPassword: PIN, ...payload },
  });

async function mainBalance(p: Player): Promise<number> {
  const res = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: p.authorization } });
  return res.json().value.wallets.find((w: { code: string }) => w.code === 'main').balance;
}

const withdrawalCount = async (memberId: number) =>
  (await t.database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute()).length;

async function systemBalance(code: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('code', '=', code)
    .where('member_id', 'is', null)
    .execute();
  return rows.reduce((sum, r) => sum + r.balance_minor, 0);
}

const adminPost = (url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });
const get = (p: Player, url: string) => t.app.inject({ url, headers: { authorization: p.authorization } });
const received = (p: Player, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/payment/withdrawals/${id}/received`,
    headers: { authorization: p.authorization },
  });

/** A multipart body of files, as a browser's FormData sends it. */
function multipart(files: { data: Buffer; filename: string; type: string }[]) {
  const boundary = `----proof${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (size = 200) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);
const jpg = (size = 200) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size)]);
const gif = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]);

const notReceived = (p: Player, id: number, files: { data: Buffer; filename: string; type: string }[]) => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/wps/payment/withdrawals/${id}/not-received`,
    headers: { authorization: p.authorization, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('operator adjustments (test funding and corrections)', () => {
  it('credits and debits the main wallet once per key; refuses bad input', async () => {
    const p = await player();
    const k = key();
    const send = (payload: Record<string, unknown>, idem: string | null = k) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/wallet/adjustments',
        headers: { ...admin, ...(idem ? { 'idempotency-key': idem } : {}) },
        payload,
      });
    expect((await send({ memberId: p.id, amount: 10, reason: 'x' }, null)).json().code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const first = await send({ memberId: p.id, amount: 125.5, reason: 'goodwill' });
    expect(first.json().value).toMatchObject({ amount: 125.5, replayed: false, balance: 125.5 });
    const again = await send({ memberId: p.id, amount: 125.5, reason: 'goodwill' });
    expect(again.json().value).toMatchObject({ replayed: true, transactionId: first.json().value.transactionId });
    expect((await send({ memberId: p.id, amount: 99, reason: 'goodwill' })).json().code).toBe(
      'DUPLICATE_TRANSACTION_MISMATCH',
    );
    expect(await mainBalance(p)).toBe(125.5);
    const over = await send({ memberId: p.id, amount: -200, reason: 'take back' }, key());
    expect(over.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await send({ memberId: p.id, amount: -25.5, reason: 'take back' }, key())).json().value.balance).toBe(100);
    expect((await send({ memberId: p.id, amount: 0.001, reason: 'x' }, key())).json().code).toBe('VALIDATION_FAILED');
    expect((await send({ memberId: p.id, amount: 0, reason: 'x' }, key())).json().code).toBe('VALIDATION_FAILED');
    expect((await send({ memberId: 99_999_999, amount: 1, reason: 'x' }, key())).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/admin/api/wallet/adjustments',
          headers: { authorization: p.authorization, 'idempotency-key': key() },
          payload: { memberId: p.id, amount: 1, reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('bank accounts', () => {
  it('binds up to 3, masks the number, removes; holder must be the payee name once set', async () => {
    const m = await registerMember(t.app);
    const auth = m.authorization;
    expect((await t.app.inject({ url: '/wps/payment/bank-accounts' })).statusCode).toBe(401);
    const bad = await bind(auth, { bankName: ' ', accountNumber: '12', accountHolder: '' });
    expect(bad.json().value.fields).toEqual({
      bankName: 'REQUIRED',
      accountNumber: 'PATTERN_MISMATCH',
      accountHolder: 'REQUIRED',
    });
    const first = await bind(auth, {
      bankName: 'Banco A',
      accountNumber: '1234 5678-90',
      accountHolder: ' Ana  Souza ',
    });
    expect(first.json().value).toMatchObject({
      bankName: 'Banco A',
      accountNumberMasked: '**** 7890',
      accountHolder: 'Ana Souza',
    });
    const duplicate = await bind(auth, {
      bankName: 'Banco A',
      accountNumber: '1234567890',
      accountHolder: 'Ana Souza',
    });
    expect(duplicate.json().value.fields).toEqual({ accountNumber: 'ALREADY_TAKEN' });
    // Parallel binds cannot pass the limit.
    const burst = await Promise.all(
      ['11111', '22222', '33333', '44444'].map((n) =>
        bind(auth, { bankName: 'Banco B', accountNumber: n, accountHolder: 'Ana Souza' }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = burst.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().code)).toEqual(['BANK_ACCOUNT_LIMIT_REACHED', 'BANK_ACCOUNT_LIMIT_REACHED']);
    const list = (await t.app.inject({ url: '/wps/payment/bank-accounts', headers: { authorization: auth } })).json()
      .value;
    expect(list.accounts).toHaveLength(3);
    expect(list).toMatchObject({ max: 3, banks: [], payeeName: null });

    const other = await registerMember(t.app);
    const del = (authorization: string, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/wps/payment/bank-accounts/${id}`, headers: { authorization } });
    expect((await del(other.authorization, first.json().value.id)).statusCode).toBe(404);
    expect((await del(auth, first.json().value.id)).statusCode).toBe(200);
    expect((await del(auth, first.json().value.id)).statusCode).toBe(404);

    // The payee name, once set, is the only holder accepted.
    await t.database.db
      .updateTable('members')
      .set({ payee_name: 'Ana Souza' })
      .where('username', '=', m.username)
      .execute();
    const otherName = await bind(auth, { bankName: 'Banco C', accountNumber: '555555', accountHolder: 'João Lima' });
    expect(otherName.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { accountHolder: 'NOT_EQUAL' }, payeeName: 'Ana Souza' },
    });
    const sameName = await bind(auth, { bankName: 'Banco C', accountNumber: '555555', accountHolder: 'ana souza' });
    expect(sameName.json().value.accountHolder).toBe('Ana Souza');
  });

  it("takes the bank from the brand's list when it has one", async () => {
    await patchSettings({ withdrawals: { banks: ['Banco do Brasil', 'Itaú'] } });
    try {
      const m = await registerMember(t.app);
      const off = await bind(m.authorization, { bankName: 'My Bank', accountNumber: '123456', accountHolder: 'A B' });
      expect(off.json().value.fields).toEqual({ bankName: 'INVALID_VALUE' });
      const on = await bind(m.authorization, { bankName: 'Itaú', accountNumber: '123456', accountHolder: 'A B' });
      expect(on.statusCode).toBe(200);
      const list = await t.app.inject({
        url: '/wps/payment/bank-accounts',
        headers: { authorization: m.authorization },
      });
      expect(list.json().value.banks).toEqual(['Banco do Brasil', 'Itaú']);
    } finally {
      await patchSettings({ withdrawals: { banks: [] } });
    }
  });
});

describe('withdrawal requests', () => {
  it('answers the withdraw page its options', async () => {
    const p = await player(300);
    const res = await get(p, '/wps/payment/withdrawals/options');
    expect(res.json().value).toMatchObject({
      currency: 'BRL',
      decimals: 2,
      withdrawable: 300,
      minAmount: 10,
      maxAmount: 5000,
      dailyMax: 10000,
      dailyUsed: 0,
      dailyAvailable: 10000,
      turnoverRemaining: 0,
      hasPaymentPassword: true,
      autoReceiptMinutes: 60,
    });
  });

  it('refuses every bad request with a clear error and moves nothing', async () => {
    const p = await player(300);
    const other = await player(0);
    const cases: [Record<string, unknown>, string, number, unknown?][] = [
      [{ amount: 300.01 }, 'INSUFFICIENT_FUNDS', 422, { balance: 300 }],
      [{ amount: 9.99 }, 'VALIDATION_FAILED', 400, { fields: { amount: 'TOO_SMALL' } }],
      [{ amount: 5000.01 }, 'VALIDATION_FAILED', 400, { fields: { amount: 'TOO_BIG' } }],
      [{ amount: 10.001 }, 'VALIDATION_FAILED', 400, { fields: { amount: 'TOO_MANY_DECIMALS' } }],
      [{ amount: -20 }, 'VALIDATION_FAILED', 400],
      [{ amount: 0 }, 'VALIDATION_FAILED', 400],
      [{ amount: '20' }, 'VALIDATION_FAILED', 400],
      [{ amount: 20, paymentPassword: '000000' }, 'PAYMENT_PASSWORD_INCORRECT', 422, { attemptsLeft: 4 }],
      [
        { amount: 20, bankAccountId: other.bankAccountId },
        'VALIDATION_FAILED',
        400,
        { fields: { bankAccountId: 'INVALID_VALUE' } },
      ],
      [{ amount: 20, extra: 1 }, 'VALIDATION_FAILED', 400],
    ];
    for (const [payload, code, status, value] of cases) {
      const res = await withdraw(p, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      if (value) expect(res.json().value).toMatchObject(value as object);
      expect(res.json().message).toBeTruthy();
    }
    const noKey = await withdraw(p, { amount: 20 }, null);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await mainBalance(p)).toBe(300);
    expect(await withdrawalCount(p.id)).toBe(0);

    // A player without a payment password is told to set one.
    const bare = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: bare.authorization, 'idempotency-key': key() },
      payload: { amount: 20, bankAccountId: p.bankAccountId, paymentPassword: PIN },
    });
    expect(res.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('refuses while turnover is owed, until the operator clears it', async () => {
    const p = await player(300);
    const set = (remaining: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/api/turnover-requirements/${p.id}`,
        headers: admin,
        payload: { remaining },
      });
    expect((await set(150.25)).json().value).toEqual({ memberId: p.id, remaining: 150.25 });
    const owed = await withdraw(p, { amount: 50 });
    expect(owed.json()).toMatchObject({ code: 'TURNOVER_REQUIREMENT_NOT_MET', value: { remaining: 150.25 } });
    expect((await get(p, '/wps/payment/withdrawals/options')).json().value.turnoverRemaining).toBe(150.25);
    expect(await mainBalance(p)).toBe(300);
    expect((await set(0)).statusCode).toBe(200);
    expect((await withdraw(p, { amount: 50 })).statusCode).toBe(200);
    const read = await t.app.inject({ url: `/admin/api/turnover-requirements/${p.id}`, headers: admin });
    expect(read.json().value.remaining).toBe(0);
  });

  it('holds the daily total over 24 hours', async () => {
    await patchSettings({ withdrawals: { dailyMaxMinor: 100_000 } });
    try {
      const p = await player(3000);
      expect((await withdraw(p, { amount: 600 })).statusCode).toBe(200);
      const over = await withdraw(p, { amount: 400.01 });
      expect(over.json()).toMatchObject({
        code: 'WITHDRAWAL_DAILY_LIMIT_EXCEEDED',
        value: { dailyMax: 1000, dailyUsed: 600, available: 400 },
      });
      expect(await mainBalance(p)).toBe(2400);
      expect((await withdraw(p, { amount: 400 })).statusCode).toBe(200);
      clock.advance(24 * 3_600_000 + 1000);
      expect((await withdraw(p, { amount: 1000 })).statusCode).toBe(200);
      expect(await mainBalance(p)).toBe(1000);
    } finally {
      await patchSettings({ withdrawals: { dailyMaxMinor: LIMITS.dailyMaxMinor } });
    }
  });

  it('holds the amount, answers a replay with the first withdrawal, refuses the key with other data', async () => {
    const p = await player(500);
    const pendingBefore = await systemBalance('pending:withdrawals');
    const k = key();
    const first = await withdraw(p, { amount: 123.45 }, k);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      amount: 123.45,
      status: 'in_process',
      confirmation: null,
      replayed: false,
      accountNumberMasked: '**** 5678',
      bankName: 'Banco Teste',
      receivedAmount: 0,
      remainingAmount: 123.45,
    });
    expect(await mainBalance(p)).toBe(376.55);
    expect(await systemBalance('pending:withdrawals')).toBe(pendingBefore + 12_345);
    const again = await withdraw(p, { amount: 123.45 }, k);
    expect(again.json().value).toMatchObject({ id: first.json().value.id, replayed: true });
    expect((await withdraw(p, { amount: 100 }, k)).json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    expect(await mainBalance(p)).toBe(376.55);
    expect(await withdrawalCount(p.id)).toBe(1);
  });

  it('holds exactly what the balance covers when 30 ask at once', async () => {
    const p = await player(100);
    const results = await Promise.all(Array.from({ length: 30 }, () => withdraw(p, { amount: 10 })));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await mainBalance(p)).toBe(0);
    expect(await withdrawalCount(p.id)).toBe(10);
  });
});

describe('review by the operator', () => {
  it('approves (money leaves for payouts:bank) and rejects (money back), each once', async () => {
    const p = await player(1000);
    const a = (await withdraw(p, { amount: 300 })).json().value;
    const b = (await withdraw(p, { amount: 200 })).json().value;
    const payoutsBefore = await systemBalance('payouts:bank');

    expect((await t.app.inject({ method: 'POST', url: `/admin/api/withdrawals/${a.id}/approve` })).statusCode).toBe(
      401,
    );
    const approved = await adminPost(`/admin/api/withdrawals/${a.id}/approve`);
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      confirmation: 'awaiting',
      replayed: false,
      memberId: p.id,
      username: p.username,
      accountNumber: '0012345678',
    });
    expect((await adminPost(`/admin/api/withdrawals/${a.id}/approve`)).json().value.replayed).toBe(true);
    const late = await adminPost(`/admin/api/withdrawals/${a.id}/reject`, { reason: 'too late' });
    expect(late.json()).toMatchObject({ code: 'WITHDRAWAL_ALREADY_SETTLED', value: { status: 'approved' } });
    expect(await systemBalance('payouts:bank')).toBe(payoutsBefore + 30_000);

    const rejected = await adminPost(`/admin/api/withdrawals/${b.id}/reject`, { reason: 'Name does not match' });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match',
      remainingAmount: 0,
    });
    expect((await adminPost(`/admin/api/withdrawals/${b.id}/approve`)).json().code).toBe('WITHDRAWAL_ALREADY_SETTLED');
    expect(await mainBalance(p)).toBe(700);
    expect((await adminPost('/admin/api/withdrawals/99999999/approve')).statusCode).toBe(404);

    const list = await t.app.inject({
      url: `/admin/api/withdrawals?memberId=${p.id}&status=approved`,
      headers: admin,
    });
    expect(list.json().value).toMatchObject({ total: 1, items: [{ id: a.id }] });
    const history = (await get(p, '/wps/payment/withdrawals?pageSize=1')).json().value;
    expect(history).toMatchObject({ total: 2, totalPages: 2, page: 1, items: [{ id: b.id, status: 'rejected' }] });
    const second = (await get(p, '/wps/payment/withdrawals?pageSize=1&page=2')).json().value;
    expect(second.items[0]).toMatchObject({ id: a.id, status: 'approved' });
    expect((await get(p, '/wps/payment/withdrawals?pageSize=0')).statusCode).toBe(400);
  });

  it("hides another player's withdrawals (404)", async () => {
    const p = await player(100);
    const intruder = await player(0);
    const w = (await withdraw(p, { amount: 50 })).json().value;
    await adminPost(`/admin/api/withdrawals/${w.id}/approve`);
    expect((await get(intruder, `/wps/payment/withdrawals/${w.id}`)).statusCode).toBe(404);
    expect((await received(intruder, w.id)).statusCode).toBe(404);
    expect(
      (await notReceived(intruder, w.id, [{ data: png(), filename: 'a.png', type: 'image/png' }])).statusCode,
    ).toBe(404);
    expect((await get(intruder, '/wps/payment/withdrawals')).json().value.total).toBe(0);
    expect((await get(p, `/wps/payment/withdrawals/${w.id}`)).json().value.confirmation).toBe('awaiting');
  });
});

describe('confirmation after approval', () => {
  async function approvedWithdrawal(amount = 80) {
    const p = await player(amount);
    const w = (await withdraw(p, { amount })).json().value;
    expect((await adminPost(`/admin/api/withdrawals/${w.id}/approve`)).statusCode).toBe(200);
    return { p, id: w.id as number };
  }

  it('received: the amount counts as arrived; a second confirmation is refused', async () => {
    const p = await player(100);
    const w = (await withdraw(p, { amount: 80 })).json().value;
    expect((await received(p, w.id)).json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
    await adminPost(`/admin/api/withdrawals/${w.id}/approve`);
    const res = await received(p, w.id);
    expect(res.json().value).toMatchObject({ confirmation: 'received', receivedAmount: 80, remainingAmount: 0 });
    const second = await received(p, w.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'WITHDRAWAL_ALREADY_CONFIRMED', value: { confirmation: 'received' } });
    const notNow = await notReceived(p, w.id, [{ data: png(), filename: 'a.png', type: 'image/png' }]);
    expect(notNow.json().code).toBe('WITHDRAWAL_ALREADY_CONFIRMED');
  });

  it('counts as received after the window: on read, and for the operator list', async () => {
    const { p, id } = await approvedWithdrawal();
    const before = (await get(p, `/wps/payment/withdrawals/${id}`)).json().value;
    expect(new Date(before.confirmBy).getTime() - new Date(before.reviewedAt).getTime()).toBe(60 * 60_000);
    clock.advance(60 * 60_000 + 1000);
    const after = (await get(p, `/wps/payment/withdrawals/${id}`)).json().value;
    expect(after).toMatchObject({ confirmation: 'auto_received', receivedAmount: 80, confirmedAt: before.confirmBy });
    expect((await received(p, id)).json().code).toBe('WITHDRAWAL_ALREADY_CONFIRMED');

    const other = await approvedWithdrawal();
    clock.advance(60 * 60_000 + 1000);
    const list = await t.app.inject({ url: `/admin/api/withdrawals?memberId=${other.p.id}`, headers: admin });
    expect(list.json().value.items[0].confirmation).toBe('auto_received');
  });

  it('the periodic sweep moves every awaiting confirmation past its window, once', async () => {
    const { createWithdrawalsRepo } = await import('../src/features/withdrawals/withdrawals.repo.ts');
    const repo = createWithdrawalsRepo(t.database.db);
    await repo.autoReceive(clock.now());
    const first = await approvedWithdrawal();
    const second = await approvedWithdrawal();
    expect(await repo.autoReceive(clock.now())).toBe(0);
    clock.advance(60 * 60_000 + 1000);
    // The sweep's statement, run as the interval runs it: no read of the member's list first.
    expect(await repo.autoReceive(clock.now())).toBe(2);
    expect(await repo.autoReceive(clock.now())).toBe(0);
    for (const { id } of [first, second]) {
      const row = await t.database.db
        .selectFrom('withdrawals')
        .select(['confirmation', 'confirmed_at', 'confirm_by'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.confirmation).toBe('auto_received');
      expect(row.confirmed_at).toEqual(row.confirm_by);
    }
  });

  it('not received needs 1 to 3 PNG or JPG proofs of at most 5 MB; the operator reviews and forces receipt', async () => {
    const { p, id } = await approvedWithdrawal();
    const refused = async (files: { data: Buffer; filename: string; type: string }[], issue: string) => {
      const res = await notReceived(p, id, files);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { proof: issue } } });
    };
    // A GIF named .png, a 6 MB PNG, four files, no file, and a JSON body.
    await refused([{ data: gif(), filename: 'proof.png', type: 'image/png' }], 'INVALID_TYPE');
    await refused([{ data: png(6 * 1024 * 1024), filename: 'big.png', type: 'image/png' }], 'TOO_BIG');
    await refused(
      Array.from({ length: 4 }, (_, i) => ({ data: png(), filename: `p${i}.png`, type: 'image/png' })),
      'TOO_LONG',
    );
    await refused([], 'REQUIRED');
    const json = await t.app.inject({
      method: 'POST',
      url: `/wps/payment/withdrawals/${id}/not-received`,
      headers: { authorization: p.authorization },
      payload: { proof: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { proof: 'REQUIRED' } } });
    expect((await get(p, `/wps/payment/withdrawals/${id}`)).json().value.confirmation).toBe('awaiting');

    const first = png(5 * 1024 * 1024 - 8);
    const second = jpg();
    const res = await notReceived(p, id, [
      { data: first, filename: 'screen.png', type: 'image/png' },
      { data: second, filename: 'photo.jpeg', type: 'application/octet-stream' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      confirmation: 'not_received',
      proofCount: 2,
      receivedAmount: 0,
      remainingAmount: 80,
    });
    expect((await received(p, id)).json().code).toBe('WITHDRAWAL_ALREADY_CONFIRMED');

    const review = (await t.app.inject({ url: `/admin/api/withdrawals/${id}`, headers: admin })).json().value;
    expect(review.proofs.map((x: { contentType: string }) => x.contentType)).toEqual(['image/png', 'image/jpeg']);
    const file = await t.app.inject({
      url: `/admin/api/withdrawals/${id}/proofs/${review.proofs[1].id}`,
      headers: admin,
    });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(second)).toBe(true);
    const big = await t.app.inject({
      url: `/admin/api/withdrawals/${id}/proofs/${review.proofs[0].id}`,
      headers: admin,
    });
    expect(big.rawPayload.equals(first)).toBe(true);
    const listed = await t.app.inject({
      url: `/admin/api/withdrawals?confirmation=not_received&memberId=${p.id}`,
      headers: admin,
    });
    expect(listed.json().value.total).toBe(1);

    const balanceBefore = await mainBalance(p);
    const forced = await adminPost(`/admin/api/withdrawals/${id}/force-receipt`);
    expect(forced.json().value).toMatchObject({
      confirmation: 'forced_received',
      receivedAmount: 80,
      remainingAmount: 0,
    });
    expect((await adminPost(`/admin/api/withdrawals/${id}/force-receipt`)).statusCode).toBe(200);
    // Forced receipt refunds nothing.
    expect(await mainBalance(p)).toBe(balanceBefore);

    const awaiting = await approvedWithdrawal();
    const early = await adminPost(`/admin/api/withdrawals/${awaiting.id}/force-receipt`);
    expect(early.json().code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
  });
});

describe("the withdrawal's detail", () => {
  it("lists the operator's payout proof and the player's own proofs, and serves their images to the player only", async () => {
    const p = await player(100);
    const intruder = await player(0);
    const w = (await withdraw(p, { amount: 80 })).json().value;
    const fresh = (await get(p, `/wps/payment/withdrawals/${w.id}`)).json().value;
    expect(fresh).toMatchObject({ id: w.id, status: 'in_process', amount: 80, proofs: [] });
    expect((await adminPost(`/admin/api/withdrawals/${w.id}/approve`)).statusCode).toBe(200);

    const receipt = png(300);
    const body = multipart([{ data: receipt, filename: 'receipt.png', type: 'image/png' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${w.id}/payout-proofs`,
      headers: { ...admin, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const mine = jpg(120);
    expect((await notReceived(p, w.id, [{ data: mine, filename: 'bank.jpg', type: 'image/jpeg' }])).statusCode).toBe(
      200,
    );

    const detail = await get(p, `/wps/payment/withdrawals/${w.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const value = detail.json().value;
    expect(value).toMatchObject({ status: 'approved', confirmation: 'not_received', proofCount: 1 });
    expect(value.proofs).toEqual([
      { id: expect.any(Number), kind: 'payout', contentType: 'image/png', createdAt: expect.any(String) },
      { id: expect.any(Number), kind: 'not_received', contentType: 'image/jpeg', createdAt: expect.any(String) },
    ]);
    // The list keeps its shape: the detail alone carries the proofs.
    expect((await get(p, '/wps/payment/withdrawals')).json().value.items[0]).not.toHaveProperty('proofs');

    const image = (who: { authorization: string }, proofId: number, id = w.id) =>
      t.app.inject({
        url: `/wps/payment/withdrawals/${id}/proofs/${proofId}`,
        headers: { authorization: who.authorization },
      });
    const payout = await image(p, value.proofs[0].id);
    expect(payout.statusCode).toBe(200);
    expect(payout.headers['content-type']).toBe('image/png');
    expect(payout.headers['cache-control']).toBe('private, no-store');
    expect(payout.rawPayload.equals(receipt)).toBe(true);
    expect((await image(p, value.proofs[1].id)).rawPayload.equals(mine)).toBe(true);
    // Another player, no session, a proof of another withdrawal: never the file.
    expect((await image(intruder, value.proofs[0].id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/wps/payment/withdrawals/${w.id}/proofs/${value.proofs[0].id}` })).statusCode,
    ).toBe(401);
    const other = (await withdraw(p, { amount: 10 })).json().value;
    expect((await image(p, value.proofs[0].id, other.id)).statusCode).toBe(404);
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('settles racing approve and reject one way only', async () => {
    const p = await player(1000);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await withdraw(p, { amount: 100 })).json().value.id);
    const payoutsBefore = await systemBalance('payouts:bank');
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [approve, reject] = await Promise.all([
          adminPost(`/admin/api/withdrawals/${id}/approve`),
          adminPost(`/admin/api/withdrawals/${id}/reject`),
        ]);
        const ok = [approve, reject].filter((r) => r.statusCode === 200);
        expect(ok, `${approve.body} ${reject.body}`).toHaveLength(1);
        const loser = [approve, reject].find((r) => r.statusCode !== 200)!;
        expect(loser.json().code).toBe('WITHDRAWAL_ALREADY_SETTLED');
        return ok[0]!.json().value.status as string;
      }),
    );
    const approvedCount = outcomes.filter((s) => s === 'approved').length;
    expect(await systemBalance('payouts:bank')).toBe(payoutsBefore + approvedCount * 10_000);
    expect(await mainBalance(p)).toBe((10 - approvedCount) * 100);
  });

  it('moves a replayed withdrawal once when the same key races', async () => {
    const p = await player(100);
    const k = key();
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(p, { amount: 40 }, k)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().value.id)).size).toBe(1);
    expect(await mainBalance(p)).toBe(60);
  });
});
