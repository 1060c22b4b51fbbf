import type { Kysely } from 'kysely';
import { toMajor } from '@portal/shared/money';
import type { BrandSettings } from '@portal/shared/settings';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { createKycRepo } from './kyc.repo.ts';

/**
 * The KYC gate of a withdrawal (decision 042), run in the withdrawal's transaction under the
 * member's row lock: a withdrawal over kyc.withdrawalThresholdMinor, or one that brings the
 * member's withdrawals in total (in process or approved, `lifetimeMinor`) over
 * kyc.lifetimeWithdrawalThresholdMinor, needs KYC verified at kyc.withdrawalLevel; otherwise
 * KYC_REQUIRED names the level needed.
 */
export async function assertKycForWithdrawal(
  trx: Kysely<DB>,
  input: { memberId: number; amountMinor: number; lifetimeMinor: number },
  kyc: BrandSettings['kyc'],
  decimals: number,
): Promise<void> {
  const single = kyc.withdrawalThresholdMinor;
  const lifetime = kyc.lifetimeWithdrawalThresholdMinor;
  const overSingle = single !== null && input.amountMinor > single;
  const overLifetime = lifetime !== null && input.lifetimeMinor + input.amountMinor > lifetime;
  if (!overSingle && !overLifetime) return;
  const identity = await createKycRepo(trx).identity(input.memberId, trx);
  const verifiedLevel = identity?.kyc_level ?? 0;
  if (verifiedLevel >= kyc.withdrawalLevel) return;
  throw new AppError('KYC_REQUIRED', {
    value: {
      requiredLevel: kyc.withdrawalLevel,
      verifiedLevel,
      reason: overSingle ? 'amount' : 'lifetime',
      threshold: toMajor((overSingle ? single : lifetime)!, decimals),
    },
  });
}
