import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  NORTH_RESULT,
  openPeriodOf,
  placeSlip,
  tick,
  type Player,
} from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * Winners-only settlement (decision 029): settling writes the winners' payout rows and one ledger
 * batch, never the bets rows, yet every reader sees a settled bet with its payout; a correction
 * writes and pays the differences only; a cancel takes back what was paid. The ledger reconciles.
 */

const clock = manualClock(new Date('2030-07-01T12:05:00Z'));
let t: TestApp;
const FUNDS = 1_000_000;
const REASON = 'Special prize and sixth prize misread from the broadcast';
// The correction: 65 ends two prizes only (first, seventh), the special ends in 01; 21 unchanged.
const corrected = { ...NORTH_RESULT, special: ['98701'], sixth: ['701', '119', '120'] };

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 100_000, OPERATOR_SESSION_IDLE_MINUTES: 100_000 },
  });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

async function enter(periodId: number, prizes: Record<string, string[]>, correct = false) {
  return t.app.inject({
    method: 'POST',
    url: `/admin/api/lottery/periods/${periodId}/result`,
    headers: await adminAuth(t),
    payload: { prizes, correct, ...(correct ? { reason: REASON } : {}) },
  });
}

/** The slip's bets as stored (row version, status, payout) and as read (bet_records), by pick. */
async function betsOf(slipId: number) {
  const { rows } = await sql<{
    picks: string;
    bet_type: string;
    xmin: string;
    stored_status: string;
    stored_payout: number;
    stored_settled_at: Date | null;
    status: string;
    payout_minor: number;
    settled_at: Date | null;
  }>`select l.picks, l.bet_type, b.xmin::text as xmin, b.status as stored_status, b.payout_minor as stored_payout,
      b.settled_at as stored_settled_at, r.status, r.payout_minor, r.settled_at
    from lottery_bets l join bets b on b.id = l.bet_id join bet_records r on r.id = l.bet_id
    where l.slip_id = ${slipId} order by l.bet_id`.execute(t.database.db);
  return rows;
}

async function payoutRows(periodId: number) {
  const { rows } = await sql<{
    bet_type: string;
    picks: string;
    round: number;
    payout_minor: number;
    change_minor: number;
  }>`
    select l.bet_type, l.picks, p.round, p.payout_minor, p.change_minor
    from lottery_payouts p join lottery_bets l on l.bet_id = p.bet_id
    where p.period_id = ${periodId} order by p.bet_id`.execute(t.database.db);
  return rows.map((r) => [r.bet_type, r.picks, r.round, r.payout_minor, r.change_minor]);
}

async function playerLines(transactionId: number) {
  const { rows } = await sql<{ amount_minor: number }>`select e.amount_minor from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    where e.transaction_id = ${transactionId} and a.member_id is not null order by e.id`.execute(t.database.db);
  return rows.map((r) => r.amount_minor);
}

async function roundsOf(periodId: number) {
  return t.database.db
    .selectFrom('lottery_settlements')
    .select(['round', 'transaction_id', 'reversal_transaction_id', 'winners', 'payout_minor'])
    .where('period_id', '=', periodId)
    .orderBy('round')
    .execute();
}

/**
 * The member's loyalty totals from bets: the events still waiting plus what the loyalty stream
 * already counted (it moves events into loyalty_daily in the background, each once).
 */
async function loyaltyOf(memberId: number) {
  const { rows } = await sql<{ rounds: string; valid: string; stake: string; payout: string }>`
    select coalesce(sum(rounds), 0)::text as rounds, coalesce(sum(valid_minor), 0)::text as valid,
      coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(payout_minor), 0)::text as payout
    from (
      select rounds, valid_minor, stake_minor, payout_minor from loyalty_events where member_id = ${memberId} and kind = 'bet'
      union all
      select rounds, valid_minor, stake_minor, payout_minor from loyalty_daily where member_id = ${memberId}
    ) counted`.execute(t.database.db);
  const r = rows[0]!;
  return [Number(r.rounds), Number(r.valid), Number(r.stake), Number(r.payout)];
}

