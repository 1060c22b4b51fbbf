import type { BonusView } from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import { pickText } from '../../platform/localized.ts';
import type { BonusRow } from './bonuses.repo.ts';
import { wageringOf } from './bonus-wagering.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Wagered share, floored: 100 only when nothing is left. */
export function progressPercent(requiredMinor: number, remainingMinor: number): number {
  if (requiredMinor === 0 || remainingMinor === 0) return 100;
  return Math.min(99, Math.floor(((requiredMinor - remainingMinor) * 100) / requiredMinor));
}

export function presentBonus(row: BonusRow, decimals: number, language: Language): BonusView {
  const money = (minor: number) => toMajor(minor, decimals);
  return {
    id: row.id,
    source: row.source,
    promotionId: row.promotion_id,
    title: row.title ? pickText(row.title, language) : '',
    amount: money(row.amount_minor),
    wageringRequired: money(row.wagering_required_minor),
    wageringRemaining: money(row.wagering_remaining_minor),
    wagering: wageringOf([row], decimals),
    progressPercent:
      row.status === 'converted' ? 100 : progressPercent(row.wagering_required_minor, row.wagering_remaining_minor),
    status: row.status,
    onWithdrawal: row.on_withdrawal,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at),
    settledAt: row.settled_at ? iso(row.settled_at) : null,
  };
}
