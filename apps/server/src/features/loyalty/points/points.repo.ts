import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { RedemptionStatus } from '../../../db/column-types.ts';
import { POINTS_CURRENCY, POINTS_WALLET } from './points-accounts.ts';

const DAY_MS = 86_400_000;

export function createPointsRepo(db: Kysely<DB>) {
  return {
    async balance(memberId: number, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('member_id', '=', memberId)
        .where('code', '=', POINTS_WALLET)
        .where('currency', '=', POINTS_CURRENCY)
        .executeTakeFirst();
      return row?.balance_minor ?? 0;
    },

    /** Valid turnover of the 30 days up to `now` (whole UTC days, today included). */
    async turnover30d(memberId: number, now: Date, trx: Kysely<DB> = db) {
      const from = new Date(now.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
      const row = await trx
        .selectFrom('loyalty_daily')
        .select(sql<string>`coalesce(sum(valid_minor), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('day', '>=', sql<Date>`${from}::date`)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Redemptions that count (not rejected), per good, of one member. */
    async redeemedByGoods(memberId: number, trx: Kysely<DB> = db) {
      const rows = await trx
        .selectFrom('points_redemptions')
        .select(['goods_id', sql<string>`count(*)`.as('n')])
        .where('member_id', '=', memberId)
        .where('status', '<>', 'rejected')
        .groupBy('goods_id')
        .execute();
      return new Map(rows.map((r) => [r.goods_id, Number(r.n)]));
    },

    /** Every good, or the live ones: enabled, and a cash good once finance approved it (decision 033). */
    goods: (onlyLive: boolean, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('points_goods')
        .selectAll()
        .$if(onlyLive, (q) =>
          q
            .where('enabled', '=', true)
            .where((eb) => eb.or([eb('cash_value_minor', 'is', null), eb('terms_approved_at', 'is not', null)])),
        )
        .orderBy('position')
        .orderBy('id')
        .execute(),

    lockGoods: (trx: Kysely<DB>, id: number) =>
      trx.selectFrom('points_goods').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    goodsById: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('points_goods').selectAll().where('id', '=', id).executeTakeFirst(),

    /** One more redeemed, if the stock allows: the row, or undefined when it is gone. */
    takeStock: (trx: Kysely<DB>, goodsId: number) =>
      trx
        .updateTable('points_goods')
        .set((eb) => ({ redeemed: eb('redeemed', '+', 1) }))
        .where('id', '=', goodsId)
        .where((eb) => eb.or([eb('stock', 'is', null), eb('redeemed', '<', eb.ref('stock'))]))
        .returning('id')
        .executeTakeFirst(),

    returnStock: (trx: Kysely<DB>, goodsId: number) =>
      trx
        .updateTable('points_goods')
        .set((eb) => ({ redeemed: eb('redeemed', '-', 1) }))
        .where('id', '=', goodsId)
        .execute(),

    redemptionByKey: (memberId: number, key: string, trx: Kysely<DB> = db) =>
      redemptions(trx).where('r.member_id', '=', memberId).where('r.idempotency_key', '=', key).executeTakeFirst(),

    redemptionById: (id: number, trx: Kysely<DB> = db) => redemptions(trx).where('r.id', '=', id).executeTakeFirst(),

    async redemptionPage(filter: { memberId?: number; status?: RedemptionStatus }, offset: number, limit: number) {
      let q = redemptions(db);
      if (filter.memberId !== undefined) q = q.where('r.member_id', '=', filter.memberId);
      if (filter.status) q = q.where('r.status', '=', filter.status);
      const [rows, total] = await Promise.all([
        q.orderBy('r.id', 'desc').offset(offset).limit(limit).execute(),
        q
          .clearSelect()
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
      ]);
      return { rows, total };
    },

    /** The points wallet's entries, newest first, with the kind of the posting. */
    async movements(memberId: number, offset: number, limit: number) {
      const base = db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .where('a.member_id', '=', memberId)
        .where('a.code', '=', POINTS_WALLET)
        .where('a.currency', '=', POINTS_CURRENCY);
      const [rows, total] = await Promise.all([
        base
          .select(['e.id', 't.kind', 'e.amount_minor', 'e.balance_after_minor', 'e.created_at'])
          .orderBy('e.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
      ]);
      return { rows, total };
    },
  };
}

const redemptions = (trx: Kysely<DB>) =>
  trx
    .selectFrom('points_redemptions as r')
    .innerJoin('points_goods as g', 'g.id', 'r.goods_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'm.username',
      'r.goods_id',
      'g.name',
      'g.kind',
      'g.cash_value_minor',
      'r.points',
      'r.status',
      'r.remark',
      'r.decided_by',
      'r.created_at',
      'r.decided_at',
    ]);

export type PointsRepo = ReturnType<typeof createPointsRepo>;
export type RedemptionRow = NonNullable<Awaited<ReturnType<PointsRepo['redemptionById']>>>;
