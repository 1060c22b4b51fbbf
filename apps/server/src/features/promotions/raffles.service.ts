import type { Kysely } from 'kysely';
import type { AdminRaffle, RaffleDrawRecord, RaffleView } from '@portal/shared/contracts/promotions';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { seedHash } from '../../platform/fair-stream.ts';
import { maskUsername } from '../../platform/mask-username.ts';
import { eligible, type PromotionRow } from './promotion-state.ts';
import { drawWinners, rafflePrizes, raffleSeed, ticketRanges, ticketsOf } from './raffle-draw.ts';
import type { RafflesRepo } from './raffles.repo.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Raffle promotions (decision 054): counting tickets, the draw at the end from the committed seed,
 * and what players and the console read of it. Prizes are paid by the promotion's claim.
 */
export function createRaffles(deps: {
  db: Kysely<DB>;
  clock: Clock;
  repo: RafflesRepo;
  seedKey: () => Promise<Buffer>;
  decimals: () => Promise<number>;
}) {
  const { db, clock, repo } = deps;
  const seedOf = async (promotionId: number) => raffleSeed(await deps.seedKey(), promotionId);

  /**
   * Draws one raffle whose end has passed: false when it is not a raffle due a draw (not ended,
   * terms not approved, switched off, or drawn already: the row lock makes concurrent draws one).
   */
  async function draw(promotionId: number): Promise<boolean> {
    const seed = await seedOf(promotionId);
    return inTransaction(db, async (trx) => {
      const p = await repo.lockForDraw(trx, promotionId);
      if (!p || p.kind !== 'raffle' || p.drawn_at !== null || !p.enabled || p.terms_approved_at === null) return false;
      const now = clock.now();
      if (!p.ends_at || now < new Date(p.ends_at)) return false;
      const endsAt = new Date(p.ends_at);
      const counts = await repo.counts(trx, p, endsAt);
      const entries = ticketRanges(
        counts
          .filter((c) => eligible(p, c, endsAt))
          .map((c) => ({ memberId: c.memberId, tickets: ticketsOf(p.rules, c.depositMinor, c.turnoverMinor) })),
      );
      const winners = drawWinners(seed, promotionId, entries, rafflePrizes(p.rules));
      await repo.saveDraw(trx, { promotionId, seed, seedHash: seedHash(seed), entries, winners }, now);
      return true;
    });
  }

  return {
    draw,

    /** The sweep: every raffle past its end and not drawn yet; returns how many it drew. */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const { id } of await repo.due(clock.now())) if (await draw(id)) drawn += 1;
      return drawn;
    },

    /** A raffle on its detail page, for a member (their tickets) or a visitor. */
    async view(p: PromotionRow, memberId: number | null): Promise<RaffleView> {
      const [seed, decimals, record] = await Promise.all([seedOf(p.id), deps.decimals(), repo.draw(p.id)]);
      const money = (minor: number) => toMajor(minor, decimals);
      let myTickets: number | null = null;
      if (memberId !== null && record) myTickets = Number((await repo.entryOf(p.id, memberId))?.tickets ?? 0);
      else if (memberId !== null) {
        const until = p.ends_at && new Date(p.ends_at) < clock.now() ? new Date(p.ends_at) : clock.now();
        const [mine] = await repo.counts(db, p, until, memberId);
        myTickets = mine ? ticketsOf(p.rules, mine.depositMinor, mine.turnoverMinor) : 0;
      }
      const winners = record ? await repo.winners(p.id) : [];
      return {
        seedHash: seedHash(seed),
        seed: record?.seed ?? null,
        drawAt: iso(p.ends_at),
        drawnAt: iso(record?.drawn_at ?? null),
        prizes: rafflePrizes(p.rules).map((amount, i) => ({ rank: i + 1, amount: money(amount) })),
        myTickets,
        totalTickets: record ? Number(record.tickets_total) : null,
        entrants: record?.entrants ?? null,
        winners: winners.map((w) => ({
          rank: w.rank,
          username: maskUsername(w.username),
          ticket: Number(w.ticket),
          amount: money(Number(w.amount_minor)),
        })),
      };
    },

    /** The whole drawn pool: with the seed, anyone draws the winners again. */
    async record(promotionId: number): Promise<RaffleDrawRecord> {
      const drawRow = await repo.draw(promotionId);
      if (!drawRow) throw new AppError('NOT_FOUND');
      const [entries, winners, decimals] = await Promise.all([
        repo.entries(promotionId),
        repo.winners(promotionId),
        deps.decimals(),
      ]);
      return {
        promotionId,
        seed: drawRow.seed,
        seedHash: drawRow.seed_hash,
        totalTickets: Number(drawRow.tickets_total),
        entries: entries.map((e) => ({
          username: maskUsername(e.username),
          firstTicket: Number(e.first_ticket),
          tickets: Number(e.tickets),
        })),
        winners: winners.map((w) => ({
          rank: w.rank,
          username: maskUsername(w.username),
          ticket: Number(w.ticket),
          amount: toMajor(Number(w.amount_minor), decimals),
        })),
      };
    },

    /** The console's panel: the commitment, whether it can be drawn now, winners by name. */
    async adminView(p: PromotionRow): Promise<AdminRaffle> {
      const [seed, record, winners, decimals] = await Promise.all([
        seedOf(p.id),
        repo.draw(p.id),
        repo.winners(p.id),
        deps.decimals(),
      ]);
      const ended = p.ends_at !== null && new Date(p.ends_at) <= clock.now();
      return {
        seedHash: seedHash(seed),
        drawAt: iso(p.ends_at),
        drawnAt: iso(record?.drawn_at ?? null),
        drawable: !record && ended && p.enabled && p.terms_approved_at !== null,
        totalTickets: record ? Number(record.tickets_total) : null,
        entrants: record?.entrants ?? null,
        winners: winners.map((w) => ({
          rank: w.rank,
          memberId: Number(w.member_id),
          username: w.username,
          ticket: Number(w.ticket),
          amount: toMajor(Number(w.amount_minor), decimals),
          claimed: w.status === 'claimed',
        })),
      };
    },
  };
}

export type Raffles = ReturnType<typeof createRaffles>;
