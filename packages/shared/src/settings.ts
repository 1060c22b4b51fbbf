import { z } from 'zod';
import { FEEDBACK_CONTENT_LIMIT } from './contracts/feedback.ts';
import { REFERRAL_EVENTS, WAGERING_PRODUCTS } from './contracts/promotions.ts';
import { LANGUAGES } from './languages.ts';
import { ANY_PATTERN, REGISTER_FIELDS, type RegisterField } from './validation-rules.ts';

/**
 * Brand settings: every server feature flag (registration kinds, free play, chat, social sign-in,
 * referral, wages and the rest) and every setting the screens
 * read. Each top-level key is stored as its own row (only overrides are stored); a key missing in
 * the database takes the default below. Operators change them through /admin/api/settings.
 */
// Real addresses and prefixes only: the server builds its allow / deny matcher from these.
const ipOrCidr = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const httpUrl = z.url({ protocol: /^https?$/ });
/** '*' (or empty) accepts anything; anything else must compile the way checkField compiles it. */
const rulePattern = z
  .string()
  .max(500)
  .refine((source) => {
    if (source === ANY_PATTERN || source === '') return true;
    try {
      new RegExp(source, 'u');
      return true;
    } catch {
      return false;
    }
  }, 'PATTERN_DOES_NOT_COMPILE');

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
    /** A password sign-in from an address the member has not used asks for a second step. */
    newAddressVerification: z.boolean(),
    /** The new-address step also takes the member's whole mobile number, typed in (no authenticator). */
    newAddressMobileCheck: z.boolean(),
    /** The new-address step also takes the holder name of one of the member's bank accounts. */
    newAddressBankNameCheck: z.boolean(),
    /** Loyalty: VIP levels (player rank), missions with their leaderboard, the points mall. */
    vip: z.boolean(),
    missions: z.boolean(),
    pointsMall: z.boolean(),
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
    imageCDNs: z.array(httpUrl),
    launchGameCDNs: z.array(httpUrl),
  })
  .strict();

export const fieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: rulePattern,
    patternId: z.number().int().min(0).max(99),
    minLength: z.number().int().min(0).max(500),
    maxLength: z.number().int().min(0).max(500),
  })
  .strict();

const ruleShape = <T extends z.ZodType>(rule: T) =>
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, rule])) as Record<RegisterField, T>;

/** Per-field registration rules served by /wps/system/setting/register. */
export const registerRulesSchema = z.object(ruleShape(fieldRuleSchema)).strict();

export const walletSettingsSchema = z
  .object({
    /** Transfer-model game vendors: each has a wallet of its own the player moves money to and from. */
    transferVendors: z.array(z.string().regex(/^[A-Z0-9_]{1,20}$/)).max(100),
  })
  .strict();

/** Withdrawal rules (docs/decisions/011-withdrawals.md); amounts in minor units of the brand's currency. */
export const withdrawalSettingsSchema = z
  .object({
    minMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    maxMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** Total of a member's withdrawals (in process or approved) over any 24 hours. */
    dailyMaxMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** An approved withdrawal the player has not confirmed after this long counts as received. */
    autoReceiptMinutes: z.number().int().min(1).max(43_200),
    /**
     * Anti-money-laundering turnover: a deposit (and money an agent sends a downline) must be bet
     * this percentage of its amount before a withdrawal or a transfer to the upline (100: once).
     */
    depositTurnoverPercent: z.number().int().min(0).max(10_000),
    /**
     * After a password reset by code or an operator's removal of two-step verification, withdrawals
     * and transfers to other members wait this many hours (account takeover: review N5; 0: off).
     */
    recoveryHoldHours: z.number().int().min(0).max(720),
    /** The banks a player picks from when binding an account; empty: the bank name is free text. */
    banks: z.array(z.string().trim().min(1).max(100)).max(200),
  })
  .strict();

