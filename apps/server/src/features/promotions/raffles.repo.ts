import { sql, type Kysely } from 'kysely';
import { MEMBER_TYPE } from '@portal/shared/constants';
import type { DB } from '../../db/schema.ts';
import type { PromotionRow } from './promotion-state.ts';
import type { RaffleEntry, RaffleWinner } from './raffle-draw.ts';

/** What one member put in while a raffle ran, with what its eligibility reads. */
export interface RaffleCount {
  memberId: number;
  depositMinor: number;
  turnoverMinor: number;
  registeredAt: Date;
  dialingCode: string | null;
  vipLevel: number;
}

const INSERT_CHUNK = 1_000;

/** The SQL of raffles: counting what earns tickets, writing a draw once, reading it back. */
export function createRafflesRepo(db: Kysely<DB>) {
  /**
   * Paid deposits and settled valid turnover from the start (or the member's join, when the raffle
   * asks one) to the end, per member: trial accounts and self-excluded members take no part.
   */
  async function counts(trx: Kysely<DB>, p: PromotionRow, until: Date, memberId?: number): Promise<RaffleCount[]> {
    const startsAt = new Date(p.starts_at);
    const joined = p.requires_join
      ? sql`join promotion_joins j on j.promotion_id = ${p.id} and j.member_id = x.member_id and x.at >= j.joined_at`
      : sql``;
    const one = (column: string) => (memberId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${memberId}`);
    const { rows } = await sql<{
      member_id: number;
      deposit_minor: string;
      turnover_minor: string;
      created_at: Date;
      country_dialing_code: string | null;
      vip_level: number | null;
    }>`
      with x as (
        select member_id, credit_minor as deposit_minor, 0::bigint as turnover_minor, completed_at as at
          from deposit_orders
          where status = 'paid' and completed_at >= ${startsAt} and completed_at < ${until} ${one('member_id')}
        union all
        select member_id, 0, valid_bet_minor, placed_at
          from bet_records
          where status = 'settled' and placed_at >= ${startsAt} and placed_at < ${until} ${one('member_id')}
      ), sums as (
        select x.member_id, sum(x.deposit_minor) as deposit_minor, sum(x.turnover_minor) as turnover_minor
          from x ${joined} group by x.member_id
      )
      select s.member_id, s.deposit_minor, s.turnover_minor, m.created_at, m.country_dialing_code, l.vip_level
        from sums s
        join members m on m.id = s.member_id
        left join member_loyalty l on l.member_id = s.member_id
        where m.type <> ${MEMBER_TYPE.trial} and m.play_block_kind is distinct from 'self_exclusion'`.execute(trx);
    return rows.map((r) => ({
      memberId: Number(r.member_id),
      depositMinor: Number(r.deposit_minor),
      turnoverMinor: Number(r.turnover_minor),
      registeredAt: new Date(r.created_at),
      dialingCode: r.country_dialing_code,
      vipLevel: r.vip_level ?? 0,
    }));
  }

  return {
    counts,

    /** The raffle locked for its draw: concurrent drawers queue here and the second finds it drawn. */
    lockForDraw: (trx: Kysely<DB>, id: number) =>
      trx.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** Raffles whose end has passed and that were never drawn (the sweep's list). */
    due: (now: Date) =>
      db
        .selectFrom('promotions')
        .select('id')
        .where('kind', '=', 'raffle')
        .where('enabled', '=', true)
        .where('drawn_at', 'is', null)
        .where('terms_approved_at', 'is not', null)
        .where('ends_at', '<=', now)
        .orderBy('ends_at')
        .limit(20)
        .execute(),

    /** Writes the draw: the record, every entry, each winner's issued claim, and marks it drawn. */
    async saveDraw(
      trx: Kysely<DB>,
      draw: { promotionId: number; seed: Buffer; seedHash: string; entries: RaffleEntry[]; winners: RaffleWinner[] },
      now: Date,
    ) {
      const totalTickets = draw.entries.reduce((sum, e) => sum + e.tickets, 0);
      await trx
        .insertInto('raffle_draws')
        .values({
          promotion_id: draw.promotionId,
          seed: draw.seed.toString('hex'),
          seed_hash: draw.seedHash,
          tickets_total: totalTickets,
          entrants: draw.entries.length,
          drawn_at: now,
        })
        .execute();
      for (let at = 0; at < draw.entries.length; at += INSERT_CHUNK) {
        await trx
          .insertInto('raffle_entries')
          .values(
            draw.entries.slice(at, at + INSERT_CHUNK).map((e) => ({
              promotion_id: draw.promotionId,
              member_id: e.memberId,
              tickets: e.tickets,
              first_ticket: e.firstTicket,
            })),
          )
          .execute();
      }
      for (const w of draw.winners) {
        const claim = await trx
          .insertInto('promotion_claims')
          .values({
            promotion_id: draw.promotionId,
            member_id: w.memberId,
            period_key: `raffle:${w.rank}`,
            status: 'issued',
            amount_minor: w.amountMinor,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('raffle_winners')
          .values({
            promotion_id: draw.promotionId,
            rank: w.rank,
            member_id: w.memberId,
            ticket: w.ticket,
            amount_minor: w.amountMinor,
            claim_id: claim.id,
          })
          .execute();
      }
      await trx.updateTable('promotions').set({ drawn_at: now }).where('id', '=', draw.promotionId).execute();
    },

    draw: (promotionId: number) =>
      db.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', promotionId).executeTakeFirst(),

    /** The winners by rank with their names and whether they took the prize. */
    winners: (promotionId: number) =>
      db
        .selectFrom('raffle_winners as w')
        .innerJoin('members as m', 'm.id', 'w.member_id')
        .innerJoin('promotion_claims as c', 'c.id', 'w.claim_id')
        .select(['w.rank', 'w.member_id', 'm.username', 'w.ticket', 'w.amount_minor', 'c.status'])
        .where('w.promotion_id', '=', promotionId)
        .orderBy('w.rank')
        .execute(),

    /** Every entry in ticket order, with the usernames to mask. */
    entries: (promotionId: number) =>
      db
        .selectFrom('raffle_entries as e')
        .innerJoin('members as m', 'm.id', 'e.member_id')
        .select(['m.username', 'e.member_id', 'e.first_ticket', 'e.tickets'])
        .where('e.promotion_id', '=', promotionId)
        .orderBy('e.first_ticket')
        .execute(),

    entryOf: (promotionId: number, memberId: number) =>
      db
        .selectFrom('raffle_entries')
        .select('tickets')
        .where('promotion_id', '=', promotionId)
        .where('member_id', '=', memberId)
        .executeTakeFirst(),
  };
}

export type RafflesRepo = ReturnType<typeof createRafflesRepo>;
