import type { Kysely, Selectable } from 'kysely';
import type { DB, PointsGoods } from '../../../db/schema.ts';
import type { TermsSpec } from '../../operators/money-terms.ts';

type GoodsRow = Selectable<PointsGoods>;

/**
 * A good's money terms (decision 033): its kind and cash value, and what bounds how often it pays
 * (points, turnover asked, stock, per-member limit). Texts, image, order and the switch are not.
 */
export type GoodsTerms = Pick<
  GoodsRow,
  'kind' | 'cash_value_minor' | 'points' | 'amount_requirement_minor' | 'stock' | 'per_member_limit'
>;

export const goodsTermsOf = (row: GoodsTerms): GoodsTerms => ({
  kind: row.kind,
  cash_value_minor: row.cash_value_minor,
  points: row.points,
  amount_requirement_minor: row.amount_requirement_minor,
  stock: row.stock,
  per_member_limit: row.per_member_limit,
});

export const goodsTermsSpec: TermsSpec<GoodsRow, GoodsTerms> = {
  kind: 'goods_terms',
  subject: (id) => `goods:${id}`,
  of: goodsTermsOf,
  paysMoney: (terms) => (terms.cash_value_minor ?? 0) > 0,
  amountOf: (terms) => terms.cash_value_minor ?? 0,
  async applyIn(trx: Kysely<DB>, id: number, terms: GoodsTerms, approval) {
    const row = await trx
      .updateTable('points_goods')
      .set({ ...terms, terms_approved_at: approval.at, terms_approved_by: approval.by, updated_at: approval.at })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};
