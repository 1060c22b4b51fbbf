import type { Kysely, Selectable } from 'kysely';
import type { DB, Missions } from '../../../db/schema.ts';
import type { TermsSpec } from '../../operators/money-terms.ts';

type MissionRow = Selectable<Missions>;

/**
 * A mission's money terms (decision 033): its reward, where it goes and what it asks before it is
 * money, and what earns it (period, kind, product, target). Texts, mission points, order and the
 * switch are not.
 */
export type MissionTerms = Pick<
  MissionRow,
  'reward_minor' | 'reward_wallet' | 'wagering_multiple' | 'period' | 'kind' | 'product' | 'target'
>;

export const missionTermsOf = (row: MissionTerms): MissionTerms => ({
  reward_minor: row.reward_minor,
  reward_wallet: row.reward_wallet,
  wagering_multiple: row.wagering_multiple,
  period: row.period,
  kind: row.kind,
  product: row.product,
  target: row.target,
});

export const missionTermsSpec: TermsSpec<MissionRow, MissionTerms> = {
  kind: 'mission_terms',
  subject: (id) => `mission:${id}`,
  of: missionTermsOf,
  // Any reward is money, whichever wallet and wagering (a bonus with nothing to wager is cash).
  paysMoney: (terms) => terms.reward_minor > 0,
  amountOf: (terms) => terms.reward_minor,
  async applyIn(trx: Kysely<DB>, id: number, terms: MissionTerms, approval) {
    const row = await trx
      .updateTable('missions')
      .set({ ...terms, terms_approved_at: approval.at, terms_approved_by: approval.by, updated_at: approval.at })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};
