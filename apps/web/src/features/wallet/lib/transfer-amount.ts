import { toMinor } from '@portal/shared/money';

export type TransferAmountIssue = 'required' | 'format' | 'decimals' | 'positive' | 'balance';

/**
 * What is wrong with a typed amount before it is sent, or null: a number, at most the currency's
 * decimals, above zero, within what the source wallet holds (all in minor units, no floats).
 */
export function transferAmountIssue(
  text: string,
  decimals: number,
  availableMinor: number,
): TransferAmountIssue | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 'required';
  const parsed = toMinor(trimmed, decimals);
  if (!parsed.ok) return parsed.error === 'TOO_MANY_DECIMALS' ? 'decimals' : 'format';
  if (parsed.minor <= 0) return 'positive';
  if (parsed.minor > availableMinor) return 'balance';
  return null;
}

/** The typed amount as the API takes it (major units); only after transferAmountIssue said null. */
export const transferAmountValue = (text: string) => Number(text.trim().replace(',', '.'));
