import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcgVendor, type TcgVendor } from './support/tcg-vendor-server.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const VENDOR = 'CARD_HALL';
const WALLET = `vendor:${VENDOR}`;
const SECRET = 'card-hall-test-secret-0123456789';
const TIMEOUT_MS = 300;
let t: TestApp;
let admin: { authorization: string };
let vendor: TcgVendor;

beforeAll(async () => {
  vendor = await startTcgVendor({ secret: SECRET, merchantId: 'portal-test' });
  // Without the demo: its transfer vendor would configure the vendors these tests keep unconfigured.
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  await t.database.db
    .insertInto('game_vendors')
    .values({ code: VENDOR, name: 'Card Hall', wallet_model: 'transfer', account_type_name: VENDOR })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    // ARENA_X keeps a wallet but has no configured adapter: its transfers stay ledger-only.
    payload: { wallet: { transferVendors: [VENDOR, 'ARENA_X'] }, currency: { decimals: 2 } },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const configured = await t.app.inject({
    method: 'PUT',
    url: `/admin/api/providers/${VENDOR}`,
    headers: admin,
    payload: { baseUrl: vendor.url, merchantId: 'portal-test', secret: SECRET, timeoutMs: TIMEOUT_MS },
  });
  expect(configured.statusCode, configured.body).toBe(200);
  expect(configured.json().value).toMatchObject({ code: VENDOR, walletModel: 'transfer', configured: true });
});
afterAll(async () => {
  await t?.close();
  await vendor?.close();
});

async function fundedPlayer(amountMinor: number) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  if (amountMinor > 0) await fundWallet(t, id, amountMinor);
  return { ...member, id, atVendor: `m${id}` };
}

const transfer = (authorization: string, payload: Record<string, unknown>, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { authorization, language: 'en', 'idempotency-key': key },
    payload,
  });

const wallets = async (authorization: string) => {
  const res = await t.app.inject({ url: '/wps/wallet/wallets', headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().value.wallets as { code: string; balance: number }[]).map((w) => [w.code, w.balance]),
  );
};

const resolvePending = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/providers/transfers/resolve', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.resolved as number;
};