/** Responsible gaming (docs/decisions/041-play-limits-in-the-ledger.md). */
export const responsibleGamingSettingsSchema = z
  .object({
    /** A member's raise or removal of their own limit holds only after this many hours (lowering: at once). */
    coolingOffHours: z.number().int().min(24).max(720),
  })
  .strict();

/** Chat (decision 060): messages older than this many days are deleted, with their images. */
export const chatSettingsSchema = z
  .object({
    retentionDays: z.number().int().min(30).max(3650),
  })
  .strict();

/** One invite-a-friend reward: what the invitee must do, and what the inviter gets (minor units). */
export const referralRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]{1,30}$/),
    event: z.enum(REFERRAL_EVENTS),
    /** first_deposit: the least first deposit; turnover: the invitee's valid bets in total; register: unused. */
    thresholdMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    rewardMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** The reward is bet this many times before it leaves the bonus wallet (0: main money at once). */
    wageringMultiple: z.number().int().min(0).max(100),
  })
  .strict();
export type ReferralRule = z.infer<typeof referralRuleSchema>;

/** Invite a friend (flags.referral): the rewards, and how far back shared addresses count as abuse. */
export const referralSettingsSchema = z
  .object({
    rules: z
      .array(referralRuleSchema)
      .max(10)
      .refine((rules) => new Set(rules.map((r) => r.id)).size === rules.length, 'DUPLICATE_RULE_ID'),
    /** An address seen for both inviter and invitee within this many days blocks the reward. */
    abuseWindowDays: z.number().int().min(1).max(365),
    /** A reward not wagered within this many days expires from the bonus wallet. */
    rewardValidDays: z.number().int().min(1).max(365),
  })
  .strict();

/**
 * Loyalty (flags.vip, flags.missions, flags.pointsMall): how turnover earns points, what points
 * convert to, and how VIP levels are kept.
 */
export const loyaltySettingsSchema = z
  .object({
    /** Points per 100 major units of valid turnover, per product, in hundredths of a point (100 = 1 point). */
    pointsRates: z.partialRecord(z.enum(WAGERING_PRODUCTS), z.number().int().min(0).max(1_000_000)),
    /** Points that convert to one major unit of money; 0: conversion off. */
    pointsPerUnit: z.number().int().min(0).max(1_000_000),
    minConvertPoints: z.number().int().min(1).max(1e9),
    /** VIP levels: deposits and turnover counted over the calendar month, week, or the last rollingDays. */
    vipPeriod: z.enum(['month', 'week', 'rolling']),
    rollingDays: z.number().int().min(1).max(365),
    /** Period ends a member may spend below their level's thresholds before dropping to the level they meet. */
    vipGracePeriods: z.number().int().min(0).max(12),
    /** VIP and mission bonus-wallet rewards expire after this many days unwagered. */
    rewardValidDays: z.number().int().min(1).max(365),
    /** VIP rewards (level-up, birthday, cashback) are wagered this many times; 0: main money at once. */
    vipRewardWageringMultiple: z.number().int().min(0).max(100),
  })
  .strict();

/** Feedback and complaints: the content's bounds in characters (the spec's "between {0} and {1}"). */
export const feedbackSettingsSchema = z
  .object({
    minLength: z.number().int().min(1).max(FEEDBACK_CONTENT_LIMIT),
    maxLength: z.number().int().min(1).max(FEEDBACK_CONTENT_LIMIT),
  })
  .strict()
  .refine((f) => f.minLength <= f.maxLength, { path: ['maxLength'], message: 'below minLength' });

/**
 * Age, identity and KYC (docs/decisions/042-kyc-and-age.md). Registration needs a date of birth
 * showing `minimumAge` by calendar date, and a valid CPF when `cpfRequired`. A withdrawal over
 * `withdrawalThresholdMinor`, or one that brings the member's withdrawals in total over
 * `lifetimeWithdrawalThresholdMinor`, needs KYC verified at `withdrawalLevel` (null: that gate is off).
 */
