import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairStream } from '../../platform/fair-stream.ts';
import {
  drawWinners,
  rafflePrizes,
  rafflePrizeTotal,
  ticketRanges,
  ticketsOf,
  type RaffleEntry,
} from './raffle-draw.ts';

/** The draw's steps done the slow, obvious way: the reference docs/api.md describes. */
function naiveDraw(seed: Buffer, promotionId: number, entries: RaffleEntry[], prizes: number[]) {
  const stream = fairStream(seed, 'raffle', String(promotionId));
  const pool = [...entries];
  return prizes.flatMap((amountMinor, index) => {
    const total = pool.reduce((sum, e) => sum + e.tickets, 0);
    if (total === 0) return [];
    let u = stream.uniform(total);
    const at = pool.findIndex((e) => (u < e.tickets ? true : ((u -= e.tickets), false)));
    const [won] = pool.splice(at, 1);
    return [{ rank: index + 1, memberId: won!.memberId, ticket: won!.firstTicket + u, amountMinor }];
  });
}

describe('raffle tickets and prizes', () => {
  it('counts tickets from each source, floored, capped', () => {
    const rules = { depositPerTicketMinor: 1_000, turnoverPerTicketMinor: 5_000, maxTickets: 7 };
    expect(ticketsOf(rules, 2_999, 9_999)).toBe(3);
    expect(ticketsOf(rules, 100_000, 0)).toBe(7);
    expect(ticketsOf({ turnoverPerTicketMinor: 5_000 }, 100_000, 4_999)).toBe(0);
  });

  it('ranks the grand prize first, then the equal prizes; the total is what finance approves', () => {
    expect(rafflePrizes({ grandPrizeMinor: 900, amountMinor: 100, winners: 2 })).toEqual([900, 100, 100]);
    expect(rafflePrizes({ amountMinor: 100, winners: 3 })).toEqual([100, 100, 100]);
    expect(rafflePrizeTotal({ grandPrizeMinor: 900, amountMinor: 100, winners: 2 })).toBe(1_100);
  });

  it('numbers tickets in member id order from 0, leaving out those without one', () => {
    expect(
      ticketRanges([
        { memberId: 9, tickets: 2 },
        { memberId: 3, tickets: 5 },
        { memberId: 5, tickets: 0 },
      ]),
    ).toEqual([
      { memberId: 3, tickets: 5, firstTicket: 0 },
      { memberId: 9, tickets: 2, firstTicket: 5 },
    ]);
  });
});

describe('the draw', () => {
  const entries = ticketRanges(Array.from({ length: 300 }, (_, i) => ({ memberId: i + 1, tickets: (i % 17) + 1 })));

  it('is the published steps exactly, and the same seed draws the same winners', () => {
    for (let round = 0; round < 50; round++) {
      const seed = randomBytes(32);
      const prizes = Array.from({ length: 40 }, (_, i) => 1_000 - i);
      const winners = drawWinners(seed, round, entries, prizes);
      expect(winners).toEqual(naiveDraw(seed, round, entries, prizes));
      expect(drawWinners(seed, round, entries, prizes)).toEqual(winners);
    }
  });

  it('gives one prize per member, and no more prizes than entrants', () => {
    const few = ticketRanges([
      { memberId: 1, tickets: 1_000_000 },
      { memberId: 2, tickets: 1 },
    ]);
    const winners = drawWinners(randomBytes(32), 1, few, [5, 4, 3]);
    expect(winners.map((w) => w.memberId).sort()).toEqual([1, 2]);
    expect(drawWinners(randomBytes(32), 1, [], [5])).toEqual([]);
  });

  it('makes each ticket equally likely: a holder of 3 of 4 tickets wins first about 3 times in 4', () => {
    const pair = ticketRanges([
      { memberId: 1, tickets: 3 },
      { memberId: 2, tickets: 1 },
    ]);
    let first = 0;
    const rounds = 20_000;
    const seed = randomBytes(32);
    for (let round = 0; round < rounds; round++) if (drawWinners(seed, round, pair, [1])[0]!.memberId === 1) first += 1;
    // 0.75 ± 4.5 standard deviations (σ ≈ 0.0031 at 20,000 rounds).
    expect(Math.abs(first / rounds - 0.75)).toBeLessThan(0.014);
  });

  it('draws uniformly below any range up to 2^48 and refuses one outside', () => {
    const stream = fairStream(randomBytes(32), 'raffle', 'x');
    for (const n of [1, 2, 3, 255, 257, 1_000_003, 2 ** 48]) {
      for (let i = 0; i < 100; i++) {
        const value = stream.uniform(n);
        expect(value >= 0 && value < n && Number.isInteger(value)).toBe(true);
      }
    }
    expect(() => stream.uniform(0)).toThrow(RangeError);
    expect(() => stream.uniform(2 ** 48 + 1)).toThrow(RangeError);
  });
});
