import { createHmac } from 'node:crypto';
import type { PromotionRules } from '../../db/column-types.ts';
import { fairStream } from '../../platform/fair-stream.ts';

/** An entrant's tickets: the range [firstTicket, firstTicket + tickets). */
export interface RaffleEntry {
  memberId: number;
  tickets: number;
  firstTicket: number;
}

export interface RaffleWinner {
  rank: number;
  memberId: number;
  ticket: number;
  amountMinor: number;
}

/**
 * A raffle's seed, derived from the sealed raffle seed key and the promotion's id alone: its hash
 * is shown from the moment the raffle exists and nothing an operator edits can change it; a copy
 * of the database, without the key, cannot work out the winners before the draw (decision 054).
 */
export const raffleSeed = (key: Buffer, promotionId: number) =>
  createHmac('sha256', key).update(`raffle-seed\n${promotionId}`).digest();

/** The prizes by rank: the grand prize first when there is one, then `winners` of amountMinor. */
export function rafflePrizes(rules: PromotionRules): number[] {
  const rest = Array.from({ length: rules.winners ?? 0 }, () => rules.amountMinor ?? 0);
  return rules.grandPrizeMinor ? [rules.grandPrizeMinor, ...rest] : rest;
}

/** What all the prizes come to: what finance approves (decision 033). */
export const rafflePrizeTotal = (rules: PromotionRules) => rafflePrizes(rules).reduce((a, b) => a + b, 0);

/** One member's tickets from what they paid in and wagered while it ran. */
export function ticketsOf(rules: PromotionRules, depositMinor: number, turnoverMinor: number): number {
  const fromDeposits = rules.depositPerTicketMinor ? Math.floor(depositMinor / rules.depositPerTicketMinor) : 0;
  const fromTurnover = rules.turnoverPerTicketMinor ? Math.floor(turnoverMinor / rules.turnoverPerTicketMinor) : 0;
  const tickets = fromDeposits + fromTurnover;
  return rules.maxTickets === undefined ? tickets : Math.min(tickets, rules.maxTickets);
}

/** Ticket ranges in member id order, numbered from 0: the order anyone re-drawing uses. */
export function ticketRanges(counts: { memberId: number; tickets: number }[]): RaffleEntry[] {
  let next = 0;
  return [...counts]
    .filter((c) => c.tickets > 0)
    .sort((a, b) => a.memberId - b.memberId)
    .map((c) => {
      const entry = { memberId: c.memberId, tickets: c.tickets, firstTicket: next };
      next += c.tickets;
      return entry;
    });
}

/**
 * The winners, one prize per member (docs/api.md gives the steps to check it): for each rank in
 * turn, a uniform number u below the tickets still in the pool from fairStream(seed, 'raffle',
 * promotion id); counting the pool's tickets in ticket order, the u-th one wins, and its holder's
 * tickets leave the pool. Fewer entrants than prizes: the last prizes are not drawn.
 */
export function drawWinners(
  seed: Buffer,
  promotionId: number,
  entries: RaffleEntry[],
  prizes: number[],
): RaffleWinner[] {
  const stream = fairStream(seed, 'raffle', String(promotionId));
  const pool = createPool(entries.map((e) => e.tickets));
  const winners: RaffleWinner[] = [];
  for (const [index, amountMinor] of prizes.entries()) {
    if (pool.total() === 0) break;
    const { at, offset } = pool.find(stream.uniform(pool.total()));
    const entry = entries[at]!;
    winners.push({ rank: index + 1, memberId: entry.memberId, ticket: entry.firstTicket + offset, amountMinor });
    pool.remove(at);
  }
  return winners;
}

/** Ticket counts in a Fenwick tree: find the u-th ticket and take an entrant out in log time. */
function createPool(weights: number[]) {
  const size = weights.length;
  const tree = new Array<number>(size + 1).fill(0);
  const add = (index: number, delta: number) => {
    for (let i = index + 1; i <= size; i += i & -i) tree[i]! += delta;
  };
  weights.forEach((w, i) => add(i, w));
  let total = weights.reduce((a, b) => a + b, 0);
  const left = [...weights];
  let step = 1;
  while (step * 2 <= size) step *= 2;
  return {
    total: () => total,
    /** The entry holding the u-th remaining ticket, and u's place within that entry's tickets. */
    find(u: number) {
      let at = 0;
      let rest = u;
      for (let s = step; s > 0; s >>= 1) {
        if (at + s <= size && tree[at + s]! <= rest) {
          at += s;
          rest -= tree[at]!;
        }
      }
      return { at, offset: rest };
    },
    remove(index: number) {
      add(index, -left[index]!);
      total -= left[index]!;
      left[index] = 0;
    },
  };
}
