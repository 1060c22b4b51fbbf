import { useTranslation } from 'react-i18next';

/** A limit's or block's value as the console shows it: money in the brand's currency, minutes as time. */
export function useRgValue(currency: string, decimals: number) {
  const { t, i18n } = useTranslation('admin-rg');
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (kind: string, value: number | null) => {
    if (value === null) return t('none');
    return kind === 'session' || kind === 'reality_check' ? t('minutes', { count: value }) : money.format(value);
  };
}

export function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}
