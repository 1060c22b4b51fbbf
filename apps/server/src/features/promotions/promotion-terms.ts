import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { perApp } from '../../platform/per-app.ts';
import { createMoneyTerms, type TermsSpec } from '../operators/money-terms.ts';
import type { PromotionRow } from './promotions-admin.repo.ts';
import { rafflePrizeTotal } from './raffle-draw.ts';

/**
 * A promotion's money terms (decision 033): what it pays (kind and figures: amounts, percents,
 * caps) and what the bonus asks before it is money (wagering multiple and base, contributions).
 * Texts, images, order, dates, eligibility and the switch are not.
 */
export type PromotionTerms = Pick<
  PromotionRow,
  'kind' | 'rules' | 'wagering_multiple' | 'wagering_base' | 'contributions'
>;

export const promotionTermsOf = (row: PromotionTerms): PromotionTerms => ({
  kind: row.kind,
  rules: row.rules,
  wagering_multiple: row.wagering_multiple,
  wagering_base: row.wagering_base,
  contributions: row.contributions,
});

/** Every kind but 'manual' pays by its figures; a manual one pays what finance decides per application. */
export const promotionPaysMoney = (terms: Pick<PromotionTerms, 'kind'>) => terms.kind !== 'manual';

/** The terms as columns (jsonb as text, as the driver writes it). */
export const promotionTermsColumns = (terms: PromotionTerms) => ({
  kind: terms.kind,
  rules: JSON.stringify(terms.rules),
  wagering_multiple: terms.wagering_multiple,
  wagering_base: terms.wagering_base,
  contributions: JSON.stringify(terms.contributions),
});

export const promotionTermsSpec: TermsSpec<PromotionRow, PromotionTerms> = {
  kind: 'promotion_terms',
  subject: (id) => `promotion:${id}`,
  of: promotionTermsOf,
  paysMoney: promotionPaysMoney,
  amountOf: ({ kind, rules }) =>
    kind === 'raffle'
      ? rafflePrizeTotal(rules)
      : (rules.amountMinor ?? rules.maxBonusMinor ?? rules.maxCashbackMinor ?? 0),
  async applyIn(trx: Kysely<DB>, id: number, terms: PromotionTerms, approval) {
    const row = await trx
      .updateTable('promotions')
      .set({
        ...promotionTermsColumns(terms),
        terms_approved_at: approval.at,
        terms_approved_by: approval.by,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

/** The promotions' money terms of one app (registers the approval's action once). */
export const promotionTermsFor = perApp((ctx: AppContext) => createMoneyTerms(ctx, promotionTermsSpec));
