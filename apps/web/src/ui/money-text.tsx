import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/shared/money';
import { MONEY_DISPLAY_DECIMALS } from '@portal/shared/constants';

/** An amount in minor units shown with 2 decimals and the current language's separators. */
export function MoneyText({ minor, decimals, className }: { minor: number; decimals: number; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={className} data-minor={minor}>
      {formatMoney(minor, decimals, i18n.language, MONEY_DISPLAY_DECIMALS)}
    </span>
  );
}
