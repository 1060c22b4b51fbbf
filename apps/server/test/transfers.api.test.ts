import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';
import { watchSqlRetries } from './support/sql-retries.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  // The brand lists which vendors keep a wallet of their own.
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: { wallet: { transferVendors: ['PG', 'EVO'] }, currency: { decimals: 2 } },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

/** A registered player with `amountMinor` in the main wallet. */
async function fundedPlayer(amountMinor: number) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  if (amountMinor > 0) await fundWallet(t, id, amountMinor);
  return { ...member, id };
}

const transfer = (authorization: string, payload: unknown, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { authorization, language: 'en', ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });

const recallAll = (authorization: string, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/wallet/recall-all',
    headers: { authorization, 'idempotency-key': key },
  });

const wallets = async (authorization: string) => {
  const res = await t.app.inject({ url: '/wps/wallet/wallets', headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().value.wallets as { code: string; balance: number }[]).map((w) => [w.code, w.balance]),
  );
};

describe('GET /wps/wallet/wallets', () => {
  it('lists main and each transfer vendor, at zero before first use, named by the vendor', async () => {
    await t.database.db
      .insertInto('game_vendors')
      .values({ code: 'PG', name: 'PG Soft', account_type_name: 'PGSOFT', wallet_model: 'transfer' })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const p = await fundedPlayer(12_345);
    const res = await t.app.inject({ url: '/wps/wallet/wallets', headers: { authorization: p.authorization } });
    expect(res.json().value).toMatchObject({
      decimals: 2,
      wallets: [
        { code: 'main', name: null, balance: 123.45, canTransferIn: true },
        // A vendor by its name; one the catalogue does not list has none (the page shows its code).
        { code: 'vendor:PG', name: 'PG Soft', balance: 0, canTransferIn: true },
        { code: 'vendor:EVO', name: null, balance: 0, canTransferIn: true },
      ],
    });
    expect((await t.app.inject({ url: '/wps/wallet/wallets' })).statusCode).toBe(401);
  });
});

