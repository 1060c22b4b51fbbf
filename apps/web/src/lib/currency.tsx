import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, toMinor, type CurrencyDisplay } from '@portal/shared/money';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';

const CurrencyContext = createContext<CurrencyDisplay>(DEFAULT_SETTINGS.currency);

/** The brand's currency (from the system status) for every amount below it. */
export function CurrencyProvider({
  currency,
  children,
}: {
  currency: CurrencyDisplay | undefined;
  children: ReactNode;
}) {
  return <CurrencyContext value={currency ?? DEFAULT_SETTINGS.currency}>{children}</CurrencyContext>;
}

export const useCurrency = () => useContext(CurrencyContext);

interface MajorOptions {
  /** "+" on an amount above zero (a gain in a ledger). */
  signed?: boolean;
  /** The decimals the figure came with, when the call names them. */
  decimals?: number;
}

/** An amount the API carries in major units, in `currency`; "—" for one that is not an amount of it. */
export function formatMajor(amount: number, currency: CurrencyDisplay, language: string, options: MajorOptions = {}) {
  const decimals = options.decimals ?? currency.decimals;
  const parsed = toMinor(amount, decimals);
  if (!parsed.ok) return '—';
  const text = formatCurrency(parsed.minor, { ...currency, decimals }, language);
  return options.signed && parsed.minor > 0 ? `+${text}` : text;
}

/**
 * Formatters for minor units in the brand's currency and the member's language: `money` with the
 * currency sign as the locale writes it (R$ 1.234,56; 1.234.567 ₫), `major` for amounts the API
 * carries in major units ("—" for one that is not an amount of this currency; `signed` puts "+" on gains).
 */
export function useMoneyFormat() {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const money = useCallback(
    (minor: number, decimals = currency.decimals) => formatCurrency(minor, { ...currency, decimals }, language),
    [currency, language],
  );
  const major = useCallback(
    (amount: number, options: MajorOptions = {}) => formatMajor(amount, currency, language, options),
    [currency, language],
  );
  return { currency, money, major };
}
