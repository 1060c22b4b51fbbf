import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryMarket } from '../src/db/column-types.ts';
import { menuOf } from '../src/features/lottery/bet-menu.ts';
import { drawResult, type ResultRow } from '../src/features/lottery/fair-draw.ts';
import { fairStream } from '../src/platform/fair-stream.ts';
import {
  createGame,
  fundedPlayer,
  mainBalanceMinor,
  openPeriodOf,
  placeSlip,
  settleWith,
  tick,
} from './lottery-helpers.ts';
import { createTestApp, expectLedgerReconciles, manualClock, type TestApp } from './test-app.ts';

/*
 * For random results and random bets, the set-based settlement (SQL over fact keys) pays exactly
 * what a straightforward computation bet by bet, written again here from the rules, pays.
 */

interface PlacedBet {
  type: string;
  picks: string[];
  position: number | null;
  base: number;
  odds: number[];
}

const last = (s: string, n: number) => s.slice(-n);

/** The rules read literally, bet by bet, from the result rows. */
function referencePayout(market: LotteryMarket, rows: ResultRow[], bet: PlacedBet): number {
  const pay = (oddsMilli: number, times = 1) => Math.floor((bet.base * oddsMilli * times) / 1000);
  if (market === 'KENO') {
    const balls = rows.map((r) => r.number);
    const sum = balls.reduce((s, b) => s + Number(b), 0);
    if (bet.type === 'keno_pick') return pay(bet.odds[bet.picks.filter((p) => balls.includes(p)).length] ?? 0);
    const side =
      bet.type === 'big_small' ? (sum > 810 ? 'BIG' : sum < 810 ? 'SMALL' : 'TIE') : sum % 2 ? 'ODD' : 'EVEN';
    return bet.picks[0] === side ? pay(bet.odds[0]!) : 0;
  }
  if (market === 'DIGIT5') {
    const balls = [...rows].sort((a, b) => a.idx - b.idx).map((r) => Number(r.number));
    const value = bet.position ? balls[bet.position - 1]! : balls.reduce((s, b) => s + b, 0);
    const big = bet.position ? value >= 5 : value >= 23;
    const side =
      bet.type === 'number'
        ? String(value)
        : bet.type === 'big_small'
          ? big
            ? 'BIG'
            : 'SMALL'
          : value % 2
            ? 'ODD'
            : 'EVEN';
    return bet.picks[0] === side ? pay(bet.odds[0]!) : 0;
  }
  const special = rows.find((r) => r.prize === 0)!.number;
  const head = market === 'XSMN' ? 8 : 7;
  const endings = rows.map((r) => last(r.number, 2));
  const p = bet.picks[0]!;
  const count = (list: string[], x: string) => list.filter((y) => y === x).length;
  switch (bet.type) {
    case 'lo2':
      return pay(bet.odds[0]!, count(endings, p));
    case 'lo3':
      return pay(
        bet.odds[0]!,
        count(
          rows.filter((r) => r.number.length >= 3).map((r) => last(r.number, 3)),
          p,
        ),
      );
    case 'de':
      return last(special, 2) === p ? pay(bet.odds[0]!) : 0;
    case 'de_dau':
      return pay(
        bet.odds[0]!,
        count(
          rows.filter((r) => r.prize === head).map((r) => last(r.number, 2)),
          p,
        ),
      );
    case 'dau':
      return last(special, 2)[0] === p ? pay(bet.odds[0]!) : 0;
    case 'duoi':
      return last(special, 1) === p ? pay(bet.odds[0]!) : 0;
    case 'cang3':
      return last(special, 3) === p ? pay(bet.odds[0]!) : 0;
    default:
      if (bet.type.startsWith('xien')) return bet.picks.every((x) => endings.includes(x)) ? pay(bet.odds[0]!) : 0;
      return bet.picks.some((x) => endings.includes(x)) ? 0 : pay(bet.odds[0]!);
  }
}

const clock = manualClock(new Date('2030-07-01T03:00:00Z'));
let t: TestApp;
const games = new Map<LotteryMarket, string>();
const MARKETS: LotteryMarket[] = ['XSMN', 'FAST_NORTH', 'KENO', 'DIGIT5'];

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { SEED_DEMO: false, MEMBER_SESSION_IDLE_MINUTES: 100_000, OPERATOR_SESSION_IDLE_MINUTES: 100_000 },
  });
  for (const market of MARKETS) games.set(market, await createGame(t, market, { intervalSeconds: 86_400 }));
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