describe('GET /wps/wallet/merchant (decision 053)', () => {
  it("answers the brand's merchant code and model, every wallet and their exact sum", async () => {
    const p = await fundedPlayer(10_001);
    expect((await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 33.34 })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/wps/wallet/merchant', headers: { authorization: p.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      merchantCode: expect.any(String),
      model: 'transfer',
      decimals: 2,
      sumBalance: 100.01,
    });
    const byCode = Object.fromEntries(
      (value.wallets as { code: string; balance: number }[]).map((w) => [w.code, w.balance]),
    );
    expect(byCode).toMatchObject({ main: 66.67, 'vendor:EVO': 33.34, 'vendor:PG': 0 });
    expect(byCode).toEqual(await wallets(p.authorization));
    expect((await t.app.inject({ url: '/wps/wallet/merchant' })).statusCode).toBe(401);
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money to a vendor wallet and back, answering the new balance', async () => {
    const p = await fundedPlayer(10_000);
    const out = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 30.5 });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().value).toMatchObject({ from: 'main', to: 'vendor:PG', amount: 30.5, replayed: false });
    expect(out.json().value.balance.sumBalance).toBe(100);
    expect(await wallets(p.authorization)).toMatchObject({ main: 69.5, 'vendor:PG': 30.5 });
    const back = await transfer(p.authorization, { from: 'vendor:PG', to: 'main', amount: 10 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await wallets(p.authorization)).toMatchObject({ main: 79.5, 'vendor:PG': 20.5 });
    await expectLedgerReconciles(t.database);
  });

  it('refuses bad amounts with VALIDATION_FAILED on amount, moving nothing', async () => {
    const p = await fundedPlayer(10_000);
    for (const amount of [0, -1, 1.005, 1e20, Number.MAX_SAFE_INTEGER]) {
      const res = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: { amount: expect.any(String) } },
      });
    }
    for (const amount of ['10', null, true, {}]) {
      const res = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await wallets(p.authorization)).toMatchObject({ main: 100, 'vendor:PG': 0 });
  });

  it('refuses unknown vendors, same-wallet and vendor-to-vendor moves, and malformed codes', async () => {
    const p = await fundedPlayer(10_000);
    const cases: [unknown, string][] = [
      [{ from: 'main', to: 'vendor:NOPE', amount: 1 }, 'to'],
      [{ from: 'vendor:NOPE', to: 'main', amount: 1 }, 'from'],
      [{ from: 'main', to: 'main', amount: 1 }, 'to'],
      [{ from: 'vendor:PG', to: 'vendor:EVO', amount: 1 }, 'to'],
      [{ from: 'main', to: 'bonus', amount: 1 }, 'to'],
      [{ from: 'main', to: 'vendor:pg; drop', amount: 1 }, 'to'],
    ];
    for (const [payload, field] of cases) {
      const res = await transfer(p.authorization, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().value.fields)).toContain(field);
    }
    const extra = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 1, memberId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await wallets(p.authorization)).toMatchObject({ main: 100 });
  });

  it('refuses more than the wallet holds (INSUFFICIENT_FUNDS with the balance) and leaves no trace', async () => {
    const p = await fundedPlayer(5_000);
    const key = newKey();
    const res = await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 50.01 }, key);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 50 } });
    expect(res.json().value).not.toHaveProperty('accountId');
    const fromVendor = await transfer(p.authorization, { from: 'vendor:EVO', to: 'main', amount: 1 });
    expect(fromVendor.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 0 } });
    // Refused requests keep no key: the same key works once it fits.
    expect((await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 50 }, key)).statusCode).toBe(200);
    expect(await wallets(p.authorization)).toMatchObject({ main: 0, 'vendor:EVO': 50 });
  });

  it('answers a replayed key with the first answer, and refuses the key with other data', async () => {
    const p = await fundedPlayer(10_000);
    const key = newKey();
    const first = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 25 }, key);
    const again = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 25 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ transactionId: first.json().value.transactionId, replayed: true });
    const other = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 26 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    const otherWay = await transfer(p.authorization, { from: 'vendor:PG', to: 'main', amount: 25 }, key);
    expect(otherWay.json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    expect(await wallets(p.authorization)).toMatchObject({ main: 75, 'vendor:PG': 25 });
  });

  it("scopes keys by player: another player's same key moves that player's own money", async () => {
    const a = await fundedPlayer(10_000);
    const b = await fundedPlayer(10_000);
    const key = newKey();
    expect((await transfer(a.authorization, { from: 'main', to: 'vendor:PG', amount: 1 }, key)).statusCode).toBe(200);
    const res = await transfer(b.authorization, { from: 'main', to: 'vendor:PG', amount: 2 }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.replayed).toBe(false);
    expect(await wallets(b.authorization)).toMatchObject({ main: 98, 'vendor:PG': 2 });
  });

  it('needs a token, an Idempotency-Key, and a real (not trial) account', async () => {
    const p = await fundedPlayer(1_000);
    expect((await transfer('', { from: 'main', to: 'vendor:PG', amount: 1 })).statusCode).toBe(401);
    const noKey = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 1 }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const badKey = await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 1 }, 'short');
    expect(badKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await wallets(p.authorization)).toMatchObject({ main: 10 });
  });

  it('lets money come home from a vendor the brand has delisted, but sends nothing new to it', async () => {
    const p = await fundedPlayer(10_000);
    await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 40 });
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { wallet: { transferVendors: ['PG'] } },
    });
    try {
      const to = await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 1 });
      expect(to.json().code).toBe('VALIDATION_FAILED');
      const listed = await t.app.inject({ url: '/wps/wallet/wallets', headers: { authorization: p.authorization } });
      expect(listed.json().value.wallets).toContainEqual({
        code: 'vendor:EVO',
        name: null,
        balance: 40,
        canTransferIn: false,
      });
      const home = await transfer(p.authorization, { from: 'vendor:EVO', to: 'main', amount: 15 });
      expect(home.statusCode, home.body).toBe(200);
      expect(await wallets(p.authorization)).toMatchObject({ main: 75, 'vendor:EVO': 25 });
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: admin,
        payload: { wallet: { transferVendors: ['PG', 'EVO'] } },
      });
    }
  });
});

