import { sql, type Insertable, type Kysely } from 'kysely';
import type { BonusStatus } from '../../db/column-types.ts';
import type { DB, MemberBonuses } from '../../db/schema.ts';

export type BonusRow = Awaited<ReturnType<ReturnType<typeof createBonusesRepo>['page']>>[number];

/** The only SQL on member_bonuses; the money moves through the ledger and member_bonus_settle. */
export function createBonusesRepo(db: Kysely<DB>) {
  const withTitle = (trx: Kysely<DB>) =>
    trx
      .selectFrom('member_bonuses as b')
      .leftJoin('promotions as p', 'p.id', 'b.promotion_id')
      .select([
        'b.id',
        'b.member_id',
        'b.currency',
        'b.source',
        'b.promotion_id',
        'b.amount_minor',
        'b.wagering_required_minor',
        'b.wagering_remaining_minor',
        'b.on_withdrawal',
        'b.status',
        'b.expires_at',
        'b.created_at',
        'b.settled_at',
        'p.title',
      ]);

  return {
    page: (memberId: number, status: BonusStatus | undefined, offset: number, limit: number) =>
      withTitle(db)
        .where('b.member_id', '=', memberId)
        .$if(status !== undefined, (q) => q.where('b.status', '=', status!))
        .orderBy('b.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    async count(memberId: number, status: BonusStatus | undefined): Promise<number> {
      const row = await db
        .selectFrom('member_bonuses')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .$if(status !== undefined, (q) => q.where('status', '=', status!))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Active bonuses, oldest first: the first is the one wagering now. */
    active: (memberId: number, trx: Kysely<DB> = db) =>
      withTitle(trx).where('b.member_id', '=', memberId).where('b.status', '=', 'active').orderBy('b.id').execute(),

    byCreditTransaction: (transactionId: number, trx: Kysely<DB>) =>
      withTitle(trx).where('b.credit_transaction_id', '=', transactionId).executeTakeFirst(),

    byId: (id: number, trx: Kysely<DB> = db) => withTitle(trx).where('b.id', '=', id).executeTakeFirst(),

    insert: (trx: Kysely<DB>, row: Insertable<MemberBonuses>) =>
      trx.insertInto('member_bonuses').values(row).returning('id').executeTakeFirstOrThrow(),

    /** member_bonus_settle (migration 0034): true when this call moved the bonus out of the wallet. */
    async settle(trx: Kysely<DB>, id: number, outcome: 'converted' | 'forfeited' | 'expired', now: Date) {
      const { rows } = await sql<{
        settled: boolean;
      }>`select member_bonus_settle(${id}, ${outcome}, ${now}::timestamptz) as settled`.execute(trx);
      return rows[0]?.settled === true;
    },

    expiredIds: (now: Date, limit: number) =>
      db
        .selectFrom('member_bonuses')
        .select('id')
        .where('status', '=', 'active')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit)
        .execute(),
  };
}

export type BonusesRepo = ReturnType<typeof createBonusesRepo>;
