import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_PAGE_SIZE } from '../src/features/providers/transfer/vendor-bet-sync.service.ts';
import { startTcgVendor, type TcgVendor } from './support/tcg-vendor-server.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

/*
 * A transfer-model vendor's bets reach the betting record through its bet history
 * (docs/decisions/013-game-providers.md, "Bet history"), against a real local vendor server.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const VENDOR = 'STADIUM_BOOK';
const WALLET = `vendor:${VENDOR}`;
const SECRET = 'stadium-book-test-secret-0123456789';
let t: TestApp;
let admin: { authorization: string };
let vendor: TcgVendor;

beforeAll(async () => {
  vendor = await startTcgVendor({ secret: SECRET, merchantId: 'portal-test' });
  // Without the demo: its transfer vendor would configure the vendors these tests keep unconfigured.
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  const db = t.database.db;
  await db
    .insertInto('game_vendors')
    .values({ code: VENDOR, name: 'Stadium Book', wallet_model: 'transfer', account_type_name: VENDOR })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db.deleteFrom('game_vendor_categories').where('vendor_code', '=', VENDOR).execute();
  // The vendor's first category (by position) is PVP: the product of a bet in a game we do not list.
  await db
    .insertInto('game_vendor_categories')
    .values([
      { vendor_code: VENDOR, category: 'PVP', position: 0 },
      { vendor_code: VENDOR, category: 'LIVE', position: 1 },
    ])
    .execute();
  await db
    .insertInto('games')
    .values({
      node_id: `${VENDOR}:sb-baccarat`,
      vendor_code: VENDOR,
      game_code: 'sb-baccarat',
      category: 'LIVE',
      name: JSON.stringify({ en: 'Stadium Baccarat' }),
      game_type: 'LIVE',
    })
    .onConflict((oc) => oc.column('node_id').doNothing())
    .execute();
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: admin,
    payload: { wallet: { transferVendors: [VENDOR] }, currency: { decimals: 2 } },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const configured = await t.app.inject({
    method: 'PUT',
    url: `/admin/api/providers/${VENDOR}`,
    headers: admin,
    payload: { baseUrl: vendor.url, merchantId: 'portal-test', secret: SECRET, timeoutMs: 2_000 },
  });
  expect(configured.statusCode, configured.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await vendor?.close();
});

/** A player with `amount` (major units) moved to the vendor through the transfer call the web uses. */
async function playerAtVendor(amount: number) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  await fundWallet(t, id, amount * 100);
  const res = await transfer(member.authorization, { from: 'main', to: WALLET, amount });
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, id, atVendor: `m${id}` };
}

const transfer = (authorization: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { authorization, language: 'en', 'idempotency-key': newKey() },
    payload,
  });

