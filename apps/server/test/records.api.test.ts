import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '@portal/shared/date-range';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { balanceAfter, seedLedgerHistory } from './records-seed.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DAY = 86_400_000;
const clock = manualClock(new Date('2030-06-15T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false } });
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: await operatorAuth(t.app),
    payload: { wallet: { transferVendors: ['PG'] }, currency: { decimals: 2 } },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

async function player() {
  const member = await registerMember(t.app);
  return { ...member, id: await memberIdOf(t, member.username) };
}

/** Money moved at a given moment of the test clock. */
async function at(when: string | Date, move: () => Promise<unknown>) {
  const saved = clock.now();
  clock.set(when);
  try {
    await move();
  } finally {
    clock.set(saved);
  }
}

const get = (authorization: string, url: string, query: object) =>
  t.app.inject({
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization, language: 'en' },
  });

const lastDays = (days: number) => ({
  from: new Date(clock.now().getTime() - days * DAY).toISOString(),
  to: new Date(clock.now().getTime() + DAY).toISOString(),
});

describe('GET /wps/records/transactions (account record)', () => {
  it('lists every movement of the member’s wallets, newest first, signed, with the balance after', async () => {
    const p = await player();
    await fundWallet(t, p.id, 10_000, 'main', 'adjustment', { clock });
    clock.advance(1000);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: p.authorization, 'idempotency-key': newKey() },
      payload: { from: 'main', to: 'vendor:PG', amount: 12.34 },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const res = await get(p.authorization, '/wps/records/transactions', lastDays(7));
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ page: 1, pageSize: 20, total: 3, totalPages: 1, totalCapped: false });
    // The transfer is two rows (out of main, into the vendor wallet), then the adjustment.
    expect(
      value.items.map((i: { kind: string; wallet: string; amount: number; balanceAfter: number }) => [
        i.kind,
        i.wallet,
        i.amount,
        i.balanceAfter,
      ]),
    ).toEqual([
      ['transfer', 'vendor:PG', 12.34, 12.34],
      ['transfer', 'main', -12.34, 87.66],
      ['adjustment', 'main', 100, 100],
    ]);
    expect(value.items[0]).toMatchObject({ reference: 'main>vendor:PG', createdAt: '2030-06-15T12:00:01.000Z' });
    expect(Object.keys(value.items[0]).sort()).toEqual(
      [
        'amount',
        'balanceAfter',
        'createdAt',
        'id',
        'kind',
        'reference',
        'transactionId',
        'wallet',
        'walletName',
      ].sort(),
    );
    await expectLedgerReconciles(t.database);
  });

  it('filters by kind and by the date presets, and pages by page numbers', async () => {
    const p = await player();
    // 25 deposits today, 5 bets 10 days ago, 3 adjustments 20 days ago, 1 in 3 days (the clock runs ahead).
    const now = clock.now().getTime();
    await at(new Date(now - 20 * DAY), async () => {
      for (let i = 0; i < 3; i++) await fundWallet(t, p.id, 100, 'main', 'adjustment', { clock });
    });
    await at(new Date(now - 10 * DAY), async () => {
      for (let i = 0; i < 5; i++) await fundWallet(t, p.id, -10, 'main', 'bet', { clock, source: 'game:PG' });
    });
    for (let i = 0; i < 25; i++) {
      clock.advance(1);
      await fundWallet(t, p.id, 1_000 + i, 'main', 'deposit', { clock });
    }
    await at(new Date(now + 3 * DAY), () => fundWallet(t, p.id, 7, 'main', 'adjustment', { clock }));

    const tz = -180; // the player's clock: UTC-3
    const range = (preset: 'previous7' | 'previous30' | 'next7' | 'next30') => presetRange(preset, clock.now(), tz);
    const count = async (query: object) =>
      (await get(p.authorization, '/wps/records/transactions', query)).json().value.total as number;
    expect(await count(range('previous7'))).toBe(25);
    expect(await count(range('previous30'))).toBe(33);
    expect(await count(range('next7'))).toBe(26);
    expect(await count(range('next30'))).toBe(26);
    expect(await count({ ...range('previous30'), kind: 'bet' })).toBe(5);
    expect(await count({ ...range('previous30'), kind: 'adjustment' })).toBe(3);
    expect(await count({ ...range('previous30'), kind: 'withdrawal' })).toBe(0);

    const page = async (n: number) =>
      (
        await get(p.authorization, '/wps/records/transactions', { ...range('previous30'), page: n, pageSize: 10 })
      ).json().value;
    const first = await page(1);
    expect(first).toMatchObject({ total: 33, totalPages: 4, page: 1 });
    expect(first.items[0].amount).toBe(10.24);
    const last = await page(4);
    expect(last.items.map((i: { kind: string }) => i.kind)).toEqual(['adjustment', 'adjustment', 'adjustment']);
    const all = [...first.items, ...(await page(2)).items, ...(await page(3)).items, ...last.items];
    expect(new Set(all.map((i: { id: number }) => i.id)).size).toBe(33);
    expect((await page(5)).items).toEqual([]);
    await expectLedgerReconciles(t.database);
  });

  it("never shows another player's movements", async () => {
    const a = await player();
    const b = await player();
    await fundWallet(t, a.id, 5_000, 'main', 'adjustment', { clock });
    const res = await get(b.authorization, '/wps/records/transactions', lastDays(30));
    expect(res.json().value).toMatchObject({ items: [], total: 0, totalPages: 0 });
    const other = await get(b.authorization, '/wps/records/transactions', { ...lastDays(30), memberId: a.id });
    expect(other.statusCode).toBe(400);
  });

  it('refuses bad ranges, kinds and pages with VALIDATION_FAILED, and needs a token', async () => {
    const p = await player();
    const now = clock.now().toISOString();
    const bad: Record<string, string | number>[] = [
      { from: now, to: now },
      { from: now, to: new Date(clock.now().getTime() - DAY).toISOString() },
      { from: new Date(clock.now().getTime() - 100 * DAY).toISOString(), to: now },
      { from: 'yesterday', to: now },
      { to: now },
      { ...lastDays(7), kind: "bet' or 1=1" },
      { ...lastDays(7), page: 0 },
      { ...lastDays(7), page: 'x' },
      { ...lastDays(7), pageSize: 1000 },
    ];
    for (const query of bad) {
      const res = await get(p.authorization, '/wps/records/transactions', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ url: '/wps/records/transactions', query: lastDays(7) })).statusCode).toBe(401);
  });
});

