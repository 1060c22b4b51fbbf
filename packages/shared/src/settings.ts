import { z } from 'zod';
import { LANGUAGES, DEFAULT_LANGUAGE } from './languages.ts';
import { AGE_CONFIRMATION_DEFAULT } from './constants.ts';
import { DEFAULT_REGISTER_RULES, fieldRuleSchema, REGISTER_FIELDS, type RegisterField } from './validation-rules.ts';

/**
 * Brand settings: every feature flag of product-spec.md section 6 and every setting the screens
 * read. Each top-level key is stored as its own row (only overrides are stored); a key missing in
 * the database takes the default below. Operators change them through /admin/api/settings.
 */
const ipOrCidr = z
  .string()
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'IP_OR_CIDR');

const isoTime = z.iso.datetime({ offset: true });

export const featureFlagsSchema = z
  .object({
    usernameRegistration: z.boolean(),
    mobileRegistration: z.boolean(),
    registrationSmsVerification: z.boolean(),
    directRegistration: z.boolean(),
    freePlay: z.boolean(),
    forcedPasswordChangeOnExpiry: z.boolean(),
    smsCodeLogin: z.boolean(),
    chat: z.boolean(),
    phonePasswordRecovery: z.boolean(),
    socialSignIn: z.boolean(),
    referral: z.boolean(),
    dividend: z.boolean(),
    salary: z.boolean(),
    hourlySalary: z.boolean(),
    realTimeSalary: z.boolean(),
    loginRequiredForHome: z.boolean(),
    memberCenterOverlay: z.boolean(),
    barsOnSeamless: z.boolean(),
    affiliateCodeCheck: z.boolean(),
    registerCaptcha: z.boolean(),
    transferToUpline: z.boolean(),
  })
  .strict();
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export type FeatureFlag = keyof FeatureFlags;

export const brandSchema = z
  .object({
    name: z.string().min(1).max(60),
    merchantCode: z.string().min(1).max(40),
    supportEmail: z.string().max(120),
    platform: z.literal('web'),
    device: z.literal('WEB'),
    lotteryType: z.string(),
    prizeModes: z.array(z.enum(['Lott', 'ZY', 'Elott', 'SEA'])),
    esportsProviders: z.array(z.string().max(10)),
    chatHeaderColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    registerBonusText: z.string().max(40),
    ageConfirmation: z.number().int().min(0).max(25),
  })
  .strict();

export const localeSettingsSchema = z
  .object({
    defaultLanguage: z.enum(LANGUAGES),
    languages: z.array(z.enum(LANGUAGES)).min(1),
  })
  .strict();

export const currencySchema = z
  .object({
    code: z.string().regex(/^[A-Z]{3}$/),
    symbol: z.string().min(1).max(4),
    decimals: z.number().int().min(0).max(4),
  })
  .strict();

export const maintenanceSchema = z
  .object({
    enabled: z.boolean(),
    /** A window: maintenance is on while enabled, or while now is between startAt and endAt. */
    startAt: isoTime.nullable(),
    endAt: isoTime.nullable(),
  })
  .strict();

export const regionRestrictionSchema = z
  .object({
    enabled: z.boolean(),
    /** ISO 3166-1 alpha-2 codes that may not visit. */
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
    /** Always allowed, even from a blocked country. */
    ipAllowList: z.array(ipOrCidr),
    /** Always refused. */
    ipDenyList: z.array(ipOrCidr),
  })
  .strict();

export const deliverySchema = z
  .object({
    analyticsGtagId: z.string().max(40),
    imageCDNs: z.array(z.url()),
    launchGameCDNs: z.array(z.url()),
  })
  .strict();

const ruleShape = <T extends z.ZodType>(rule: T) =>
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, rule])) as Record<RegisterField, T>;

/** Per-field registration rules served by /wps/system/setting/register. */
export const registerRulesSchema = z.object(ruleShape(fieldRuleSchema)).strict();

export const settingsSchema = z
  .object({
    flags: featureFlagsSchema,
    brand: brandSchema,
    locale: localeSettingsSchema,
    currency: currencySchema,
    maintenance: maintenanceSchema,
    regionRestriction: regionRestrictionSchema,
    delivery: deliverySchema,
    registerRules: registerRulesSchema,
  })
  .strict();
export type BrandSettings = z.infer<typeof settingsSchema>;
export type SettingsKey = keyof BrandSettings;
export const SETTINGS_KEYS = Object.keys(settingsSchema.shape) as SettingsKey[];

/** The value of every setting no operator has changed. */
export const DEFAULT_SETTINGS: BrandSettings = {
  flags: {
    usernameRegistration: true,
    mobileRegistration: false,
    registrationSmsVerification: false,
    directRegistration: true,
    freePlay: true,
    forcedPasswordChangeOnExpiry: false,
    smsCodeLogin: false,
    chat: false,
    phonePasswordRecovery: false,
    socialSignIn: false,
    referral: true,
    dividend: false,
    salary: false,
    hourlySalary: false,
    realTimeSalary: false,
    loginRequiredForHome: false,
    memberCenterOverlay: true,
    barsOnSeamless: false,
    affiliateCodeCheck: true,
    registerCaptcha: false,
    transferToUpline: false,
  },
  brand: {
    name: 'Lotus Play',
    merchantCode: 'lotus',
    supportEmail: 'support@lotus.example',
    platform: 'web',
    device: 'WEB',
    lotteryType: 'Lott',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    esportsProviders: ['AV', 'AI', 'IMES', 'TF', 'IA'],
    chatHeaderColor: '#0f8a6a',
    registerBonusText: '1000 VND',
    ageConfirmation: AGE_CONFIRMATION_DEFAULT,
  },
  locale: { defaultLanguage: DEFAULT_LANGUAGE, languages: [...LANGUAGES] },
  currency: { code: 'BRL', symbol: '$', decimals: 2 },
  maintenance: { enabled: false, startAt: null, endAt: null },
  regionRestriction: { enabled: false, blockedCountries: [], ipAllowList: [], ipDenyList: [] },
  delivery: { analyticsGtagId: '', imageCDNs: [], launchGameCDNs: [] },
  registerRules: DEFAULT_REGISTER_RULES,
};

/** An operator's change: any subset of keys, merged deeply into the current value (lists replace). */
export const settingsPatchSchema = z
  .object({
    flags: featureFlagsSchema.partial().optional(),
    brand: brandSchema.partial().optional(),
    locale: localeSettingsSchema.partial().optional(),
    currency: currencySchema.partial().optional(),
    maintenance: maintenanceSchema.partial().optional(),
    regionRestriction: regionRestrictionSchema.partial().optional(),
    delivery: deliverySchema.partial().optional(),
    registerRules: z.object(ruleShape(fieldRuleSchema.partial().strict().optional())).strict().optional(),
  })
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge of plain objects; arrays and scalars in `patch` replace. */
export function mergeSettings<T>(base: T, patch: unknown): T {
  if (!isPlain(base) || !isPlain(patch)) return (patch === undefined ? base : patch) as T;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlain(out[key]) && isPlain(value) ? mergeSettings(out[key], value) : value;
  }
  return out as T;
}
