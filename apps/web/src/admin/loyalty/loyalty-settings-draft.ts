import { z } from 'zod';
import { LOYALTY_PRODUCTS, type LoyaltyProduct } from '@portal/shared/contracts/loyalty';
import { FieldIssue } from '@portal/shared/errors';
import { loyaltySettingsSchema, type BrandSettings } from '@portal/shared/settings';
import { formResolver } from '../../lib/form-resolver.ts';
import { hundredthsOf, hundredthsText, numberOf, type FieldIssues } from './loyalty-form.ts';

type LoyaltySettings = BrandSettings['loyalty'];
export const LOYALTY_FLAGS = ['vip', 'missions', 'pointsMall'] as const;
export type LoyaltyFlag = (typeof LOYALTY_FLAGS)[number];

/**
 * The loyalty settings as the form holds them: earn rates as the points a person reads ("1.5"
 * per 100 of turnover, stored as 150 hundredths), the rest as typed text, and the three switches.
 */
export interface LoyaltySettingsDraft {
  pointsRates: Record<LoyaltyProduct, string>;
  pointsPerUnit: string;
  minConvertPoints: string;
  vipPeriod: LoyaltySettings['vipPeriod'];
  rollingDays: string;
  vipGracePeriods: string;
  rewardValidDays: string;
  vipRewardWageringMultiple: string;
  flags: Record<LoyaltyFlag, boolean>;
}

export function loyaltySettingsDraftOf(settings: Pick<BrandSettings, 'loyalty' | 'flags'>): LoyaltySettingsDraft {
  const loyalty = settings.loyalty;
  return {
    pointsRates: Object.fromEntries(
      LOYALTY_PRODUCTS.map((product) => [product, hundredthsText(loyalty.pointsRates[product] ?? 0)]),
    ) as Record<LoyaltyProduct, string>,
    pointsPerUnit: String(loyalty.pointsPerUnit),
    minConvertPoints: String(loyalty.minConvertPoints),
    vipPeriod: loyalty.vipPeriod,
    rollingDays: String(loyalty.rollingDays),
    vipGracePeriods: String(loyalty.vipGracePeriods),
    rewardValidDays: String(loyalty.rewardValidDays),
    vipRewardWageringMultiple: String(loyalty.vipRewardWageringMultiple),
    flags: { vip: settings.flags.vip, missions: settings.flags.missions, pointsMall: settings.flags.pointsMall },
  };
}

/**
 * The `loyalty` value to store. Every product's rate is sent, an empty box as 0: the server merges
 * a settings change into what is stored, so a product left out would keep its old rate.
 */
export function loyaltySettingsInputOf(draft: LoyaltySettingsDraft): unknown {
  return {
    pointsRates: Object.fromEntries(
      LOYALTY_PRODUCTS.map((product) => {
        const text = draft.pointsRates[product];
        return [product, text.trim() === '' ? 0 : (hundredthsOf(text) ?? Number.NaN)];
      }),
    ),
    pointsPerUnit: numberOf(draft.pointsPerUnit),
    minConvertPoints: numberOf(draft.minConvertPoints),
    vipPeriod: draft.vipPeriod,
    rollingDays: numberOf(draft.rollingDays),
    vipGracePeriods: numberOf(draft.vipGracePeriods),
    rewardValidDays: numberOf(draft.rewardValidDays),
    vipRewardWageringMultiple: numberOf(draft.vipRewardWageringMultiple),
  };
}

/**
 * The settings form's check: the route's schema on the `loyalty` value. A rate past a hundredth
 * of a point cannot be stored: named before the schema's "not a number".
 */
export function loyaltySettingsResolver() {
  const schema = z.custom<LoyaltySettingsDraft>().transform(loyaltySettingsInputOf).pipe(loyaltySettingsSchema);
  const finerThanHundredths = (draft: LoyaltySettingsDraft) => {
    const extra: FieldIssues = {};
    for (const product of LOYALTY_PRODUCTS) {
      const text = draft.pointsRates[product].trim();
      if (text !== '' && hundredthsOf(text) === undefined && Number.isFinite(Number(text.replace(',', '.')))) {
        extra[`pointsRates.${product}`] = FieldIssue.TOO_MANY_DECIMALS;
      }
    }
    return extra;
  };
  return formResolver(schema, finerThanHundredths, { extraFirst: true });
}

/**
 * The PATCH body: the loyalty settings whole (they are one form) and only the switches that
 * changed; undefined when nothing did.
 */
export function loyaltyPatchOf(
  saved: Pick<BrandSettings, 'loyalty' | 'flags'>,
  loyalty: LoyaltySettings,
  flags: Record<LoyaltyFlag, boolean>,
): { loyalty?: LoyaltySettings; flags?: Partial<Record<LoyaltyFlag, boolean>> } | undefined {
  const changedFlags = Object.fromEntries(
    LOYALTY_FLAGS.filter((f) => saved.flags[f] !== flags[f]).map((f) => [f, flags[f]]),
  );
  const sameLoyalty = JSON.stringify(normalized(saved.loyalty)) === JSON.stringify(normalized(loyalty));
  const patch = {
    ...(sameLoyalty ? {} : { loyalty }),
    ...(Object.keys(changedFlags).length ? { flags: changedFlags } : {}),
  };
  return Object.keys(patch).length ? patch : undefined;
}

/** The values in one key order, missing rates as 0: a comparison reads values, not how they were written. */
function normalized(loyalty: LoyaltySettings) {
  return [
    LOYALTY_PRODUCTS.map((product) => loyalty.pointsRates[product] ?? 0),
    loyalty.pointsPerUnit,
    loyalty.minConvertPoints,
    loyalty.vipPeriod,
    loyalty.rollingDays,
    loyalty.vipGracePeriods,
    loyalty.rewardValidDays,
    loyalty.vipRewardWageringMultiple,
  ];
}
