import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { PromotionKind } from '../../db/column-types.ts';
import type { DB, Promotions } from '../../db/schema.ts';

export type PromotionRow = Selectable<Promotions>;
export type PromotionValues = Omit<Insertable<Promotions>, 'id' | 'seed_key' | 'created_at' | 'updated_at'>;
export type ClaimStatus = 'applying' | 'issued' | 'rejected' | 'claimed';

export interface PromotionFilter {
  kind?: PromotionKind;
  category?: string;
  enabled?: boolean;
}

/** Half-open range of instants: [from, to). */
export interface InstantRange {
  from: Date;
  to: Date;
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** The operator's SQL on promotions and on the review of promotion_claims; the cost report's reads. */
const APPLICATION_COLUMNS = [
  'c.id',
  'c.promotion_id',
  'c.member_id',
  'c.status',
  'c.amount_minor',
  'c.remark',
  'c.image_keys',
  'c.review_note',
  'c.reviewed_by',
  'c.reviewed_at',
  'c.created_at',
  'p.title',
  'p.kind',
  'm.username',
] as const;

export function createPromotionsAdminRepo(db: Kysely<DB>) {
  const applicationsOf = () =>
    db
      .selectFrom('promotion_claims as c')
      .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
      .innerJoin('members as m', 'm.id', 'c.member_id');

  return {
    async page(filter: PromotionFilter, page: number, pageSize: number) {
      let query = db.selectFrom('promotions as p');
      if (filter.kind) query = query.where('p.kind', '=', filter.kind);
      if (filter.category) query = query.where('p.category', '=', filter.category);
      if (filter.enabled !== undefined) query = query.where('p.enabled', '=', filter.enabled);
      const [rows, total] = await Promise.all([
        query
          .selectAll('p')
          .select((eb) => [
            eb
              .selectFrom('promotion_claims as c')
              .whereRef('c.promotion_id', '=', 'p.id')
              .select(sql<string>`count(*)`.as('n'))
              .as('claim_count'),
            eb
              .selectFrom('promotion_claims as c')
              .whereRef('c.promotion_id', '=', 'p.id')
              .where('c.status', '=', 'applying')
              .select(sql<string>`count(*)`.as('n'))
              .as('applying_count'),
          ])
          .orderBy('p.position')
          .orderBy('p.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          claim_count: count(row.claim_count),
          applying_count: count(row.applying_count),
        })),
        total: count(total.total),
      };
    },

    find: (id: number) => db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The row locked for the rest of the transaction (a change reads what it replaces). */
    lock: (trx: Kysely<DB>, id: number) =>
      trx.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insert: (trx: Kysely<DB>, values: PromotionValues) =>
      trx.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (trx: Kysely<DB>, id: number, values: Partial<PromotionValues>) =>
      trx
        .updateTable('promotions')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Finance's budget and per-claim cap (decision 033); false when the promotion is gone. */
    async setBudget(trx: Kysely<DB>, id: number, budgetMinor: number, perClaimCapMinor: number | null) {
      const row = await trx
        .updateTable('promotions')
        .set({ budget_minor: budgetMinor, per_claim_cap_minor: perClaimCapMinor, updated_at: sql`now()` })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async applications(filter: { status: ClaimStatus; promotionId?: number }, page: number, pageSize: number) {
      const base = applicationsOf()
        .where('c.status', '=', filter.status)
        .$if(filter.promotionId !== undefined, (q) => q.where('c.promotion_id', '=', filter.promotionId!));
      const [rows, total] = await Promise.all([
        base
          .select(APPLICATION_COLUMNS)
          // The queue is worked oldest first; decided ones read newest first.
          .orderBy('c.id', filter.status === 'applying' ? 'asc' : 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count(total.total) };
    },

    application: (id: number) => applicationsOf().select(APPLICATION_COLUMNS).where('c.id', '=', id).executeTakeFirst(),

    findClaim: (id: number) => db.selectFrom('promotion_claims').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Decides an application once: the update only matches while it is still 'applying', so of
     * two operators deciding at once exactly one changes it; the other gets undefined.
     */
    decide: (
      id: number,
      decision: { status: 'issued' | 'rejected'; amountMinor: number | null; note: string | null; by: string },
    ) =>
      db
        .updateTable('promotion_claims')
        .set({
          status: decision.status,
          amount_minor: decision.amountMinor,
          review_note: decision.note,
          reviewed_by: decision.by,
          reviewed_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .where('status', '=', 'applying')
        .returningAll()
        .executeTakeFirst(),

    /**
     * Per promotion with activity in the range: its claims (taken or issued) and distinct members,
     * and what its bonuses credited in the range did since, by status.
     */
    async cost(range: InstantRange) {
      const claims = db
        .selectFrom('promotion_claims')
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .where('status', 'in', ['issued', 'claimed'])
        .groupBy('promotion_id')
        .select([
          'promotion_id',
          sql<string>`count(*)`.as('claims'),
          sql<string>`count(distinct member_id)`.as('members'),
        ]);
      const bonuses = db
        .selectFrom('member_bonuses')
        .where('promotion_id', 'is not', null)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .groupBy('promotion_id')
        .select([
          'promotion_id',
          sql<string>`sum(amount_minor)`.as('issued'),
          sql<string>`coalesce(sum(amount_minor) filter (where status = 'converted'), 0)`.as('converted'),
          sql<string>`coalesce(sum(amount_minor) filter (where status = 'forfeited'), 0)`.as('forfeited'),
          sql<string>`coalesce(sum(amount_minor) filter (where status = 'expired'), 0)`.as('expired'),
          sql<string>`coalesce(sum(amount_minor) filter (where status = 'active'), 0)`.as('active'),
        ]);
      const rows = await db
        .with('claims', () => claims)
        .with('bonuses', () => bonuses)
        .selectFrom('promotions as p')
        .leftJoin('claims as c', 'c.promotion_id', 'p.id')
        .leftJoin('bonuses as b', 'b.promotion_id', 'p.id')
        .where((eb) => eb.or([eb('c.promotion_id', 'is not', null), eb('b.promotion_id', 'is not', null)]))
        .select([
          'p.id',
          'p.title',
          'p.kind',
          'c.claims',
          'c.members',
          'b.issued',
          'b.converted',
          'b.forfeited',
          'b.expired',
          'b.active',
        ])
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        kind: row.kind,
        claims: count(row.claims),
        members: count(row.members),
        issuedMinor: count(row.issued),
        convertedMinor: count(row.converted),
        forfeitedMinor: count(row.forfeited),
        expiredMinor: count(row.expired),
        activeMinor: count(row.active),
      }));
    },
  };
}

export type PromotionsAdminRepo = ReturnType<typeof createPromotionsAdminRepo>;