describe('GET /wps/records/bonus (bonus details)', () => {
  it('lists only the bonus wallet’s movements', async () => {
    const p = await player();
    await fundWallet(t, p.id, 2_000, 'main', 'deposit', { clock });
    await fundWallet(t, p.id, 500, 'bonus', 'bonus', { clock, source: 'promotion' });
    const res = await get(p.authorization, '/wps/records/bonus', lastDays(7));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.items).toEqual([
      expect.objectContaining({ kind: 'bonus', wallet: 'bonus', amount: 5, balanceAfter: 5 }),
    ]);
    await expectLedgerReconciles(t.database);
  });
});

describe('GET /wps/records/profit (personal profit and loss)', () => {
  it('sums bets, wins and refunds by the player’s day and product from the ledger', async () => {
    const p = await player();
    await fundWallet(t, p.id, 100_000, 'main', 'deposit', { clock });
    const move = (minor: number, kind: string, source: string) =>
      fundWallet(t, p.id, minor, 'main', kind, { clock, source });
    // 2030-06-15 12:00 UTC and 2030-06-14 23:30 UTC (which is the 15th at UTC+1).
    await move(-1_000, 'bet', 'game:PG');
    await move(2_500, 'win', 'game:PG');
    await move(-300, 'bet', 'lottery');
    await move(300, 'refund', 'lottery');
    await at('2030-06-14T23:30:00Z', () => move(-700, 'bet', 'game:PG'));
    const query = { ...lastDays(7), tzOffset: 0 };
    const res = await get(p.authorization, '/wps/records/profit', query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      rows: [
        { day: '2030-06-15', product: 'PG', vendorName: null, bets: 10, wins: 25, refunds: 0, profit: 15 },
        { day: '2030-06-15', product: 'lottery', vendorName: null, bets: 3, wins: 0, refunds: 3, profit: 0 },
        { day: '2030-06-14', product: 'PG', vendorName: null, bets: 7, wins: 0, refunds: 0, profit: -7 },
      ],
      total: { bets: 20, wins: 25, refunds: 3, profit: 8 },
    });
    const east = (await get(p.authorization, '/wps/records/profit', { ...query, tzOffset: 60 })).json().value;
    expect(east.rows).toContainEqual({
      day: '2030-06-15',
      product: 'PG',
      vendorName: null,
      bets: 17,
      wins: 25,
      refunds: 0,
      profit: 8,
    });
    const other = await player();
    expect((await get(other.authorization, '/wps/records/profit', query)).json().value.rows).toEqual([]);
    await expectLedgerReconciles(t.database);
  });
});

