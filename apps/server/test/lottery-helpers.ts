import { sql } from 'kysely';
import { expect } from 'vitest';
import type { LotteryMarket } from '../src/db/column-types.ts';
import { createLedgerAccounts } from '../src/features/wallet/ledger/accounts.ts';
import { createLedgerBatch } from '../src/features/wallet/ledger/batch.ts';
import type { ResultRow } from '../src/features/lottery/fair-draw.ts';
import { settlePeriodIn } from '../src/features/lottery/settlement.ts';
import type { Clock } from '../src/platform/clock.ts';
import { operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet, memberIdOf, newKey } from './wallet-helpers.ts';

export interface Player {
  id: number;
  authorization: string;
}

/** A registered member with `amountMinor` in the main wallet. */
export async function fundedPlayer(t: TestApp, amountMinor: number): Promise<Player> {
  const member = await registerMember(t.app);
  const id = await memberIdOf(t, member.username);
  if (amountMinor > 0) await fundWallet(t, id, amountMinor);
  return { id, authorization: member.authorization };
}

export async function mainBalanceMinor(t: TestApp, memberId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('code', '=', 'main')
    .executeTakeFirst();
  return row?.balance_minor ?? 0;
}

let gameSerial = 0;

/**
 * A lottery game of the test's own. A fast game whose results the test records itself is made
 * with result_source 'operator' and a long interval, so one period stays open while bets go in.
 */
export async function createGame(
  t: TestApp,
  market: LotteryMarket,
  options: {
    source?: 'rng' | 'operator' | 'demo_feed';
    intervalSeconds?: number;
    limitMinor?: number;
    closeBefore?: number;
  } = {},
): Promise<string> {
  gameSerial += 1;
  const code = `T${market.slice(0, 4)}${process.pid % 1000}${gameSerial}`.slice(0, 20).replace(/[^A-Z0-9_]/g, '');
  const vn = market === 'XSMB' || market === 'XSMN' || market === 'XSMT';
  await t.database.db
    .insertInto('lottery_games')
    .values({
      code,
      name: `Test ${market}`,
      market,
      product: vn ? 'LOTT' : 'ELOTT',
      interval_seconds: vn ? null : (options.intervalSeconds ?? 3600),
      draw_time: vn ? (market === 'XSMB' ? '18:15' : market === 'XSMN' ? '16:15' : '17:15') : null,
      close_before_seconds: options.closeBefore ?? 60,
      result_source: options.source ?? 'operator',
      liability_limit_minor: options.limitMinor ?? 1_000_000_000_000,
    })
    .execute();
  return code;
}

const operatorHeaders = new WeakMap<TestApp['app'], { authorization: string }>();

/**
 * The operator's header, signed in once per app: the sign-in call allows 20 a minute, and these
 * tests call the operator often (apps that jump the clock set a long operator idle limit).
 */
export async function adminAuth(t: TestApp) {
  let headers = operatorHeaders.get(t.app);
  if (!headers) {
    headers = await operatorAuth(t.app);
    operatorHeaders.set(t.app, headers);
  }
  return headers;
}

export async function tick(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/lottery/scheduler/tick',
    headers: await adminAuth(t),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { opened: number; closed: number; drawn: number; confirmed: number };
}

