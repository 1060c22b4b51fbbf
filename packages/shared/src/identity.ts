/*
 * Identity checks the registration form and the server both apply (decision 042): the Brazilian
 * CPF (two check digits, normalized to 11 digits, shown masked), the age by calendar date, and
 * the normalization of a mobile number before it is hashed against a national exclusion list.
 */

/** The CPF's 11 digits, or null when the text is not 11 digits once '.', '-' and spaces are removed. */
export function normalizeCpf(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return /^[0-9]{11}$/.test(digits) ? digits : null;
}

/** A check digit of the CPF's first `length` digits (mod 11, weights length+1 down to 2). */
function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * Whether the text is a valid CPF: 11 digits (punctuation allowed), both check digits right, and
 * not one digit eleven times (000.000.000-00 and the like pass the arithmetic but are not issued).
 */
export function isValidCpf(text: string): boolean {
  const cpf = normalizeCpf(text);
  if (!cpf || /^(\d)\1{10}$/.test(cpf)) return false;
  return checkDigit(cpf, 9) === Number(cpf[9]) && checkDigit(cpf, 10) === Number(cpf[10]);
}

/** How a CPF is shown everywhere: the middle six digits only, `***.456.789-**`. */
export function maskCpf(cpf: string): string {
  const digits = normalizeCpf(cpf) ?? cpf.padEnd(11, '*');
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** A CPF as it is typed: the digits grouped as 000.000.000-00 while they come. */
export function formatCpfInput(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 11);
  return (
    [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') + (d.length > 9 ? `-${d.slice(9)}` : '')
  );
}

/** The minimum ages a brand can set (kyc.minimumAge). */
export const MINIMUM_AGES = [18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' as [year, month, day], or null (2026-02-30 is null). */
export function parseDay(text: string): [number, number, number] | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/**
 * Today's calendar day 'Anywhere on Earth' (UTC-12), the last place a date begins: a person is of
 * age when their birthday has come everywhere, so nobody passes early in any time zone.
 */
export function todayAnywhereOnEarth(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Whole years from the birth day to `today` (both 'YYYY-MM-DD'), by calendar date; null when either is not a day. */
export function ageOn(birth: string, today: string): number | null {
  const b = parseDay(birth);
  const t = parseDay(today);
  if (!b || !t) return null;
  let age = t[0] - b[0];
  // Born on 29 February: the birthday of a common year is 1 March.
  if (t[1] < b[1] || (t[1] === b[1] && t[2] < b[2])) age -= 1;
  return age;
}

/** Why a date of birth is refused before the age is judged: not a day, in the future, before 1900. */
export function dateOfBirthIssue(birth: string, today: string): 'INVALID_VALUE' | null {
  const b = parseDay(birth);
  if (!b || b[0] < 1900 || birth > today) return 'INVALID_VALUE';
  return null;
}

/**
 * A mobile number as the exclusion list hashes it (E.164 digits, no '+'): the dialing code's
 * digits, then the national number's digits with its leading zeros (trunk prefix) removed.
 * '+55', '(011) 98765-4321' -> '5511987654321'.
 */
export function normalizePhoneE164(dialingCode: string, mobile: string): string {
  const code = dialingCode.replace(/\D/g, '');
  const national = mobile.replace(/\D/g, '').replace(/^0+/, '');
  return `${code}${national}`;
}