describe('winners-only lottery settlement', () => {
  let code: string;
  let player: Player;
  let period: { id: number };
  let slipId: number;
  let placedVersions: string[];

  it('settles without touching a bet row, and every reader sees the settled bets with their payouts', async () => {
    code = await createGame(t, 'XSMB');
    await tick(t);
    player = await fundedPlayer(t, FUNDS);
    period = await openPeriodOf(t, code);
    const placed = await placeSlip(t, player, {
      gameCode: code,
      lines: [
        { type: 'lo2', numbers: ['21', '65', '99'], unit: 1 },
        { type: 'de', numbers: ['65', '01'], unit: 1 },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    slipId = placed.json().value.slipId as number;
    const before = await betsOf(slipId);
    placedVersions = before.map((b) => b.xmin);
    expect(before.every((b) => b.status === 'pending')).toBe(true);

    clock.set('2030-07-02T11:20:00Z');
    const recorded = await enter(period.id, NORTH_RESULT);
    expect(recorded.statusCode, recorded.body).toBe(200);
    // lô 21 once (the seventh prize), lô 65 four times, đề 65 (the special): 98 and 95 per unit.
    expect(recorded.json().value.settlement).toEqual({ round: 1, bets: 5, winners: 3, payout: 98 + 4 * 98 + 95 });

    const after = await betsOf(slipId);
    // The same row versions: settlement wrote no bet row; the rows still say what placement wrote.
    expect(after.map((b) => b.xmin)).toEqual(placedVersions);
    expect(after.map((b) => [b.stored_status, b.stored_payout, b.stored_settled_at])).toEqual(
      after.map(() => ['pending', 0, null]),
    );
    expect(after.map((b) => [b.bet_type, b.picks, b.status, b.payout_minor])).toEqual([
      ['lo2', '21', 'settled', 9800],
      ['lo2', '65', 'settled', 39_200],
      ['lo2', '99', 'settled', 0],
      ['de', '65', 'settled', 9500],
      ['de', '01', 'settled', 0],
    ]);
    expect(after.every((b) => b.settled_at?.toISOString() === '2030-07-02T11:20:00.000Z')).toBe(true);
    // Winners only: one payout row per winning bet.
    expect(await payoutRows(period.id)).toEqual([
      ['lo2', '21', 1, 9800, 9800],
      ['lo2', '65', 1, 39_200, 39_200],
      ['de', '65', 1, 9500, 9500],
    ]);
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS - 3 * 2700 - 200 + 9800 + 39_200 + 9500);
    // Loyalty counts the settled bets (rounds, valid bet, stake, payout) though no bet row changed.
    expect(await loyaltyOf(player.id)).toEqual([5, 8300, 8300, 58_500]);

    // The player's betting record and the back office's member page read the derived values too.
    const records = await t.app.inject({
      url: '/wps/records/bets',
      query: { from: '2030-06-30T00:00:00Z', to: '2030-07-03T00:00:00Z', pageSize: '50' },
      headers: { authorization: player.authorization, language: 'en' },
    });
    expect(records.statusCode, records.body).toBe(200);
    const items = records.json().value.items as { status: string; payout: number; settledAt: string | null }[];
    expect(items.map((i) => [i.status, i.payout]).sort()).toEqual(
      [
        ['settled', 0],
        ['settled', 0],
        ['settled', 95],
        ['settled', 98],
        ['settled', 392],
      ].sort(),
    );
    expect(items.every((i) => i.settledAt === '2030-07-02T11:20:00.000Z')).toBe(true);
    const slips = await t.app.inject({
      url: '/lgw/lottery/bets',
      headers: { authorization: player.authorization, language: 'en' },
    });
    expect(slips.statusCode, slips.body).toBe(200);
    expect(slips.json().value.items[0]).toMatchObject({ slipId, payout: 98 + 392 + 95 });
  });

  it('re-settles a correction with the differences only: a bet paid the same gets no line', async () => {
    const balance = await mainBalanceMinor(t, player.id);
    const fixed = await enter(period.id, corrected, true);
    expect(fixed.statusCode, fixed.body).toBe(200);
    // lô 21 unchanged, lô 65 twice now, đề 65 loses, đề 01 wins.
    expect(fixed.json().value.settlement).toEqual({ round: 2, bets: 5, winners: 3, payout: 98 + 2 * 98 + 95 });
    expect(await payoutRows(period.id)).toEqual([
      ['lo2', '21', 1, 9800, 9800],
      ['lo2', '65', 2, 19_600, -19_600],
      ['de', '65', 2, 0, -9500],
      ['de', '01', 2, 9500, 9500],
    ]);
    const rounds = await roundsOf(period.id);
    expect(rounds.map((r) => [r.round, r.winners, r.payout_minor, r.reversal_transaction_id])).toEqual([
      [1, 3, 58_500, null],
      [2, 3, 38_900, null],
    ]);
    // The second batch: the three differences netted into the player's one line (+9,500 − 19,600
    // − 9,500); nothing for lô 21.
    expect(await playerLines(rounds[1]!.transaction_id!)).toEqual([-19_600]);
    expect(await mainBalanceMinor(t, player.id)).toBe(balance - 19_600);
    expect(await loyaltyOf(player.id)).toEqual([5, 8300, 8300, 38_900]);

    const after = await betsOf(slipId);
    expect(after.map((b) => b.xmin)).toEqual(placedVersions);
    expect(after.map((b) => [b.picks, b.bet_type, b.status, b.payout_minor])).toEqual([
      ['21', 'lo2', 'settled', 9800],
      ['65', 'lo2', 'settled', 19_600],
      ['99', 'lo2', 'settled', 0],
      ['65', 'de', 'settled', 0],
      ['01', 'de', 'settled', 9500],
    ]);
    await expectLedgerReconciles(t.database);

    // The same correction again is a replay: nothing written, nothing paid.
    expect((await enter(period.id, corrected, true)).json().value).toMatchObject({ replayed: true, settlement: null });
    expect(await mainBalanceMinor(t, player.id)).toBe(balance - 19_600);
  });

  it('a cancel takes back what was paid (every round) and refunds the stakes; the bets read cancelled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${period.id}/cancel`,
      headers: await adminAuth(t),
      payload: { reason: 'draw voided by the lottery company' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mainBalanceMinor(t, player.id)).toBe(FUNDS);
    const rounds = await roundsOf(period.id);
    expect(rounds[1]!.reversal_transaction_id).not.toBeNull();
    // Every payout still held (9,800 + 19,600 + 9,500), taken back as the player's one line.
    expect(await playerLines(rounds[1]!.reversal_transaction_id!)).toEqual([-38_900]);
    expect(await payoutRows(period.id)).toEqual([]);
    expect(await loyaltyOf(player.id)).toEqual([0, 0, 0, 0]);
    const after = await betsOf(slipId);
    expect(after.map((b) => [b.status, b.payout_minor, b.settled_at])).toEqual(after.map(() => ['cancelled', 0, null]));
    await expectLedgerReconciles(t.database);
  });

  it('refuses a correction that takes back more than the player still holds, and moves nothing', async () => {
    clock.set('2030-07-02T12:00:00Z');
    await tick(t);
    const poor = await fundedPlayer(t, 100);
    const next = await openPeriodOf(t, code);
    const placed = await placeSlip(t, poor, { gameCode: code, lines: [{ type: 'de', numbers: ['65'], unit: 1 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    clock.set('2030-07-03T11:20:00Z');
    // The next day's period opens (before the result: a tick after it would confirm this one).
    await tick(t);
    expect((await enter(next.id, NORTH_RESULT)).statusCode).toBe(200);
    expect(await mainBalanceMinor(t, poor.id)).toBe(9500);
    // The win spent on another slip (the next period), so the wallet cannot give it back.
    const later = await openPeriodOf(t, code);
    expect(later.id).not.toBe(next.id);
    const spent = await placeSlip(t, poor, { gameCode: code, lines: [{ type: 'de', numbers: ['11'], unit: 90 }] });
    expect(spent.statusCode, spent.body).toBe(200);
    const left = await mainBalanceMinor(t, poor.id);
    expect(left).toBe(500);

    const refused = await enter(next.id, corrected, true);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await mainBalanceMinor(t, poor.id)).toBe(left);
    expect((await roundsOf(next.id)).map((r) => r.round)).toEqual([1]);
    expect(await payoutRows(next.id)).toEqual([['de', '65', 1, 9500, 9500]]);
  });
});