export async function placeSlip(t: TestApp, player: Player, payload: Record<string, unknown>, key = newKey()) {
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/lgw/lottery/bets',
      headers: { authorization: player.authorization, 'idempotency-key': key, language: 'en' },
      payload,
    });
  const res = await send();
  // Suites on the real clock tick once: across a period's close (the top of the hour for the
  // hourly test games) the next period opens only at the scheduler's next tick, as in production.
  // A slip for "the open period" (no issue named) then ticks and tries again; one that names an
  // issue keeps its refusal (tests of the close ask for it). A fast game closes a few seconds before
  // its draw and the next period opens only at the draw, so across that short window it keeps trying;
  // a game closed for long (a Vietnamese market after its cut-off) answers its refusal at once.
  const closed = (r: typeof res) => r.statusCode === 422 && r.json().code === 'LOTTERY_PERIOD_CLOSED';
  if (payload.issue !== undefined || !closed(res)) return res;
  const game = await t.database.db
    .selectFrom('lottery_games')
    .select('close_before_seconds')
    .where('code', '=', String(payload.gameCode))
    .executeTakeFirst();
  const deadline = Date.now() + (game && game.close_before_seconds <= 60 ? (game.close_before_seconds + 5) * 1000 : 0);
  for (;;) {
    await tick(t);
    const again = await send();
    if (!closed(again) || Date.now() >= deadline) return again;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function openPeriodOf(t: TestApp, gameCode: string) {
  const { rows } = await sql<{ id: number; issue: string; station_code: string | null }>`
    select p.id, p.issue, p.station_code from lottery_periods p join lottery_games g on g.id = p.game_id
    where g.code = ${gameCode} and p.status = 'open' order by p.draw_at, p.id limit 1`.execute(t.database.db);
  return rows[0]!;
}

/** Records result rows and settles the period as the engine does, in one transaction (fast-market fixtures). */
export async function settleWith(t: TestApp, periodId: number, rows: ResultRow[], clock: Clock) {
  const db = t.database.db;
  const batch = createLedgerBatch({ clock, accounts: createLedgerAccounts({ db }) });
  const currency = (await t.app.inject({ url: '/wps/system/status' })).json().value.currency.code as string;
  return db.transaction().execute(async (trx) => {
    const { rows: found } = await sql<{ market: LotteryMarket; product: string; round: number }>`
      select g.market, g.product, p.round from lottery_periods p join lottery_games g on g.id = p.game_id
      where p.id = ${periodId} for update of p`.execute(trx);
    const period = found[0]!;
    await trx.updateTable('lottery_periods').set({ status: 'drawn' }).where('id', '=', periodId).execute();
    await trx
      .insertInto('lottery_results')
      .values(rows.map((r) => ({ period_id: periodId, ...r })))
      .execute();
    return settlePeriodIn(trx, batch, { id: periodId, ...period, currency }, clock.now());
  });
}

/** Each bet of a slip with its payout in minor units. */
export async function betPayouts(t: TestApp, slipId: number) {
  const { rows } = await sql<{
    bet_id: number;
    bet_type: string;
    picks: string;
    payout_minor: number;
    stake_minor: number;
    status: string;
  }>`
    select l.bet_id, l.bet_type, l.picks, b.payout_minor, b.stake_minor, b.status
    from lottery_bets l join bet_records b on b.id = l.bet_id where l.slip_id = ${slipId} order by l.bet_id`.execute(
    t.database.db,
  );
  return rows;
}

/** An XSMB result in the operator's format, from 27 numbers in prize order. */
export function northPrizes(numbers: string[]): Record<string, string[]> {
  const counts: [string, number][] = [
    ['special', 1],
    ['first', 1],
    ['second', 2],
    ['third', 6],
    ['fourth', 4],
    ['fifth', 6],
    ['sixth', 3],
    ['seventh', 4],
  ];
  const prizes: Record<string, string[]> = {};
  let at = 0;
  for (const [name, count] of counts) {
    prizes[name] = numbers.slice(at, at + count);
    at += count;
  }
  return prizes;
}

/**
 * A hand-checked XSMB result: special 98765; 65 ends four prizes (special, first, sixth 765,
 * seventh 65), 765 ends two; the seventh prize is 21, 22, 23, 65.
 */
export const NORTH_RESULT = northPrizes([
  '98765',
  '10265',
  '20001',
  '30002',
  '40003',
  '50004',
  '60005',
  '70006',
  '80007',
  '90008',
  '1109',
  '1210',
  '1311',
  '1412',
  '1513',
  '1614',
  '1715',
  '1816',
  '1917',
  '2018',
  '765',
  '119',
  '120',
  '21',
  '22',
  '23',
  '65',
]);