describe('GET /wps/records/bets (betting record)', () => {
  it('reads the bets view: the member’s own, newest first, by product, with profit', async () => {
    const p = await player();
    const other = await player();
    const placed = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000);
    // The games and lottery issues write bets; here the rows they will write stand in directly.
    await t.database.db
      .insertInto('bets')
      .values([
        {
          member_id: p.id,
          product: 'RNG',
          vendor: 'PG',
          game_code: 'fortune-ox',
          game_name: 'Fortune Ox',
          round_id: 'r1',
          currency: 'BRL',
          stake_minor: 500,
          valid_bet_minor: 500,
          payout_minor: 1200,
          status: 'settled',
          placed_at: placed(30),
          settled_at: placed(29),
        },
        {
          member_id: p.id,
          product: 'LOTT',
          vendor: 'TCG',
          game_code: 'vn-north',
          game_name: null,
          round_id: null,
          currency: 'BRL',
          stake_minor: 1000,
          status: 'pending',
          placed_at: placed(10),
        },
        {
          member_id: other.id,
          product: 'RNG',
          vendor: 'PG',
          game_code: 'fortune-ox',
          game_name: 'Fortune Ox',
          round_id: 'r9',
          currency: 'BRL',
          stake_minor: 9_900,
          status: 'pending',
          placed_at: placed(5),
        },
      ])
      .execute();
    const res = await get(p.authorization, '/wps/records/bets', lastDays(7));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ total: 2, totalPages: 1 });
    expect(res.json().value.items).toEqual([
      expect.objectContaining({
        product: 'LOTT',
        stake: 10,
        payout: 0,
        profit: -10,
        status: 'pending',
        settledAt: null,
      }),
      expect.objectContaining({
        product: 'RNG',
        gameName: 'Fortune Ox',
        stake: 5,
        payout: 12,
        profit: 7,
        status: 'settled',
      }),
    ]);
    const rng = await get(p.authorization, '/wps/records/bets', { ...lastDays(7), product: 'RNG' });
    expect(rng.json().value.items).toHaveLength(1);
    const fresh = await player();
    expect((await get(fresh.authorization, '/wps/records/bets', lastDays(7))).json().value).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

describe('names in the records (issue 31: no raw codes)', () => {
  /** A vendor with a wallet and a game named in two languages, and a lottery game named in six. */
  async function catalogue() {
    const vendor = `NV${randomBytes(4).toString('hex').toUpperCase()}`;
    await t.database.db
      .insertInto('game_vendors')
      .values({ code: vendor, name: 'Named Vendor', account_type_name: vendor, wallet_model: 'transfer' })
      .execute();
    await t.database.db
      .insertInto('games')
      .values({
        vendor_code: vendor,
        game_code: 'lucky-cat',
        node_id: `${vendor}:lucky-cat`,
        game_type: 'RNG',
        category: 'RNG',
        name: JSON.stringify({ en: 'Lucky Cat', 'pt-BR': 'Gato da Sorte' }),
      })
      .execute();
    const lottery = `L${vendor}`.slice(0, 20);
    await t.database.db
      .insertInto('lottery_games')
      .values({
        code: lottery,
        name: '5D 5 phút',
        names: JSON.stringify({ en: '5D 5 minutes', 'pt-BR': '5D 5 minutos', vi: '5D 5 phút' }),
        market: 'DIGIT5',
        product: 'ELOTT',
        interval_seconds: 300,
        result_source: 'rng',
        liability_limit_minor: 1_000_000,
      })
      .execute();
    return { vendor, lottery };
  }

  it('names each bet’s game from the catalogue in the request language, and its vendor by name', async () => {
    const { vendor, lottery } = await catalogue();
    const p = await player();
    const placed = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000);
    const bet = (
      minutesAgo: number,
      row: { product: string; vendor: string; game_code: string; game_name: string },
    ) => ({
      ...row,
      member_id: p.id,
      round_id: null,
      currency: 'BRL',
      stake_minor: 100,
      status: 'pending' as const,
      placed_at: placed(minutesAgo),
    });
    await t.database.db
      .insertInto('bets')
      .values([
        bet(3, { product: 'RNG', vendor, game_code: 'lucky-cat', game_name: 'Lucky Cat' }),
        bet(2, { product: 'ELOTT', vendor: 'LOTTERY', game_code: lottery, game_name: '5D 5 phút' }),
        // A game the catalogue no longer lists keeps the name it was written with.
        bet(1, { product: 'RNG', vendor: 'GONE_VENDOR', game_code: 'old', game_name: 'Old Game' }),
      ])
      .execute();
    const names = async (language: string) => {
      const res = await t.app.inject({
        url: '/wps/records/bets',
        query: lastDays(1),
        headers: { authorization: p.authorization, language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .value.items.map((i: { gameName: string; vendorName: string | null }) => [i.gameName, i.vendorName]);
    };
    expect(await names('pt-BR')).toEqual([
      ['Old Game', null],
      ['5D 5 minutos', null],
      ['Gato da Sorte', 'Named Vendor'],
    ]);
    // A language the catalogue lacks: the game's English name, the lottery's own (its market's).
    expect(await names('th')).toEqual([
      ['Old Game', null],
      ['5D 5 phút', null],
      ['Lucky Cat', 'Named Vendor'],
    ]);
  });

  it('names vendor wallets and profit rows by the vendor, never by its code', async () => {
    const { vendor } = await catalogue();
    const p = await player();
    await fundWallet(t, p.id, 1_000, 'main', 'deposit', { clock });
    await fundWallet(t, p.id, 500, `vendor:${vendor}`, 'adjustment', { clock });
    await fundWallet(t, p.id, -200, 'main', 'bet', { clock, source: `game:${vendor}` });
    const ledger = (await get(p.authorization, '/wps/records/transactions', lastDays(1))).json().value.items;
    expect(ledger.map((i: { wallet: string; walletName: string | null }) => [i.wallet, i.walletName])).toEqual([
      ['main', null],
      [`vendor:${vendor}`, 'Named Vendor'],
      ['main', null],
    ]);
    const profit = (await get(p.authorization, '/wps/records/profit', { ...lastDays(1), tzOffset: 0 })).json().value;
    expect(profit.rows).toEqual([expect.objectContaining({ product: vendor, vendorName: 'Named Vendor', bets: 2 })]);
  });
});

describe.runIf(onPostgres)('a long history (PostgreSQL)', () => {
  it('answers the right page for a player with 100,000 entries', async () => {
    const p = await player();
    const accounts = createLedgerAccounts({ db: t.database.db });
    const count = 100_000;
    const stepMs = 20_000; // 100,000 entries over about 23 days before the clock
    const start = new Date(clock.now().getTime() - (count + 1) * stepMs);
    await seedLedgerHistory(t.database.db, {
      memberId: p.id,
      playerAccountId: await accounts.player(p.id, 'main', 'BRL'),
      systemAccountId: await accounts.system(`house:seed${p.id}`, 'BRL', p.id),
      count,
      start,
      stepMs,
    });
    const res = await get(p.authorization, '/wps/records/transactions', { ...lastDays(30), page: 3, pageSize: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    // Counted 10 pages past the one asked for: 13 pages, and more.
    expect(value).toMatchObject({ total: 260, totalPages: 13, totalCapped: true, page: 3 });
    // Newest first: page 3 starts at the 41st newest, the seeded transaction count − 40.
    const g = count - 40;
    expect(value.items).toHaveLength(20);
    expect(value.items[0]).toMatchObject({
      kind: g % 2 ? 'deposit' : 'bet',
      amount: g % 2 ? 3 : -2,
      balanceAfter: balanceAfter(g) / 100,
      createdAt: new Date(start.getTime() + g * stepMs).toISOString(),
    });
    expect(value.items[19].balanceAfter).toBe(balanceAfter(g - 19) / 100);
    const bets = await get(p.authorization, '/wps/records/transactions', { ...lastDays(30), kind: 'bet', page: 2 });
    expect(bets.json().value.items[0]).toMatchObject({ kind: 'bet', balanceAfter: balanceAfter(count - 40) / 100 });
    await expectLedgerReconciles(t.database);
  }, 120_000);
});
