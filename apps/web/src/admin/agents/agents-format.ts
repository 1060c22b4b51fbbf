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
  /**
   * A settled period: whole days (daily and longer cycles, cut at midnight UTC as the job cuts
   * them) as their first and last day; shorter ones as the day and the hours.
   */
  const period = (start: string, end: string, cycle: string) => {
    const from = new Date(start);
    const to = new Date(end);
    if (['daily', 'weekly', 'semimonthly', 'monthly'].includes(cycle)) {
      const day = (at: Date) => at.toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
      const last = new Date(to.getTime() - 1);
      return day(from) === day(last) ? day(from) : `${day(from)} – ${day(last)}`;
    }
    const time = (at: Date) => at.toLocaleTimeString(i18n.language, { timeStyle: 'short' });
    return `${from.toLocaleDateString(i18n.language, { dateStyle: 'medium' })} ${time(from)} – ${time(to)}`;
  };
  return { money, amount, rate, count, tier, when, period };
}
