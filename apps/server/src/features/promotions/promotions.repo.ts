import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, PromotionClaims } from '../../db/schema.ts';
import type { MemberFacts } from './promotion-state.ts';

/** Deposits older than this never back a new bonus: reload offers look at recent ones only. */
const RECENT_DEPOSITS_DAYS = 31;
const RECENT_DEPOSITS_MAX = 200;

/** An ended raffle stays listed this long, so players see its draw and winners. */
const RAFFLE_RESULTS_DAYS = 7;

/** The player side's SQL on promotions, joins and claims. */
export function createPromotionsRepo(db: Kysely<DB>) {
  return {
    /** Enabled promotions a member may see: started or coming, not ended (a raffle: its results week), in list order. */
    live: (now: Date, category?: string) =>
      db
        .selectFrom('promotions')
        .selectAll()
        .where('enabled', '=', true)
        // One that pays is live once finance approved its money terms (decision 033).
        .where((eb) => eb.or([eb('kind', '=', 'manual'), eb('terms_approved_at', 'is not', null)]))
        .where((eb) =>
          eb.or([
            eb('ends_at', 'is', null),
            eb('ends_at', '>', now),
            eb.and([
              eb('kind', '=', 'raffle'),
              eb('ends_at', '>', new Date(now.getTime() - RAFFLE_RESULTS_DAYS * 86_400_000)),
            ]),
          ]),
        )
        .$if(category !== undefined, (q) => q.where('category', '=', category!))
        .orderBy('position')
        .orderBy('id')
        .execute(),

    byId: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Every fact the states of a member's promotions need, in one round trip per table. */
    async facts(memberId: number, now: Date, lastWeekStart: Date): Promise<MemberFacts | null> {
      const member = await db
        .selectFrom('members')
        .leftJoin('member_loyalty', 'member_loyalty.member_id', 'members.id')
        .select([
          'members.created_at',
          'members.country_dialing_code',
          'members.registered_by',
          'member_loyalty.vip_level',
        ])
        .where('members.id', '=', memberId)
        .executeTakeFirst();
      if (!member) return null;
      const recentSince = new Date(now.getTime() - RECENT_DEPOSITS_DAYS * 86_400_000);
      const [deposits, used, joins, claims, loss] = await Promise.all([
        sql<{ id: number; amount_minor: number; completed_at: Date }>`
          (select id, credit_minor as amount_minor, completed_at from deposit_orders
            where member_id = ${memberId} and status = 'paid' order by completed_at, id limit 1)
          union
          (select id, credit_minor, completed_at from deposit_orders
            where member_id = ${memberId} and status = 'paid' and completed_at >= ${recentSince}
            order by completed_at desc limit ${RECENT_DEPOSITS_MAX})
          order by completed_at, id`.execute(db),
        db
          .selectFrom('promotion_claims')
          .select('deposit_order_id')
          .where('member_id', '=', memberId)
          .where('deposit_order_id', 'is not', null)
          .where('status', 'in', ['applying', 'issued', 'claimed'])
          .execute(),
        db
          .selectFrom('promotion_joins')
          .select(['promotion_id', 'joined_at'])
          .where('member_id', '=', memberId)
          .execute(),
        db
          .selectFrom('promotion_claims')
          .select(['promotion_id', 'period_key', 'status', 'amount_minor'])
          .where('member_id', '=', memberId)
          .orderBy('id', 'desc')
          .execute(),
        sql<{ loss: string | null }>`select sum(stake_minor - payout_minor) as loss from bet_records
          where member_id = ${memberId} and status = 'settled'
            and placed_at >= ${new Date(lastWeekStart.getTime())} and placed_at < ${new Date(lastWeekStart.getTime() + 7 * 86_400_000)}`.execute(
          db,
        ),
      ]);
      const byPromotion = new Map<number, MemberFacts['claims'] extends Map<number, infer V> ? V : never>();
      for (const c of claims) {
        const list = byPromotion.get(c.promotion_id) ?? [];
        list.push({ periodKey: c.period_key, status: c.status, amountMinor: c.amount_minor });
        byPromotion.set(c.promotion_id, list);
      }
      return {
        registeredAt: new Date(member.created_at),
        dialingCode: member.country_dialing_code,
        vipLevel: member.vip_level ?? 0,
        deposits: deposits.rows.map((d) => ({
          id: Number(d.id),
          amountMinor: Number(d.amount_minor),
          completedAt: new Date(d.completed_at),
        })),
        usedDepositIds: new Set(used.map((u) => u.deposit_order_id!)),
        joined: new Map(joins.map((j) => [j.promotion_id, new Date(j.joined_at)])),
        claims: byPromotion,
        lastWeekLossMinor: Math.max(0, Number(loss.rows[0]?.loss ?? 0)),
        agentMade: member.registered_by !== null,
      };
    },

    history: (promotionId: number, memberId: number) =>
      db
        .selectFrom('promotion_claims')
        .select(['id', 'status', 'amount_minor', 'remark', 'review_note', 'created_at'])
        .where('promotion_id', '=', promotionId)
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    join: (promotionId: number, memberId: number, now: Date) =>
      db
        .insertInto('promotion_joins')
        .values({ promotion_id: promotionId, member_id: memberId, joined_at: now })
        .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
        .execute(),

    /** The claim a key already made, if any: the same call again answers it. */
    byKey: (memberId: number, key: string, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('promotion_claims')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    /** Inserts the claim row unless the period's row exists: the unique key decides races. */
    insertClaim: (trx: Kysely<DB>, row: Insertable<PromotionClaims>) =>
      trx
        .insertInto('promotion_claims')
        .values(row)
        .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
        .returning('id')
        .executeTakeFirst(),

    /** An approved application becomes claimed once: conditional on its status. */
    takeIssued: (trx: Kysely<DB>, promotionId: number, memberId: number, key: string, now: Date) =>
      trx
        .updateTable('promotion_claims')
        .set({ status: 'claimed', idempotency_key: key, updated_at: now })
        .where('promotion_id', '=', promotionId)
        .where('member_id', '=', memberId)
        .where('status', '=', 'issued')
        .returning(['id', 'amount_minor', 'deposit_order_id'])
        .executeTakeFirst(),

    /**
     * Spends `amountMinor` of the promotion's budget in the claim's transaction: one conditional
     * update, so concurrent claims queue on the row and never pass the budget together; undefined
     * when the budget left (or the approval) does not allow it.
     */
    spend: (trx: Kysely<DB>, promotionId: number, amountMinor: number) =>
      trx
        .updateTable('promotions')
        .set((eb) => ({ spent_minor: eb('spent_minor', '+', amountMinor) }))
        .where('id', '=', promotionId)
        .where('budget_minor', 'is not', null)
        .where((eb) => eb(eb('spent_minor', '+', amountMinor), '<=', eb.ref('budget_minor').$castTo<number>()))
        .where((eb) => eb.or([eb('kind', '=', 'manual'), eb('terms_approved_at', 'is not', null)]))
        .returning(['spent_minor', 'budget_minor'])
        .executeTakeFirst(),

    recordCredit: (trx: Kysely<DB>, claimId: number, bonusId: number, transactionId: number) =>
      trx
        .updateTable('promotion_claims')
        .set({ bonus_id: bonusId, ledger_transaction_id: transactionId })
        .where('id', '=', claimId)
        .execute(),
  };
}

export type PromotionsRepo = ReturnType<typeof createPromotionsRepo>;
