import { AGE_CONFIRMATION_DEFAULT } from './constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import { DEFAULT_REGISTER_RULES } from './validation-rules.ts';
import type { BrandSettings } from './settings.ts';

/* Zod-free on purpose: the web client reads the defaults without shipping the schemas. */

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
    newAddressVerification: true,
    newAddressMobileCheck: false,
    newAddressBankNameCheck: false,
    vip: true,
    missions: true,
    pointsMall: true,
  },
  brand: {
    name: 'Lotus Play',
    merchantCode: 'lotus',
    // Empty until the operator sets the brand's own address: an invented one would lead nowhere.
    supportEmail: '',
    platform: 'web',
    device: 'WEB',
    lotteryType: 'Lott',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    esportsProviders: ['AV', 'AI', 'IMES', 'TF', 'IA'],
    chatHeaderColor: '#0f8a6a',
    registerBonusText: '',
    ageConfirmation: AGE_CONFIRMATION_DEFAULT,
  },
  locale: { defaultLanguage: DEFAULT_LANGUAGE, languages: [...LANGUAGES] },
  currency: { code: 'BRL', symbol: 'R$', decimals: 2 },
  maintenance: { enabled: false, startAt: null, endAt: null },
  regionRestriction: { enabled: false, blockedCountries: [], ipAllowList: [], ipDenyList: [] },
  delivery: { analyticsGtagId: '', imageCDNs: [], launchGameCDNs: [] },
  registerRules: DEFAULT_REGISTER_RULES,
  wallet: { transferVendors: [] },
  withdrawals: {
    minMinor: 5_000,
    maxMinor: 5_000_000,
    dailyMaxMinor: 10_000_000,
    autoReceiptMinutes: 60,
    depositTurnoverPercent: 100,
    recoveryHoldHours: 24,
    banks: [],
  },
  responsibleGaming: { coolingOffHours: 24 },
  // A year of chat is kept for disputes and support follow-ups; older messages go (LGPD: no
  // personal data kept longer than its purpose needs).
  chat: { retentionDays: 365 },
  // Minor units of the currency above (2 decimals): 5.00 at sign-up, 20.00 after a first deposit of
  // 50.00, 30.00 once the friend has bet 500.00; each bet once before it is main money.
  referral: {
    rules: [
      { id: 'register', event: 'register', thresholdMinor: 0, rewardMinor: 500, wageringMultiple: 1 },
      { id: 'first_deposit', event: 'first_deposit', thresholdMinor: 5_000, rewardMinor: 2_000, wageringMultiple: 1 },
      { id: 'turnover', event: 'turnover', thresholdMinor: 50_000, rewardMinor: 3_000, wageringMultiple: 1 },
    ],
    abuseWindowDays: 30,
    rewardValidDays: 30,
  },
  // 1 point per 100.00 bet on slots and fishing, half that on live tables and cards, a fifth on
  // sports and lottery; 100 points make 1.00.
  loyalty: {
    pointsRates: { RNG: 100, FISH: 100, LIVE: 50, PVP: 50, SPORTS: 20, ESPORTS: 20, ELOTT: 20, LOTT: 20 },
    pointsPerUnit: 100,
    minConvertPoints: 100,
    vipPeriod: 'month',
    rollingDays: 30,
    vipGracePeriods: 1,
    rewardValidDays: 30,
    vipRewardWageringMultiple: 1,
  },
  feedback: { minLength: 10, maxLength: 500 },
  agents: { downlinePayer: 'platform' },
  // Minor units of the currency above (2 decimals): deposits of 9,000.00 to 9,999.99 under a
  // 10,000.00 reporting threshold; a net win of 5,000.00 on even-money play.
  aml: {
    lookbackHours: 72,
    reportingThresholdMinor: 1_000_000,
    structuringCount: 3,
    structuringWindowHours: 24,
    lowPlayTurnoverPercent: 30,
    sharedAccessMembers: 3,
    sharedAccessWindowHours: 24,
    transferCycleWindowHours: 72,
    transferCycleMaxLength: 4,
    lowVarianceWinMinor: 500_000,
    lowVarianceWindowHours: 24,
    lowVarianceMaxPayoutPercent: 210,
    lowVarianceSharePercent: 90,
    lowVarianceMinBets: 10,
  },
  // Decision 042: CPF optional and the withdrawal gate off until the operator sets them.
  kyc: {
    minimumAge: 18,
    cpfRequired: false,
    withdrawalThresholdMinor: null,
    lifetimeWithdrawalThresholdMinor: null,
    withdrawalLevel: 1,
  },
};

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
