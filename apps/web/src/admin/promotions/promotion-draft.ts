import { z } from 'zod';
import {
  DEFAULT_CONTRIBUTIONS,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_KIND_RULES,
  RAFFLE_TICKET_SOURCES,
  promotionInputSchema,
  WAGERING_PRODUCTS,
  type AdminPromotion,
  type PromotionKind,
  type PromotionRulesView,
  type WageringProduct,
} from '@portal/shared/contracts/promotions';
import { FieldIssue } from '@portal/shared/errors';
import { LANGUAGES, type Language } from '@portal/shared/languages';
import { formResolver, type FieldIssueCodes } from '../../lib/form-resolver.ts';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

export type RuleField = keyof PromotionRulesView;
export type LocalizedValue = Partial<Record<Language, string>>;

/** Who may take part, as typed: the same path as the API's body, so its issues land on these fields. */
export interface EligibilityDraft {
  registeredWithinDays: string;
  /** Dialing codes separated by commas or spaces: "+55, +66". */
  countries: string;
  /** VIP ranks that may take part, ascending; empty = every level. */
  vipLevels: number[];
}

/**
 * The editor's state: what the operator typed, numbers as text (so an empty box stays empty) and
 * contributions as percents; `inputOf` turns it into the API's body, which the shared schema checks.
 */
export interface PromotionDraft {
  kind: PromotionKind;
  category: string;
  title: LocalizedValue;
  summary: LocalizedValue;
  body: LocalizedValue;
  terms: LocalizedValue;
  imageUrl: string;
  /** datetime-local values, in the operator's time zone. */
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  position: string;
  requiresJoin: boolean;
  rules: Partial<Record<RuleField, string>>;
  wageringMultiple: string;
  wageringBase: 'bonus' | 'bonus_deposit';
  contributions: Partial<Record<WageringProduct, string>>;
  vendorOnly: string;
  onWithdrawal: 'forfeit' | 'refuse';
  bonusValidDays: string;
  eligibility: EligibilityDraft;
  /** A picture chosen to upload once the promotion is saved (it needs the promotion's id). */
  image: File | null;
}

/** Text to a number; an empty box is no number (undefined), not zero. */
const numberOf = (text: string | undefined): number | undefined => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
};

const percentText = (bps: number) => String(bps / 100);

/** Ranks once each, lowest first. */
const ranksOf = (ranks: readonly number[]) => [...new Set(ranks)].sort((a, b) => a - b);

export function emptyDraft(now = new Date()): PromotionDraft {
  return {
    kind: 'first_deposit',
    category: 'deposit',
    title: {},
    summary: {},
    body: {},
    terms: {},
    imageUrl: '',
    startsAt: toLocalInput(now.toISOString()),
    endsAt: '',
    enabled: true,
    position: '0',
    requiresJoin: false,
    rules: {},
    wageringMultiple: '10',
    wageringBase: 'bonus',
    contributions: Object.fromEntries(
      Object.entries(DEFAULT_CONTRIBUTIONS).map(([product, bps]) => [product, percentText(bps)]),
    ),
    vendorOnly: '',
    onWithdrawal: 'forfeit',
    bonusValidDays: '30',
    eligibility: { registeredWithinDays: '', countries: '', vipLevels: [] },
    image: null,
  };
}

export function draftOf(promotion: AdminPromotion): PromotionDraft {
  return {
    kind: promotion.kind,
    category: promotion.category,
    title: promotion.title,
    summary: promotion.summary,
    body: promotion.body,
    terms: promotion.terms,
    imageUrl: promotion.imageUrl ?? '',
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: toLocalInput(promotion.endsAt),
    enabled: promotion.enabled,
    position: String(promotion.position),
    requiresJoin: promotion.requiresJoin,
    rules: Object.fromEntries(Object.entries(promotion.rules).map(([field, value]) => [field, String(value)])),
    wageringMultiple: String(promotion.wageringMultiple),
    wageringBase: promotion.wageringBase,
    contributions: Object.fromEntries(
      Object.entries(promotion.contributions).map(([product, bps]) => [product, percentText(bps ?? 0)]),
    ),
    vendorOnly: promotion.vendorOnly ?? '',
    onWithdrawal: promotion.onWithdrawal,
    bonusValidDays: String(promotion.bonusValidDays),
    eligibility: {
      registeredWithinDays: promotion.eligibility.registeredWithinDays?.toString() ?? '',
      countries: (promotion.eligibility.countries ?? []).join(', '),
      vipLevels: ranksOf(promotion.eligibility.vipLevels ?? []),
    },
    image: null,
  };
}

