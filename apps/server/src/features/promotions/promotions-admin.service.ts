import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  PROMOTION_KIND_RULES,
  RAFFLE_TICKET_SOURCES,
  type PromotionInput,
  type PromotionRulesView,
} from '@portal/shared/contracts/promotions';
import { FieldIssue } from '@portal/shared/errors';
import type { Language } from '@portal/shared/languages';
import { toMinor } from '@portal/shared/money';
import type { PromotionRules } from '../../db/column-types.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { OperatorPrincipal } from '../../platform/principals.ts';
import type { MoneyTerms } from '../operators/money-terms.ts';
import { promotionTermsColumns, type PromotionTerms } from './promotion-terms.ts';
import { sniffImage, type ImageFile } from '../../platform/image-files.ts';
import {
  createPromotionsAdminRepo,
  type InstantRange,
  type PromotionRow,
  type PromotionValues,
  type PromotionsAdminRepo,
} from './promotions-admin.repo.ts';

type RuleField = keyof PromotionRulesView;

/** What each kind pays: the figures it keeps (others are dropped) and the ones it cannot go without. */
export const KIND_RULES = PROMOTION_KIND_RULES;

/** Where an uploaded promotion image is stored and the public address players load it from. */
export const PROMOTION_IMAGE_PATH = '/wps/promotion-images/';
export const PROMOTION_IMAGE_NAME = /^\d{1,15}-[0-9a-f]{16}\.(png|jpg)$/;
const imageKey = (name: string) => `promotion-images/${name}`;

export interface PromotionsAdminSettings {
  decimals(): Promise<number>;
  currency(): Promise<string>;
  defaultLanguage(): Promise<Language>;
}

/** What a change did, for the audit log. */
export interface PromotionChange {
  row: PromotionRow;
  before: PromotionRow | null;
}

/**
 * The operator's side of promotions: writing offers (major units and percents in, minor units and
 * basis points stored), their images, deciding members' applications, and what each one cost.
 */
