import { formatCurrency, formatMoney } from '@portal/shared/money';
import { MONEY_DISPLAY_DECIMALS } from '@portal/shared/constants';
import { minorOf } from '../../../lib/money-form';

/** An amount the API carries in major units, with 2 decimals and the language's separators. */
export const moneyText = (major: number, decimals: number, language: string) =>
  formatMoney(minorOf(major, decimals), decimals, language, MONEY_DISPLAY_DECIMALS);

/** An amount with the brand's currency sign (R$ 100,00) where a sentence names it; without a currency yet, the plain amount. */
export const currencyText = (major: number, decimals: number, currency: string | undefined, language: string) =>
  currency
    ? formatCurrency(minorOf(major, decimals), decimals, currency, language)
    : moneyText(major, decimals, language);

/** Basis points (10000 = all of the bet) as a percent a person reads: 10000 → "100%", 1250 → "12.5%". */
export const percentOfBps = (bps: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bps / 100)}%`;

/** A date and time in the member's language, for periods and histories. */
export const dateTimeText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