/** A VIP level ticked or unticked in the eligibility's list. */
export function toggleVipLevel(ranks: readonly number[], rank: number): number[] {
  return ranks.includes(rank) ? ranks.filter((held) => held !== rank) : ranksOf([...ranks, rank]);
}

/** The dialing codes typed, one each: "+55, +66" → ["+55", "+66"]. */
export function countriesOf(eligibility: Pick<EligibilityDraft, 'countries'>): string[] {
  return eligibility.countries
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The text players see in `language`: that one, else English, else any written (as the server picks). */
export function textIn(text: LocalizedValue, language: Language): { text: string; shown: Language | null } {
  for (const code of [language, 'en', ...LANGUAGES] as Language[]) {
    const value = text[code]?.trim();
    if (value) return { text: value, shown: code };
  }
  return { text: '', shown: null };
}

/** A VIP rank's name on the brand's ladder in `language`; null when the ladder has no such rank (or no name). */
export function vipLevelName(
  rank: number,
  ladder: readonly { rankLevel: number; name: LocalizedValue }[],
  language: Language,
): string | null {
  const level = ladder.find((candidate) => candidate.rankLevel === rank);
  return (level && textIn(level.name, language).text) || null;
}

/** The kind changes: free credit counts only the in-house games unless the operator says otherwise. */
export function withKind(draft: PromotionDraft, kind: PromotionKind): PromotionDraft {
  return { ...draft, kind, vendorOnly: kind === 'free_credit' && !draft.vendorOnly ? 'INHOUSE' : draft.vendorOnly };
}

/** The API's body: only the kind's figures, contributions in basis points, blank texts left out. */
export function inputOf(draft: PromotionDraft): unknown {
  const rules = Object.fromEntries(
    PROMOTION_KIND_RULES[draft.kind].fields
      .map((field) => [field, numberOf(draft.rules[field])] as const)
      .filter(([, value]) => value !== undefined),
  );
  const contributions = Object.fromEntries(
    WAGERING_PRODUCTS.map((product) => [product, numberOf(draft.contributions[product])] as const)
      .filter(([, percent]) => percent !== undefined)
      .map(([product, percent]) => [product, Number.isFinite(percent) ? Math.round(percent! * 100) : percent]),
  );
  const texts = (value: LocalizedValue) =>
    Object.fromEntries(Object.entries(value).filter(([, text]) => (text ?? '').trim() !== ''));
  const { eligibility } = draft;
  const countries = countriesOf(eligibility);
  return {
    kind: draft.kind,
    category: draft.category,
    title: texts(draft.title),
    summary: texts(draft.summary),
    body: texts(draft.body),
    terms: texts(draft.terms),
    imageUrl: draft.imageUrl.trim() || null,
    startsAt: fromLocalInput(draft.startsAt) ?? '',
    endsAt: fromLocalInput(draft.endsAt),
    enabled: draft.enabled,
    position: numberOf(draft.position),
    requiresJoin: draft.requiresJoin,
    rules,
    wageringMultiple: numberOf(draft.wageringMultiple),
    wageringBase: draft.wageringBase,
    contributions,
    vendorOnly: draft.vendorOnly.trim().toUpperCase() || null,
    onWithdrawal: draft.onWithdrawal,
    bonusValidDays: numberOf(draft.bonusValidDays),
    eligibility: {
      ...(numberOf(eligibility.registeredWithinDays) !== undefined
        ? { registeredWithinDays: numberOf(eligibility.registeredWithinDays) }
        : {}),
      ...(countries.length ? { countries } : {}),
      ...(eligibility.vipLevels.length ? { vipLevels: ranksOf(eligibility.vipLevels) } : {}),
    },
  };
}

/**
 * The promotion form's check: the route's schema on the API's body; besides, the figures the
 * kind cannot go without and a picture larger than the server takes.
 */
export function promotionResolver() {
  const schema = z.custom<PromotionDraft>().transform(inputOf).pipe(promotionInputSchema);
  return formResolver(schema, (draft) => {
    const extra: FieldIssueCodes = {};
    for (const field of PROMOTION_KIND_RULES[draft.kind].required) {
      if (numberOf(draft.rules[field]) === undefined) extra[`rules.${field}`] = FieldIssue.REQUIRED;
    }
    if (draft.kind === 'raffle') {
      // As the server asks: tickets from somewhere, and an end to draw at.
      if (RAFFLE_TICKET_SOURCES.every((source) => numberOf(draft.rules[source]) === undefined))
        extra['rules.depositPerTicket'] = FieldIssue.REQUIRED;
      if (!draft.endsAt) extra.endsAt = FieldIssue.REQUIRED;
    }
    if (draft.image && draft.image.size > PROMOTION_IMAGE_MAX_BYTES) extra.image = FieldIssue.TOO_BIG;
    return extra;
  });
}