/** A pick of the type's format: half the time one that the result holds, so bets win often. */
function pickFrom(format: string, rows: ResultRow[], seed: number, fromResult: boolean): string {
  const some = rows[seed % rows.length]!.number;
  switch (format) {
    case 'num2':
      return fromResult ? some.padStart(2, '0').slice(-2) : String(seed % 100).padStart(2, '0');
    case 'num3':
      return fromResult && some.length >= 3 ? some.slice(-3) : String(seed % 1000).padStart(3, '0');
    case 'digit':
      return fromResult ? some.slice(-1) : String(seed % 10);
    case 'keno':
      return fromResult ? some : String((seed % 80) + 1).padStart(2, '0');
    case 'big_small':
      return seed % 2 ? 'BIG' : 'SMALL';
    default:
      return seed % 2 ? 'ODD' : 'EVEN';
  }
}

describe('set-based settlement against the reference', () => {
  it('pays every bet what the reference computation pays', async () => {
    const lineArb = fc.record({
      typeIndex: fc.nat(),
      seeds: fc.array(fc.nat({ max: 1_000_000 }), { minLength: 10, maxLength: 10 }),
      fromResult: fc.boolean(),
      count: fc.integer({ min: 1, max: 10 }),
      position: fc.integer({ min: 0, max: 5 }),
      unit: fc.integer({ min: 1, max: 5 }),
      multiplier: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MARKETS),
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        async (market, lines) => {
          clock.advance(86_400_000);
          await tick(t);
          const code = games.get(market)!;
          const period = await openPeriodOf(t, code);
          const rows = drawResult(market, fairStream(randomBytes(32), code, period.issue));
          const menu = menuOf(market);
          const slipLines = lines.map((l) => {
            const type = menu[l.typeIndex % menu.length]!;
            const pool = type.format === 'big_small' || type.format === 'odd_even' ? 2 : 10;
            const wanted = type.perPick
              ? Math.min(l.count, 3, pool)
              : Math.max(type.picks[0], Math.min(type.picks[1], l.count));
            const picks: string[] = [];
            for (const s of l.seeds) {
              const pick = pickFrom(type.format, rows, s, l.fromResult && picks.length % 2 === 0);
              if (!picks.includes(pick)) picks.push(pick);
              if (picks.length === wanted) break;
            }
            // Not enough distinct picks from the seeds: fill in order.
            for (let n = 0; picks.length < wanted; n++) {
              const pick = pickFrom(type.format, rows, n, false);
              if (!picks.includes(pick)) picks.push(pick);
            }
            const position =
              type.position === 'required'
                ? Math.max(1, l.position)
                : type.position === 'optional' && l.position > 0
                  ? l.position
                  : undefined;
            return { type: type.code, numbers: picks, unit: l.unit, multiplier: l.multiplier, position };
          });
          const player = await fundedPlayer(t, 100_000_000);
          const res = await placeSlip(t, player, { gameCode: code, lines: slipLines });
          expect(res.statusCode, res.body).toBe(200);
          const slip = res.json().value as { slipId: number; stake: number };
          await settleWith(t, period.id, rows, clock);

          const { rows: bets } = await sql<{
            bet_type: string;
            picks: string;
            pick_keys: string[];
            base_minor: number;
            odds_milli: string[];
            payout_minor: number;
          }>`select l.bet_type, l.picks, l.pick_keys, l.base_minor, l.odds_milli::text[] as odds_milli, b.payout_minor
          from lottery_bets l join bet_records b on b.id = l.bet_id where l.slip_id = ${slip.slipId} order by l.bet_id`.execute(
            t.database.db,
          );
          let paid = 0;
          for (const bet of bets) {
            const position = /^P(\d):/.exec(bet.pick_keys[0]!)?.[1];
            const expected = referencePayout(market, rows, {
              type: bet.bet_type,
              picks: bet.picks.split(','),
              position: position ? Number(position) : null,
              base: bet.base_minor,
              odds: bet.odds_milli.map(Number),
            });
            expect([market, bet.bet_type, bet.picks, bet.payout_minor]).toEqual([
              market,
              bet.bet_type,
              bet.picks,
              expected,
            ]);
            paid += expected;
          }
          expect(await mainBalanceMinor(t, player.id)).toBe(100_000_000 - slip.stake * 100 + paid);
        },
      ),
      { numRuns: 20 },
    );
  }, 180_000);
});