const syncBets = (body?: Record<string, unknown>, code = VENDOR) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/providers/${code}/sync-bets`,
    headers: admin,
    ...(body ? { payload: body } : {}),
  });

async function syncOk(body?: Record<string, unknown>) {
  const res = await syncBets(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { pages: number; added: number; skipped: number; complete: boolean; error: string | null };
}

const range = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 86_400_000).toISOString(),
});

async function bettingRecord(authorization: string) {
  const res = await t.app.inject({
    url: '/wps/records/bets',
    headers: { authorization },
    query: { ...range(), page: '1', pageSize: '50' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { total: number; items: Record<string, unknown>[] };
}

async function profit(authorization: string) {
  const res = await t.app.inject({ url: '/wps/records/profit', headers: { authorization }, query: range() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    rows: { product: string; bets: number; wins: number; profit: number }[];
    total: unknown;
  };
}

const cursorRow = () =>
  t.database.db.selectFrom('provider_bet_cursors').selectAll().where('vendor_code', '=', VENDOR).executeTakeFirst();

const rowsOf = (memberId: number) =>
  t.database.db.selectFrom('bets').select(['vendor_bet_id']).where('member_id', '=', memberId).execute();

describe('bets of a transfer vendor in the betting record', () => {
  it('lists the bets the vendor recorded with stake and payout; a second sync adds nothing', async () => {
    const p = await playerAtVendor(30);
    const lost = vendor.placeBet(p.atVendor, {
      gameCode: 'sb-baccarat',
      stakeMinor: 1_000,
      payoutMinor: 0,
      roundId: 'R1',
    });
    const won = vendor.placeBet(p.atVendor, { gameCode: 'sb-baccarat', stakeMinor: 500, payoutMinor: 1_200 });
    const cancelled = vendor.placeBet(p.atVendor, {
      gameCode: 'sb-baccarat',
      stakeMinor: 300,
      payoutMinor: 0,
      cancelled: true,
    });
    expect(vendor.balances.get(p.atVendor)).toBe(2_700);

    const first = await syncOk();
    expect(first).toMatchObject({ added: 3, skipped: 0, complete: true, error: null });
    const record = await bettingRecord(p.authorization);
    expect(record.total).toBe(3);
    const byRound = Object.fromEntries(record.items.map((item) => [String(item.stake), item]));
    expect(byRound['10']).toMatchObject({
      product: 'LIVE',
      vendor: VENDOR,
      gameCode: 'sb-baccarat',
      gameName: 'Stadium Baccarat',
      roundId: 'R1',
      payout: 0,
      profit: -10,
      status: 'settled',
    });
    expect(byRound['5']).toMatchObject({ payout: 12, profit: 7, validBet: 5, status: 'settled' });
    expect(byRound['3']).toMatchObject({ payout: 0, validBet: 0, status: 'cancelled', settledAt: null });
    expect((await rowsOf(p.id)).map((r) => r.vendor_bet_id).sort()).toEqual([lost, won, cancelled].sort());

    const second = await syncOk();
    expect(second).toMatchObject({ added: 0, complete: true, error: null });
    expect((await bettingRecord(p.authorization)).total).toBe(3);
    // The sync posts nothing: the ledger still reconciles with only the transfer in it.
    await expectLedgerReconciles(t.database);
  });

  it('a bet in a game we do not list takes the vendor’s first category; an unknown player is skipped', async () => {
    const p = await playerAtVendor(10);
    vendor.placeBet(p.atVendor, { gameCode: 'sb-new-game', stakeMinor: 200, payoutMinor: 0 });
    vendor.balances.set('someone-else', 1_000);
    vendor.placeBet('someone-else', { gameCode: 'sb-baccarat', stakeMinor: 100, payoutMinor: 0 });
    vendor.balances.set('m999999999', 1_000);
    vendor.placeBet('m999999999', { gameCode: 'sb-baccarat', stakeMinor: 100, payoutMinor: 0 });

    expect(await syncOk()).toMatchObject({ added: 1, skipped: 2, complete: true });
    const [item] = (await bettingRecord(p.authorization)).items;
    expect(item).toMatchObject({ product: 'PVP', gameCode: 'sb-new-game', gameName: null, stake: 2, payout: 0 });
    expect(await cursorRow()).toMatchObject({ cursor: String(vendor.bets.length) });
  });

  it('crosses page boundaries, and a vendor failing mid-sync resumes from the stored cursor', async () => {
    const p = await playerAtVendor(BET_PAGE_SIZE * 3);
    const start = vendor.bets.length;
    const count = BET_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < count; i++) {
      vendor.placeBet(p.atVendor, { gameCode: 'sb-baccarat', stakeMinor: 100, payoutMinor: i % 2 === 0 ? 150 : 0 });
    }
    const historyCalls = () => vendor.calls.filter((c) => c.method === 'bet-history');
    const callsBefore = historyCalls().length;
    // The first page arrives, then the vendor goes down: that page is kept with the cursor after it.
    vendor.historyFaults.push('pass', 'unavailable');
    const failed = await syncOk();
    expect(failed).toMatchObject({ pages: 1, added: BET_PAGE_SIZE, complete: false });
    expect(failed.error).toMatch(/bet-history: HTTP 503/);
    expect(await cursorRow()).toMatchObject({ cursor: String(start + BET_PAGE_SIZE) });
    vendor.historyFaults.push('garbled');
    expect(await syncOk()).toMatchObject({ pages: 0, added: 0, error: expect.stringMatching(/malformed/) });

    expect(await syncOk({ maxPages: 1 })).toMatchObject({
      pages: 1,
      added: BET_PAGE_SIZE,
      complete: false,
      error: null,
    });
    expect(await syncOk()).toMatchObject({ pages: 1, added: 5, complete: true, error: null });
    const asked = historyCalls()
      .slice(callsBefore)
      .map((c) => c.body.cursor);
    expect(asked).toEqual([
      String(start),
      String(start + BET_PAGE_SIZE),
      String(start + BET_PAGE_SIZE),
      String(start + BET_PAGE_SIZE),
      String(start + BET_PAGE_SIZE * 2),
    ]);
    expect(await rowsOf(p.id)).toHaveLength(count);
  });

  it('profit and loss counts the vendor’s result once: the bet rows add nothing to it', async () => {
    const p = await playerAtVendor(30);
    vendor.placeBet(p.atVendor, { gameCode: 'sb-baccarat', stakeMinor: 1_000, payoutMinor: 0 });
    vendor.placeBet(p.atVendor, { gameCode: 'sb-baccarat', stakeMinor: 500, payoutMinor: 1_200 });
    // Bringing the money back syncs the balance: the net −3.00 is posted once, under the vendor.
    const out = await transfer(p.authorization, { from: WALLET, to: 'main', amount: 27 });
    expect(out.statusCode, out.body).toBe(200);
    const before = await profit(p.authorization);
    expect(before.rows).toEqual([expect.objectContaining({ product: VENDOR, bets: 3, wins: 0, profit: -3 })]);

    await syncOk();
    expect(await profit(p.authorization)).toEqual(before);
    const record = await bettingRecord(p.authorization);
    expect(record.items.reduce((sum, item) => sum + Number(item.profit), 0)).toBe(-3);
    await expectLedgerReconciles(t.database);
  });
});

describe('POST /admin/api/providers/:code/sync-bets: bad input', () => {
  it('refuses without an operator, a malformed code, an unknown vendor, a seamless vendor and a bad body', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `/admin/api/providers/${VENDOR}/sync-bets` });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await syncBets(undefined, 'not-a-code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    const unknown = await syncBets(undefined, 'NO_SUCH_VENDOR');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const seamless = await syncBets(undefined, 'INHOUSE');
    expect(seamless.statusCode).toBe(422);
    expect(seamless.json().code).toBe('GAME_UNAVAILABLE');
    const unconfigured = await syncBets(undefined, 'ARENA_X');
    expect(unconfigured.json().code).toBe('GAME_UNAVAILABLE');
    for (const body of [{ maxPages: 0 }, { maxPages: 1.5 }, { maxPages: 'all' }, { other: 1 }]) {
      const res = await syncBets(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await cursorRow()).toBeDefined();
  });
});

describe.runIf(onPostgres)('under concurrency (PostgreSQL)', () => {
  it('two syncs at once write each bet once and leave the cursor at the end', async () => {
    const p = await playerAtVendor(100);
    const start = vendor.bets.length;
    for (let i = 0; i < BET_PAGE_SIZE + 40; i++) {
      vendor.placeBet(p.atVendor, { gameCode: 'sb-baccarat', stakeMinor: 10, payoutMinor: 0 });
    }
    const cursorBefore = (await cursorRow())?.cursor;
    expect(cursorBefore).toBe(String(start));
    const results = await Promise.all([syncOk(), syncOk(), syncOk()]);
    expect(results.reduce((sum, r) => sum + r.added, 0)).toBe(BET_PAGE_SIZE + 40);
    expect(results.every((r) => r.complete && r.error === null)).toBe(true);
    expect(await rowsOf(p.id)).toHaveLength(BET_PAGE_SIZE + 40);
    expect(await cursorRow()).toMatchObject({ cursor: String(vendor.bets.length) });
  });
});
