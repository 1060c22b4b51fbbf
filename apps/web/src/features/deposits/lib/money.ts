import { toMinor } from '@portal/shared/money';

/** A major-unit amount from the API as minor units, for MoneyText (the API keeps to the decimals). */
export const minorOf = (major: number, decimals: number) => {
  const parsed = toMinor(major, decimals);
  return parsed.ok ? parsed.minor : 0;
};
