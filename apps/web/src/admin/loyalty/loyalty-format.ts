import { useTranslation } from 'react-i18next';
import { toMinor } from '@portal/shared/money';
import { useMoney } from '../ui/use-money';

/**
 * Loyalty figures as the console shows them: money arrives in major units (the contract's Money),
 * shown with the brand's currency and the operator's separators; points as whole numbers.
 */
export function useLoyaltyFormat() {
  const { i18n } = useTranslation();
  const money = useMoney();
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return {
    decimals: money.decimals,
    currency: money.code,
    money: (major: number | null | undefined): string => {
      if (major === null || major === undefined || !Number.isFinite(major)) return '—';
      const minor = toMinor(major, money.decimals);
      return minor.ok ? money.format(minor.minor) : numbers.format(major);
    },
    number: (value: number): string => numbers.format(value),
    time: (iso: string): string =>
      new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
  };
}
