import { z } from 'zod';
import { minorToDecimalText } from '@portal/shared/money';
import { settingsSchema, type BrandSettings } from '@portal/shared/settings';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver.ts';
import { readAmount } from './settings-lists.ts';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the draft changed against the saved value, as the PATCH body the server merges: only the
 * changed leaves, objects kept as paths, lists whole (the server replaces lists).
 */
export function changedSubset(saved: unknown, draft: unknown): Plain | undefined {
  if (!isPlain(saved) || !isPlain(draft)) return undefined;
  const out: Plain = {};
  for (const [key, value] of Object.entries(draft)) {
    const before = saved[key];
    if (isPlain(value) && isPlain(before)) {
      const inner = changedSubset(before, value);
      if (inner) out[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(before)) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** How many single settings a patch changes (a list counts once). */
export function countLeaves(patch: Plain | undefined): number {
  if (!patch) return 0;
  return Object.values(patch).reduce<number>((sum, value) => sum + (isPlain(value) ? countLeaves(value) : 1), 0);
}

/**
 * A setting as its box holds it: numbers (amounts in major units) as typed text, a list typed one
 * entry a line as one text; lists of choices, switches and texts as they are.
 */
type Typed<T> = T extends number
  ? string
  : T extends readonly (infer Item)[]
    ? string extends Item
      ? string
      : Item extends object
        ? Typed<Item>[]
        : T
    : T extends object
      ? { [K in keyof T]: Typed<T[K]> }
      : T;

/** The brand settings as the settings form holds them. */
export type SettingsValues = Typed<BrandSettings>;

/** The typed lists: `codes` are split at commas and spaces too and upper-cased, `lines` one entry a line. */
const LISTS: Record<string, 'codes' | 'lines'> = {
  'brand.esportsProviders': 'codes',
  'regionRestriction.blockedCountries': 'codes',
  'regionRestriction.ipAllowList': 'lines',
  'regionRestriction.ipDenyList': 'lines',
  'withdrawals.banks': 'lines',
  'wallet.transferVendors': 'codes',
  'delivery.imageCDNs': 'lines',
  'delivery.launchGameCDNs': 'lines',
};
/** Amounts are the settings named …Minor, in minor units of the brand's currency. */
const isAmount = (path: string) => path.endsWith('Minor');
/** A referral threshold may be zero (the schema's least); every other amount is above zero. */
const mayBeZero = (path: string) => /^referral\.rules\.\d+\.thresholdMinor$/.test(path);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function toValues(value: unknown, path: string, decimals: number): unknown {
  if (typeof value === 'number') return isAmount(path) ? minorToDecimalText(value, decimals) : String(value);
  if (Array.isArray(value)) {
    return LISTS[path] ? value.join('\n') : value.map((item, i) => toValues(item, join(path, i), decimals));
  }
  if (isPlain(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toValues(item, join(path, key), decimals)]),
    );
  }
  return value;
}

/** The saved settings as the form's boxes show them; amounts in the saved currency's decimals. */
export const settingsValuesOf = (settings: BrandSettings): SettingsValues =>
  toValues(settings, '', settings.currency.decimals) as SettingsValues;

/** Only a part of the settings (a market's currency and languages), as the form holds it. */
export const sectionValuesOf = <K extends keyof BrandSettings>(
  key: K,
  section: BrandSettings[K],
  decimals: number,
): SettingsValues[K] => toValues(section, key, decimals) as SettingsValues[K];

const listOf = (text: string, kind: 'codes' | 'lines') =>
  text
    .split(kind === 'codes' ? /[\s,]+/ : /\n/)
    .map((item) => (kind === 'codes' ? item.trim().toUpperCase() : item.trim()))
    .filter(Boolean);

/** A whole number as typed; an empty box is none (required), text no number. */
const wholeOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

function fromValues(value: unknown, saved: unknown, path: string, decimals: number): unknown {
  if (typeof value === 'string' && LISTS[path]) return listOf(value, LISTS[path]);
  if (typeof value === 'string' && (typeof saved === 'number' || isAmount(path))) {
    if (!isAmount(path)) return wholeOf(value);
    const read = readAmount(value, decimals, mayBeZero(path));
    return read.ok ? read.minor : Number.NaN;
  }
  if (Array.isArray(value)) {
    const before = Array.isArray(saved) ? saved : [];
    return value.map((item, i) => fromValues(item, before[i], join(path, i), decimals));
  }
  if (isPlain(value)) {
    const before = isPlain(saved) ? saved : {};
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fromValues(item, before[key], join(path, key), decimals)]),
    );
  }
  return value;
}

/**
 * The settings document the boxes make (before the schema's check): numbers read, amounts in minor
 * units of the saved decimals (a change of decimals applies after saving), lists split.
 */
export const settingsOf = (values: SettingsValues, saved: BrandSettings): BrandSettings =>
  fromValues(values, saved, '', saved.currency.decimals) as BrandSettings;

/**
 * The amounts whose text does not read in the saved currency's decimals (required, format,
 * decimals, positive), by path: the form names them while they are typed and Save waits. A
 * registering reward has no threshold to read.
 */
export function unreadableAmounts(values: SettingsValues, decimals: number): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string' && isAmount(path)) {
      const read = readAmount(value, decimals, mayBeZero(path));
      if (!read.ok) issues[path] = read.issue;
    } else if (Array.isArray(value) || isPlain(value)) {
      const registering = isPlain(value) && value.event === 'register';
      for (const [key, item] of Object.entries(value)) {
        if (!(registering && key === 'thresholdMinor')) visit(item, join(path, key));
      }
    }
  };
  visit(values, '');
  return issues;
}

/**
 * The settings form's check: the boxes made into the settings document and parsed by the schema
 * the PATCH route merges into (settingsSchema); an amount that does not read is named as such.
 */
export function settingsResolver(saved: BrandSettings) {
  const decimals = saved.currency.decimals;
  return formResolver<SettingsValues, BrandSettings>(
    z
      .custom<SettingsValues>()
      .transform((values): unknown => settingsOf(values, saved))
      .pipe(settingsSchema),
    (values) => unreadableAmounts(values, decimals),
    { extraFirst: true },
  );
}