describe('POST /wps/wallet/recall-all', () => {
  it('moves every vendor wallet back to main, one posting per wallet, once per key', async () => {
    const p = await fundedPlayer(10_000);
    await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 30 });
    await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 20.25 });
    const key = newKey();
    const res = await recallAll(p.authorization, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.recalled).toEqual([
      { code: 'vendor:PG', amount: 30, replayed: false },
      { code: 'vendor:EVO', amount: 20.25, replayed: false },
    ]);
    expect(res.json().value.balance.wallets).toEqual(
      expect.arrayContaining([
        { code: 'main', balance: 100 },
        { code: 'vendor:PG', balance: 0 },
      ]),
    );
    // New money in a vendor wallet after the recall: the same key moves nothing more.
    await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 5 });
    const again = await recallAll(p.authorization, key);
    expect(again.json().value.recalled).toEqual([
      { code: 'vendor:PG', amount: 30, replayed: true },
      { code: 'vendor:EVO', amount: 20.25, replayed: true },
    ]);
    expect(await wallets(p.authorization)).toMatchObject({ main: 95, 'vendor:PG': 5 });
    const postings = await sql<{ n: string }>`select count(*)::text as n from ledger_transactions
      where source = 'transfer' and idempotency_key like ${`${p.id}:${key}:%`}`.execute(t.database.db);
    expect(postings.rows[0]!.n).toBe('2');
    // A new key takes the rest; with nothing left it answers an empty list.
    expect((await recallAll(p.authorization)).json().value.recalled).toEqual([
      { code: 'vendor:PG', amount: 5, replayed: false },
    ]);
    expect((await recallAll(p.authorization)).json().value.recalled).toEqual([]);
    expect(await wallets(p.authorization)).toMatchObject({ main: 100, 'vendor:PG': 0, 'vendor:EVO': 0 });
    await expectLedgerReconciles(t.database);
  });

  it('needs a token and a key', async () => {
    const p = await fundedPlayer(0);
    expect((await t.app.inject({ method: 'POST', url: '/wps/wallet/recall-all' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/recall-all',
      headers: { authorization: p.authorization },
    });
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('parallel transfers both ways keep the sum and never deadlock', async () => {
    const p = await fundedPlayer(100_000);
    await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 500 });
    // The transaction helper retries a deadlock silently: count them at the driver, or this passes anyway.
    const retries = watchSqlRetries();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        transfer(
          p.authorization,
          i % 2 ? { from: 'main', to: 'vendor:PG', amount: 1.5 } : { from: 'vendor:PG', to: 'main', amount: 2.25 },
        ),
      ),
    );
    retries.stop();
    expect(retries.counts.deadlocks).toBe(0);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const w = await wallets(p.authorization);
    expect(Math.round((w.main! + w['vendor:PG']!) * 100)).toBe(100_000);
    expect(w['vendor:PG']).toBe(500 + 30 * 1.5 - 30 * 2.25);
    await expectLedgerReconciles(t.database);
  });

  it('40 parallel transfers out of a balance covering 10: exactly 10 move, the rest are INSUFFICIENT_FUNDS', async () => {
    const p = await fundedPlayer(1_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 1 })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await wallets(p.authorization)).toMatchObject({ main: 0, 'vendor:EVO': 10 });
    await expectLedgerReconciles(t.database);
  });

  it('one recall key sent 10 times at once recalls each wallet once', async () => {
    const p = await fundedPlayer(10_000);
    await transfer(p.authorization, { from: 'main', to: 'vendor:PG', amount: 60 });
    await transfer(p.authorization, { from: 'main', to: 'vendor:EVO', amount: 40 });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => recallAll(p.authorization, key)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await wallets(p.authorization)).toMatchObject({ main: 100, 'vendor:PG': 0, 'vendor:EVO': 0 });
    await expectLedgerReconciles(t.database);
  });
});