export const kycSettingsSchema = z
  .object({
    /** MINIMUM_AGES of identity.ts. */
    minimumAge: z.union([z.literal(18), z.literal(21)]),
    cpfRequired: z.boolean(),
    withdrawalThresholdMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
    lifetimeWithdrawalThresholdMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
    /** 1: identity (ID front, back, selfie); 2: identity and proof of address. */
    withdrawalLevel: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();

/** The agent programme: who pays a contract an agent offers a downline (the platform pays the platform's). */
export const agentSettingsSchema = z.object({ downlinePayer: z.enum(['platform', 'upline']) }).strict();

/**
 * AML monitoring (decision 043): the thresholds of the rules the periodic scan applies. Amounts in
 * minor units of the brand's currency; windows in hours; the scan reads lookbackHours back.
 */
export const amlSettingsSchema = z
  .object({
    /** How far back each scan reads deposits, withdrawals, sign-ins, transfers and bets. */
    lookbackHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    /** The amount above which a deposit is reported; structuring is several deposits just under it. */
    reportingThresholdMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** Structuring: this many paid deposits within structuringWindowHours, each in [90 %, 100 %) of the threshold. */
    structuringCount: z.number().int().min(2).max(100),
    structuringWindowHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    /** A withdrawal after a deposit with turnover since that deposit below this percentage of it. */
    lowPlayTurnoverPercent: z.number().int().min(1).max(1000),
    /** This many distinct members signing in from one address or one device id within sharedAccessWindowHours. */
    sharedAccessMembers: z.number().int().min(2).max(100),
    sharedAccessWindowHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    /** Transfers between members (to the upline, an agent's to its team) returning to the sender within the window. */
    transferCycleWindowHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    /** The longest cycle looked for, in transfers (2: A to B and back). */
    transferCycleMaxLength: z.number().int().min(2).max(6),
    /** Net win on low-variance bets within lowVarianceWindowHours at or above this. */
    lowVarianceWinMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    lowVarianceWindowHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    /** A bet paying at most this percentage of its stake counts as even-money-like (210: 2.1 times). */
    lowVarianceMaxPayoutPercent: z.number().int().min(100).max(1000),
    /** At least this share of the window's stake on low-variance bets. */
    lowVarianceSharePercent: z.number().int().min(1).max(100),
    /** At least this many settled bets in the window (a single lucky bet is not a pattern). */
    lowVarianceMinBets: z.number().int().min(1).max(10_000),
  })
  .strict();

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
    wallet: walletSettingsSchema,
    withdrawals: withdrawalSettingsSchema,
    responsibleGaming: responsibleGamingSettingsSchema,
    chat: chatSettingsSchema,
    referral: referralSettingsSchema,
    loyalty: loyaltySettingsSchema,
    feedback: feedbackSettingsSchema,
    agents: agentSettingsSchema,
    aml: amlSettingsSchema,
    kyc: kycSettingsSchema,
  })
  .strict();
export type BrandSettings = z.infer<typeof settingsSchema>;
export type SettingsKey = keyof BrandSettings;
export const SETTINGS_KEYS = Object.keys(settingsSchema.shape) as SettingsKey[];

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
    wallet: walletSettingsSchema.partial().optional(),
    withdrawals: withdrawalSettingsSchema.partial().optional(),
    responsibleGaming: responsibleGamingSettingsSchema.partial().optional(),
    chat: chatSettingsSchema.partial().optional(),
    referral: referralSettingsSchema.partial().optional(),
    loyalty: loyaltySettingsSchema.partial().optional(),
    feedback: z.object({ minLength: z.number().int(), maxLength: z.number().int() }).partial().strict().optional(),
    agents: agentSettingsSchema.partial().optional(),
    aml: amlSettingsSchema.partial().optional(),
    kyc: kycSettingsSchema.partial().optional(),
  })
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export { DEFAULT_SETTINGS, mergeSettings } from './settings-defaults.ts';