const transfersOf = (memberId: number) =>
  t.database.db
    .selectFrom('provider_transfers')
    .select(['direction', 'amount_minor', 'state'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('transfers to a TCG-style vendor', () => {
  it('moves money in through the vendor once: the vendor holds it, the ledger shows it; a replay moves nothing', async () => {
    const p = await fundedPlayer(10_000);
    const key = newKey();
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 30 }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ from: 'main', to: WALLET, amount: 30, replayed: false });
    expect(vendor.balances.get(p.atVendor)).toBe(3_000);
    expect(await wallets(p.authorization)).toMatchObject({ main: 70, [WALLET]: 30 });

    const again = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 30 }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({ replayed: true, transactionId: res.json().value.transactionId });
    const other = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 31 }, key);
    expect(other.json().code).toBe('DUPLICATE_TRANSACTION_MISMATCH');
    expect(vendor.balances.get(p.atVendor)).toBe(3_000);
    expect(await transfersOf(p.id)).toEqual([{ direction: 'in', amount_minor: 3_000, state: 'ok' }]);
    await expectLedgerReconciles(t.database);
  });

  it('a refusal voids the hold: VENDOR_TRANSFER_FAILED and the balance is unchanged', async () => {
    const p = await fundedPlayer(5_000);
    vendor.faults.push('refuse');
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 20 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('VENDOR_TRANSFER_FAILED');
    expect(await wallets(p.authorization)).toMatchObject({ main: 50, [WALLET]: 0 });
    expect(vendor.balances.get(p.atVendor)).toBe(0);
    expect(await transfersOf(p.id)).toEqual([{ direction: 'in', amount_minor: 2_000, state: 'failed' }]);
    await expectLedgerReconciles(t.database);
  });

  it('more than the main wallet holds: INSUFFICIENT_FUNDS, the vendor is not asked to move anything', async () => {
    const p = await fundedPlayer(1_000);
    const before = vendor.calls.filter((c) => c.method === 'transfer').length;
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 10.01 });
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(res.json().value).toEqual({ balance: 10 });
    expect(vendor.calls.filter((c) => c.method === 'transfer').length).toBe(before);
    await expectLedgerReconciles(t.database);
  });

  it('a lost answer leaves the amount held; the status check later posts it', async () => {
    const p = await fundedPlayer(10_000);
    vendor.faults.push('lose-answer');
    const key = newKey();
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 40 }, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('VENDOR_TRANSFER_PENDING');
    // Held: gone from main, not yet in the vendor wallet; the vendor did apply it.
    expect(vendor.balances.get(p.atVendor)).toBe(4_000);
    expect(await transfersOf(p.id)).toEqual([{ direction: 'in', amount_minor: 4_000, state: 'pending' }]);
    await expectLedgerReconciles(t.database);

    expect(await resolvePending()).toBeGreaterThanOrEqual(1);
    expect(await transfersOf(p.id)).toEqual([{ direction: 'in', amount_minor: 4_000, state: 'ok' }]);
    expect(await wallets(p.authorization)).toMatchObject({ main: 60, [WALLET]: 40 });
    // The player's retry with the same key now answers the settled transfer.
    const retry = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 40 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().value.replayed).toBe(true);
    await expectLedgerReconciles(t.database);
  });

  it('a late answer (past the timeout) is resolved by the retry of the same key', async () => {
    const p = await fundedPlayer(10_000);
    vendor.faults.push('late-answer');
    vendor.delayMs = TIMEOUT_MS * 3;
    const key = newKey();
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 25 }, key);
    expect(res.json().code, res.body).toBe('VENDOR_TRANSFER_PENDING');
    const retry = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 25 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await wallets(p.authorization)).toMatchObject({ main: 75, [WALLET]: 25 });
    expect(vendor.balances.get(p.atVendor)).toBe(2_500);
    await expectLedgerReconciles(t.database);
  });

  it('a transfer the vendor never applied (503) comes back to main once the status says not found', async () => {
    const p = await fundedPlayer(10_000);
    vendor.faults.push('unavailable');
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 15 });
    expect(res.json().code, res.body).toBe('VENDOR_TRANSFER_PENDING');
    expect(await resolvePending()).toBeGreaterThanOrEqual(1);
    expect(await transfersOf(p.id)).toEqual([{ direction: 'in', amount_minor: 1_500, state: 'failed' }]);
    expect(await wallets(p.authorization)).toMatchObject({ main: 100, [WALLET]: 0 });
    expect(vendor.balances.get(p.atVendor)).toBe(0);
    await expectLedgerReconciles(t.database);
  });

  it('an answer signed with another secret is not believed: the status check decides', async () => {
    const p = await fundedPlayer(10_000);
    vendor.faults.push('forged-answer');
    const res = await transfer(p.authorization, { from: 'main', to: WALLET, amount: 10 });
    expect(res.json().code, res.body).toBe('VENDOR_TRANSFER_PENDING');
    await resolvePending();
    expect(await wallets(p.authorization)).toMatchObject({ main: 90, [WALLET]: 10 });
    await expectLedgerReconciles(t.database);
  });

  it("brings the player's result at the vendor into the ledger before money comes back", async () => {
    const p = await fundedPlayer(10_000);
    expect((await transfer(p.authorization, { from: 'main', to: WALLET, amount: 50 })).statusCode).toBe(200);
    vendor.balances.set(p.atVendor, 8_000); // won 30.00 at the vendor's tables
    const out = await transfer(p.authorization, { from: WALLET, to: 'main', amount: 80 });
    expect(out.statusCode, out.body).toBe(200);
    expect(await wallets(p.authorization)).toMatchObject({ main: 130, [WALLET]: 0 });
    expect(vendor.balances.get(p.atVendor)).toBe(0);

    expect((await transfer(p.authorization, { from: 'main', to: WALLET, amount: 100 })).statusCode).toBe(200);
    vendor.balances.set(p.atVendor, 2_500); // lost 75.00
    const tooMuch = await transfer(p.authorization, { from: WALLET, to: 'main', amount: 30 });
    expect(tooMuch.json().code, tooMuch.body).toBe('INSUFFICIENT_FUNDS');
    expect(tooMuch.json().value).toEqual({ balance: 25 });
    // The results are the vendor's wins and bets in the ledger (profit and loss shows them).
    const results = await t.database.db
      .selectFrom('ledger_transactions as tx')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 'tx.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['tx.kind', 'e.amount_minor'])
      .where('tx.source', '=', `game:${VENDOR}`)
      .where('a.member_id', '=', p.id)
      .orderBy('tx.id')
      .execute();
    expect(results).toEqual([
      { kind: 'win', amount_minor: 3_000 },
      { kind: 'bet', amount_minor: -7_500 },
    ]);
    await expectLedgerReconciles(t.database);
  });

  it('recall-all brings everything home through the vendor; a replay of the key moves nothing', async () => {
    const p = await fundedPlayer(10_000);
    expect((await transfer(p.authorization, { from: 'main', to: WALLET, amount: 60 })).statusCode).toBe(200);
    expect((await transfer(p.authorization, { from: 'main', to: 'vendor:ARENA_X', amount: 10 })).statusCode).toBe(200);
    vendor.balances.set(p.atVendor, 6_500);
    const key = newKey();
    const recall = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/wallet/recall-all',
        headers: { authorization: p.authorization, 'idempotency-key': key },
      });
    const res = await recall();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.recalled).toEqual(
      expect.arrayContaining([
        { code: WALLET, amount: 65, replayed: false },
        { code: 'vendor:ARENA_X', amount: 10, replayed: false },
      ]),
    );
    expect(vendor.balances.get(p.atVendor)).toBe(0);
    expect(await wallets(p.authorization)).toMatchObject({ main: 105, [WALLET]: 0, 'vendor:ARENA_X': 0 });
    const again = await recall();
    expect(again.json().value.recalled).toEqual(
      expect.arrayContaining([
        { code: WALLET, amount: 65, replayed: true },
        { code: 'vendor:ARENA_X', amount: 10, replayed: true },
      ]),
    );
    expect(await wallets(p.authorization)).toMatchObject({ main: 105 });
    await expectLedgerReconciles(t.database);
  });

  it('a vendor that cannot be reached: VENDOR_TRANSFER_FAILED before anything is held', async () => {
    await t.database.db
      .insertInto('game_vendors')
      .values({
        code: 'STADIUM_BOOK',
        name: 'Stadium Book',
        wallet_model: 'transfer',
        account_type_name: 'STADIUM_BOOK',
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const down = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/providers/STADIUM_BOOK',
      headers: admin,
      payload: { baseUrl: 'http://127.0.0.1:9', merchantId: 'portal-test', secret: SECRET, timeoutMs: TIMEOUT_MS },
    });
    expect(down.statusCode, down.body).toBe(200);
    const listed = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: admin,
      payload: { wallet: { transferVendors: [VENDOR, 'ARENA_X', 'STADIUM_BOOK'] } },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const p = await fundedPlayer(3_000);
    const res = await transfer(p.authorization, { from: 'main', to: 'vendor:STADIUM_BOOK', amount: 10 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('VENDOR_TRANSFER_FAILED');
    expect(await wallets(p.authorization)).toMatchObject({ main: 30, 'vendor:STADIUM_BOOK': 0 });
    expect(await transfersOf(p.id)).toEqual([]);
    await expectLedgerReconciles(t.database);
  });

  it('a vendor whose adapter is not configured keeps the ledger-only transfer', async () => {
    const p = await fundedPlayer(2_000);
    const res = await transfer(p.authorization, { from: 'main', to: 'vendor:ARENA_X', amount: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await transfersOf(p.id)).toEqual([]);
    await expectLedgerReconciles(t.database);
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('20 parallel transfers of a tenth of the balance: 10 reach the vendor, the rest are refused', async () => {
    const p = await fundedPlayer(10_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transfer(p.authorization, { from: 'main', to: WALLET, amount: 10 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(10);
    expect(vendor.balances.get(p.atVendor)).toBe(10_000);
    expect(await wallets(p.authorization)).toMatchObject({ main: 0, [WALLET]: 100 });
    await expectLedgerReconciles(t.database);
  });

  it('one key sent 10 times at once makes one vendor transfer', async () => {
    const p = await fundedPlayer(10_000);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => transfer(p.authorization, { from: 'main', to: WALLET, amount: 20 }, key)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(vendor.balances.get(p.atVendor)).toBe(2_000);
    expect(await transfersOf(p.id)).toHaveLength(1);
    expect(await wallets(p.authorization)).toMatchObject({ main: 80, [WALLET]: 20 });
    await expectLedgerReconciles(t.database);
  });
});
