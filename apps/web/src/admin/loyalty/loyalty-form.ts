import { FieldIssue } from '@portal/shared/errors';
import { LANGUAGES, type Language } from '@portal/shared/languages';
import { minorToDecimalText, toMinor } from '@portal/shared/money';

/**
 * What the loyalty editors share: numbers typed as text (an empty box stays empty), money in major
 * units checked against the brand's decimals, texts in six languages; the forms check them through
 * the route's shared schema (lib/form-resolver).
 */

export type LocalizedValue = Partial<Record<Language, string>>;
export type FieldIssues = Record<string, string>;

/** The contract's own rules (ladder order, a cash good's value...): their message is the code the form shows. */
export const RULE_ISSUES = [
  'RANKS_IN_ORDER',
  'THRESHOLD_REQUIRED',
  'NAME_REQUIRED',
  'WHOLE_NUMBER',
  'PRODUCT_ONLY_FOR_BETS',
  'CASH_VALUE_FOR_CASH_GOODS',
] as const;

/** Checks the form makes on top of the schema. */
export const FORM_ISSUES = ['STOCK_BELOW_REDEEMED'] as const;

/** Text to a number: an empty box is no number (undefined), a comma reads as the decimal point. */
export function numberOf(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** Text to a number where an empty box means "none" (null), as the contract's nullable figures do. */
export const nullableNumberOf = (text: string): number | null | undefined =>
  text.trim() === '' ? null : numberOf(text);

/** A stored figure back into its box: null and undefined are an empty box. */
export const textOf = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * Money typed in major units: the brand's currency takes `decimals` places, more is an issue the
 * form names before the server does (it would store a rounded amount otherwise).
 */
export function moneyIssue(text: string, decimals: number): string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const parsed = toMinor(trimmed, decimals);
  return !parsed.ok && parsed.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : undefined;
}

/** The money boxes, by field path, whose text goes past the currency's decimals: each with its issue. */
export function moneyIssues(texts: Record<string, string>, decimals: number): FieldIssues {
  const issues: FieldIssues = {};
  for (const [path, text] of Object.entries(texts)) {
    const issue = moneyIssue(text, decimals);
    if (issue) issues[path] = issue;
  }
  return issues;
}

/** Hundredths (the settings' points rates) to the points a person types: 150 → "1.5". */
export function hundredthsText(value: number): string {
  return minorToDecimalText(value, 2).replace(/\.?0+$/, '') || '0';
}

/** "1.5" points back to hundredths (150); a third decimal place or a non-number is undefined. */
export function hundredthsOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const parsed = toMinor(trimmed, 2);
  return parsed.ok ? parsed.minor : undefined;
}

/** The texts as the API takes them: blank languages left out. */
export function textsOf(value: LocalizedValue): LocalizedValue {
  return Object.fromEntries(
    Object.entries(value)
      .map(([language, text]) => [language, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  ) as LocalizedValue;
}

/** The text a member reads in `language`: that one, else English, else any written (as the server picks). */
export function textIn(text: LocalizedValue, language: Language): { text: string; shown: Language | null } {
  for (const code of [language, 'en', 'pt-BR', ...LANGUAGES] as Language[]) {
    const value = text[code]?.trim();
    if (value) return { text: value, shown: code };
  }
  return { text: '', shown: null };
}
