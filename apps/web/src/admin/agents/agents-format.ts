import { useTranslation } from 'react-i18next';
import type { ContractTier } from '@portal/shared/contracts/agents';
import { toMinor } from '@portal/shared/money';
import { useMoney } from '../ui/use-money';

/** Amounts (major units), rates and tiers in the operator's language and the brand's currency. */
export function useAgentFormat() {
  const { t, i18n } = useTranslation('admin-agents');
  const money = useMoney();
  const amount = (major: number) => {
    const minor = toMinor(major, money.decimals);
    return minor.ok ? money.format(minor.minor) : String(major);
  };
  const rate = (percent: number) =>
    `${percent.toLocaleString(i18n.language, { minimumFractionDigits: 0, maximumFractionDigits: 2 })} %`;
  const count = (n: number) => n.toLocaleString(i18n.language);
  const tier = (tierValue: ContractTier, basis: 'bet' | 'active') =>
    t('tiers.line', {
      threshold:
        basis === 'bet'
          ? amount(tierValue.threshold)
          : t('tiers.members', { count: tierValue.threshold, n: count(tierValue.threshold) }),
      rate: rate(tierValue.ratePercent),
    });
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }) : '—';
  return { money, amount, rate, count, tier, when };
}
