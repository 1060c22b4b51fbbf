import type { Kysely } from 'kysely';
import type { KycDecision, KycDocument, KycState } from '@portal/shared/contracts/kyc';
import type { DB } from '../../db/schema.ts';
import { createKycRepo } from './kyc.repo.ts';
import { presentDecision, presentDocument, stateOf } from './kyc.presenter.ts';

export interface KycSummary {
  state: KycState;
  /** The highest level verified (0: none). */
  verifiedLevel: number;
  /** The newest file of each kind. */
  documents: KycDocument[];
  /** The last submission and its decision, or null before the first. */
  lastDecision: KycDecision | null;
}

/**
 * A member's KYC at a glance, for other console pages (the member's responsible-gaming page):
 * state, verified level, documents (no storage keys) and the last decision.
 */
export async function kycSummary(db: Kysely<DB>, memberId: number): Promise<KycSummary> {
  const repo = createKycRepo(db);
  const [identity, last, documents] = await Promise.all([
    repo.identity(memberId),
    repo.lastSubmission(memberId),
    repo.latestDocuments(memberId),
  ]);
  return {
    state: stateOf(last),
    verifiedLevel: identity?.kyc_level ?? 0,
    documents: documents.map(presentDocument),
    lastDecision: last ? presentDecision(last) : null,
  };
}