export function createPromotionsAdminService(deps: {
  db: Kysely<DB>;
  settings: PromotionsAdminSettings;
  storage: FileStorage;
  terms: MoneyTerms<PromotionRow, PromotionTerms>;
}) {
  const repo: PromotionsAdminRepo = createPromotionsAdminRepo(deps.db);

  const refuse = (fields: Record<string, FieldIssue>) => new AppError('VALIDATION_FAILED', { value: { fields } });

  /** Checks what the schema cannot (the kind's figures, money decimals, the default title) and converts. */
  async function valuesOf(input: PromotionInput): Promise<{ values: PromotionValues; terms: PromotionTerms }> {
    const decimals = await deps.settings.decimals();
    const defaultLanguage = await deps.settings.defaultLanguage();
    const fields: Record<string, FieldIssue> = {};
    const { fields: kept, required } = KIND_RULES[input.kind];
    for (const field of required) if (input.rules[field] === undefined) fields[`rules.${field}`] = FieldIssue.REQUIRED;
    if (!input.title[defaultLanguage]) fields[`title.${defaultLanguage}`] = FieldIssue.REQUIRED;

    const minor = (field: RuleField, places: number): number | undefined => {
      const value = input.rules[field];
      if (value === undefined || !kept.includes(field)) return undefined;
      const converted = toMinor(value, places);
      if (converted.ok) return converted.minor;
      fields[`rules.${field}`] =
        converted.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG;
      return undefined;
    };
    const rules: PromotionRules = {
      matchBps: minor('matchPercent', 2),
      maxBonusMinor: minor('maxBonus', decimals),
      minDepositMinor: minor('minDeposit', decimals),
      cashbackBps: minor('cashbackPercent', 2),
      maxCashbackMinor: minor('maxCashback', decimals),
      amountMinor: minor('amount', decimals),
      maxClaims: kept.includes('maxClaims') ? input.rules.maxClaims : undefined,
      depositPerTicketMinor: minor('depositPerTicket', decimals),
      turnoverPerTicketMinor: minor('turnoverPerTicket', decimals),
      maxTickets: kept.includes('maxTickets') ? input.rules.maxTickets : undefined,
      grandPrizeMinor: minor('grandPrize', decimals),
      winners: kept.includes('winners') ? input.rules.winners : undefined,
    };
    if (input.kind === 'raffle') {
      // A raffle earns tickets somehow, and draws at a set time.
      if (RAFFLE_TICKET_SOURCES.every((source) => input.rules[source] === undefined))
        fields['rules.depositPerTicket'] = FieldIssue.REQUIRED;
      if (input.endsAt === null) fields.endsAt = FieldIssue.REQUIRED;
    }
    if (Object.keys(fields).length > 0) throw refuse(fields);
    const definedRules = Object.fromEntries(
      Object.entries(rules).filter(([, value]) => value !== undefined),
    ) as PromotionRules;
    const terms: PromotionTerms = {
      kind: input.kind,
      rules: definedRules,
      wagering_multiple: input.wageringMultiple,
      wagering_base: input.wageringBase,
      contributions: input.contributions as Record<string, number>,
    };

    const texts = (text: Partial<Record<Language, string>>) =>
      JSON.stringify(Object.fromEntries(Object.entries(text).filter(([, value]) => value)));
    const values: PromotionValues = {
      ...promotionTermsColumns(terms),
      category: input.category,
      title: texts(input.title),
      summary: texts(input.summary),
      body: texts(input.body),
      terms: texts(input.terms),
      image_url: input.imageUrl || null,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      enabled: input.enabled,
      position: input.position,
      requires_join: input.requiresJoin,
      vendor_only: input.vendorOnly,
      on_withdrawal: input.onWithdrawal,
      bonus_valid_days: input.bonusValidDays,
      eligibility: JSON.stringify(input.eligibility),
    };
    return { values, terms };
  }

  /** The values a save writes: the money terms only as `plan` says (decision 033). */
  function writtenValues(values: PromotionValues, plan: ReturnType<typeof deps.terms.plan>): PromotionValues {
    if (plan.writeTerms) {
      return plan.clearApproval ? { ...values, terms_approved_at: null, terms_approved_by: null } : values;
    }
    const {
      kind: _kind,
      rules: _rules,
      wagering_multiple: _wm,
      wagering_base: _wb,
      contributions: _c,
      ...rest
    } = values;
    return rest as PromotionValues;
  }

  async function found(id: number): Promise<PromotionRow> {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { value: { id } });
    return row;
  }

  return {
    repo,
    decimals: () => deps.settings.decimals(),
    get: found,

    /** A new promotion: one that pays is off for members until finance approves its terms. */
    async create(input: PromotionInput, operator: OperatorPrincipal): Promise<PromotionChange> {
      const { values, terms } = await valuesOf(input);
      const currency = await deps.settings.currency();
      const plan = deps.terms.plan(null, terms);
      const row = await inTransaction(deps.db, async (trx) => {
        const inserted = await repo.insert(trx, writtenValues(values, plan));
        await deps.terms.settleIn(trx, { id: inserted.id, terms, plan, currency }, operator);
        return inserted;
      });
      return { row, before: null };
    },

    /**
     * Replaces a promotion. A change of the money terms of one finance approved waits for finance
     * (the approved terms stay in force); everything else applies at once.
     */
    async update(id: number, input: PromotionInput, operator: OperatorPrincipal): Promise<PromotionChange> {
      const { values, terms } = await valuesOf(input);
      const currency = await deps.settings.currency();
      return inTransaction(deps.db, async (trx) => {
        const before = await repo.lock(trx, id);
        if (!before) throw new AppError('NOT_FOUND', { value: { id } });
        const plan = deps.terms.plan(before, terms);
        const row = await repo.update(trx, id, writtenValues(values, plan));
        await deps.terms.settleIn(trx, { id, terms, plan, currency }, operator);
        return { row, before };
      });
    },

    /** Stores the image under a new random name (so caches never show the old one) and points the promotion at it. */
    async setImage(id: number, file: ImageFile): Promise<PromotionChange> {
      await found(id);
      const name = `${id}-${randomBytes(8).toString('hex')}.${file.extension}`;
      await deps.storage.put(imageKey(name), file.data);
      let change: PromotionChange;
      try {
        change = await inTransaction(deps.db, async (trx) => {
          const before = await repo.lock(trx, id);
          if (!before) throw new AppError('NOT_FOUND', { value: { id } });
          return { row: await repo.update(trx, id, { image_url: `${PROMOTION_IMAGE_PATH}${name}` }), before };
        });
      } catch (error) {
        await deps.storage.remove(imageKey(name)).catch(() => undefined);
        throw error;
      }
      const previous = change.before?.image_url ?? '';
      const previousName = previous.startsWith(PROMOTION_IMAGE_PATH) ? previous.slice(PROMOTION_IMAGE_PATH.length) : '';
      if (PROMOTION_IMAGE_NAME.test(previousName))
        await deps.storage.remove(imageKey(previousName)).catch(() => undefined);
      return change;
    },

    /** A promotion image players load, by its public name. */
    async publicImage(name: string): Promise<{ data: Buffer; contentType: string }> {
      if (!PROMOTION_IMAGE_NAME.test(name)) throw new AppError('NOT_FOUND');
      const data = await deps.storage.get(imageKey(name));
      const kind = data && sniffImage(data);
      if (!data || !kind) throw new AppError('NOT_FOUND');
      return { data, contentType: kind.contentType };
    },

    /** The n-th image a member attached to an application (stored by the player's side). */
    async applicationImage(id: number, n: number): Promise<{ data: Buffer; contentType: string }> {
      const claim = await repo.findClaim(id);
      const key = claim?.image_keys[n];
      if (!key) throw new AppError('NOT_FOUND', { value: { id, n } });
      const data = await deps.storage.get(key);
      const kind = data && sniffImage(data);
      if (!data || !kind) throw new AppError('NOT_FOUND', { value: { id, n } });
      return { data, contentType: kind.contentType };
    },

    /**
     * Approve (issued, with the amount the member then claims into the bonus wallet: no money
     * moves here) or reject (with the note) an application still waiting; decided once.
     */
    async review(id: number, review: { decision: 'approve' | 'reject'; amount?: number; note: string }, by: string) {
      let amountMinor: number | null = null;
      if (review.decision === 'approve') {
        const converted = toMinor(review.amount ?? 0, await deps.settings.decimals());
        if (!converted.ok) {
          throw refuse({
            amount: converted.error === 'TOO_MANY_DECIMALS' ? FieldIssue.TOO_MANY_DECIMALS : FieldIssue.TOO_BIG,
          });
        }
        if (converted.minor <= 0) throw refuse({ amount: FieldIssue.TOO_SMALL });
        // Never more than finance's cap for one claim (decision 033).
        const claim = await repo.findClaim(id);
        const promotion = claim && (await repo.find(claim.promotion_id));
        const cap = promotion?.per_claim_cap_minor ?? null;
        if (cap !== null && converted.minor > cap) throw refuse({ amount: FieldIssue.TOO_BIG });
        amountMinor = converted.minor;
      }
      const decided = await repo.decide(id, {
        status: review.decision === 'approve' ? 'issued' : 'rejected',
        amountMinor,
        note: review.note || null,
        by,
      });
      if (decided) return decided;
      const claim = await repo.findClaim(id);
      if (!claim) throw new AppError('NOT_FOUND', { value: { id } });
      throw new AppError('PROMOTION_NOT_AVAILABLE', { value: { state: claim.status } });
    },

    cost: (range: InstantRange) => repo.cost(range),
  };
}

export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;
