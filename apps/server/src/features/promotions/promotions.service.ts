import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  PROMOTION_CATEGORIES,
  type BonusView,
  type PromotionDetail,
  type PromotionList,
  type RewardView,
} from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { ImageFile } from '../../platform/image-files.ts';
import { pickText } from '../../platform/localized.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import type { Bonuses } from '../bonuses/bonuses.service.ts';
import { presentBonus } from '../bonuses/bonuses.presenter.ts';
import type { BonusesRepo } from '../bonuses/bonuses.repo.ts';
import { offerState, promotionState, weekStart, type PromotionRow, type Verdict } from './promotion-state.ts';
import { presentDetail, presentSummary } from './promotions.presenter.ts';
import type { PromotionsRepo } from './promotions.repo.ts';
import type { Raffles } from './raffles.service.ts';

const UNIQUE_VIOLATION = '23505';
const notAvailable = (state: string) => new AppError('PROMOTION_NOT_AVAILABLE', { value: { state } });

/**
 * The member's side of promotions: every state is worked out from what the database holds (the
 * member's deposits, bets, joins and claims), so nothing has to hook into deposits or bets; a
 * claim reads the facts again and its unique row (promotion, member, period) makes it happen once.
 */
export function createPromotionsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  repo: PromotionsRepo;
  bonuses: Bonuses;
  bonusesRepo: BonusesRepo;
  storage: FileStorage;
  raffles: Raffles;
}) {
  const { db, clock, repo } = deps;
  const decimalsNow = async () => (await deps.settings.get()).currency.decimals;

  async function factsOf(memberId: number | null) {
    if (memberId === null) return null;
    const now = clock.now();
    return repo.facts(memberId, now, new Date(weekStart(now).getTime() - 7 * 86_400_000));
  }

  async function found(id: number): Promise<PromotionRow> {
    const promotion = await repo.byId(id);
    if (!promotion || !promotion.enabled) throw new AppError('NOT_FOUND');
    // Money terms finance never approved: not live (decision 033).
    if (promotion.kind !== 'manual' && promotion.terms_approved_at === null) throw new AppError('NOT_FOUND');
    return promotion;
  }

  async function detail(id: number, memberId: number | null, language: Language): Promise<PromotionDetail> {
    const promotion = await found(id);
    const verdict = offerState(promotion, await factsOf(memberId), clock.now());
    const [history, raffle, decimals] = await Promise.all([
      memberId === null ? [] : repo.history(id, memberId),
      promotion.kind === 'raffle' ? deps.raffles.view(promotion, memberId) : null,
      decimalsNow(),
    ]);
    return presentDetail(promotion, verdict, history, raffle, language, decimals);
  }

  /** The bonus a claim pays: the amount, and the wagering the promotion asks on it. */
  function grantOf(promotion: PromotionRow, memberId: number, claimId: number, amountMinor: number, depositMinor = 0) {
    const base = promotion.wagering_base === 'bonus_deposit' ? amountMinor + depositMinor : amountMinor;
    return {
      memberId,
      source: 'promotion' as const,
      key: `claim:${claimId}`,
      amountMinor,
      wageringRequiredMinor: base * promotion.wagering_multiple,
      contributions: promotion.contributions,
      vendorOnly: promotion.vendor_only,
      onWithdrawal: promotion.on_withdrawal,
      validDays: promotion.bonus_valid_days,
      promotionId: promotion.id,
      reference: `promotion:${promotion.id}`,
    };
  }

  async function answerClaim(promotionId: number, memberId: number, bonusId: number, language: Language) {
    const bonus = await deps.bonusesRepo.byId(bonusId);
    if (!bonus) throw new Error(`promotion claim: bonus ${bonusId} missing`);
    const decimals = await decimalsNow();
    return {
      promotion: await detail(promotionId, memberId, language),
      bonus: presentBonus(bonus, decimals, language) satisfies BonusView,
    };
  }

  /**
   * Takes what the state offers now (claim, or an approved application): the claim row and the
   * bonus in one transaction. The same Idempotency-Key again answers the first claim; another
   * key for a period already taken is PROMOTION_NOT_AVAILABLE.
   */
  async function claim(id: number, memberId: number, key: string, language: Language) {
    const earlier = await repo.byKey(memberId, key);
    if (earlier) {
      if (earlier.promotion_id !== id || earlier.bonus_id === null)
        throw new AppError('DUPLICATE_TRANSACTION_MISMATCH');
      return answerClaim(id, memberId, earlier.bonus_id, language);
    }
    const promotion = await found(id);
    const now = clock.now();
    const verdict: Verdict = promotionState(promotion, await factsOf(memberId), now);
    if ((verdict.state !== 'claim' && verdict.state !== 'issued') || !verdict.claim) throw notAvailable(verdict.state);
    const offer = verdict.claim;

    const bonusId = await inTransaction(db, async (trx): Promise<number | null> => {
      let claimId: number;
      let amountMinor = offer.amountMinor;
      let depositMinor = offer.depositMinor ?? 0;
      if (verdict.state === 'issued') {
        const taken = await repo.takeIssued(trx, id, memberId, key, now);
        if (!taken) return null;
        claimId = taken.id;
        // Never more than finance's cap for one claim (decision 033).
        amountMinor = Math.min(taken.amount_minor ?? 0, promotion.per_claim_cap_minor ?? Number.MAX_SAFE_INTEGER);
        depositMinor = 0;
      } else {
        const inserted = await repo.insertClaim(trx, {
          promotion_id: id,
          member_id: memberId,
          period_key: offer.periodKey,
          status: 'claimed',
          amount_minor: offer.amountMinor,
          deposit_order_id: offer.depositOrderId ?? null,
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        });
        if (!inserted) return null;
        claimId = inserted.id;
      }
      if (amountMinor <= 0) throw new Error(`promotion claim ${claimId}: nothing to pay`);
      // The budget, in this transaction: a refusal undoes the claim row, and nothing moves.
      if (!(await repo.spend(trx, id, amountMinor))) throw new AppError('PROMOTION_BUDGET_EXHAUSTED');
      const credit = await deps.bonuses.creditIn(trx, grantOf(promotion, memberId, claimId, amountMinor, depositMinor));
      await repo.recordCredit(trx, claimId, credit.bonusId, credit.transactionId);
      return credit.bonusId;
    }).catch((error: unknown) => {
      // Another offer's claim took the same deposit first (one bonus per deposit).
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return null;
      throw error;
    });
    if (bonusId === null) {
      // A racing claim took the period first: the same key answers it, another is refused.
      const racing = await repo.byKey(memberId, key);
      if (racing?.bonus_id) return answerClaim(id, memberId, racing.bonus_id, language);
      throw notAvailable('claimed');
    }
    return answerClaim(id, memberId, bonusId, language);
  }

  return {
    async list(memberId: number | null, category: string | undefined, language: Language): Promise<PromotionList> {
      const now = clock.now();
      const [promotions, facts, decimals] = await Promise.all([
        repo.live(now, category),
        factsOf(memberId),
        decimalsNow(),
      ]);
      const all = category === undefined ? promotions : await repo.live(now);
      const present = new Set(all.map((p) => p.category));
      return {
        list: promotions.map((p) => presentSummary(p, offerState(p, facts, now), language, decimals)),
        categories: [
          ...PROMOTION_CATEGORIES.filter((c) => present.has(c)),
          ...[...present].filter((c) => !(PROMOTION_CATEGORIES as readonly string[]).includes(c)).sort(),
        ],
      };
    },

    detail,

    async join(id: number, memberId: number, language: Language) {
      const promotion = await found(id);
      const verdict = promotionState(promotion, await factsOf(memberId), clock.now());
      if (verdict.state !== 'join' || promotion.kind === 'manual') throw notAvailable(verdict.state);
      await repo.join(id, memberId, clock.now());
      return detail(id, memberId, language);
    },

    claim,

    /** A raffle's prize (the spec's raffle claim call): the promotion's claim, for a raffle only. */
    async claimRaffle(id: number, memberId: number, key: string, language: Language) {
      if ((await found(id)).kind !== 'raffle') throw new AppError('NOT_FOUND');
      return claim(id, memberId, key, language);
    },

    /** A manual-review offer: the remark and images wait for an operator ('applying'). */
    async apply(id: number, memberId: number, remark: string, files: ImageFile[], language: Language) {
      const promotion = await found(id);
      const verdict = promotionState(promotion, await factsOf(memberId), clock.now());
      if (promotion.kind !== 'manual' || verdict.state !== 'join') throw notAvailable(verdict.state);
      const keys = files.map((file) => ({
        key: `promotions/${id}/${memberId}-${randomBytes(12).toString('hex')}.${file.extension}`,
        data: file.data,
      }));
      for (const file of keys) await deps.storage.put(file.key, file.data);
      const now = clock.now();
      const inserted = await repo
        .insertClaim(db, {
          promotion_id: id,
          member_id: memberId,
          period_key: 'once',
          status: 'applying',
          remark: remark || null,
          image_keys: keys.map((k) => k.key),
          created_at: now,
          updated_at: now,
        })
        .catch(async (error: unknown) => {
          await Promise.all(keys.map((k) => deps.storage.remove(k.key).catch(() => undefined)));
          throw error;
        });
      if (!inserted) {
        await Promise.all(keys.map((k) => deps.storage.remove(k.key).catch(() => undefined)));
        throw notAvailable('applying');
      }
      return detail(id, memberId, language);
    },

    /** Reward-center items: every promotion the member can claim now. */
    async claimable(memberId: number, language: Language): Promise<RewardView[]> {
      const now = clock.now();
      const [promotions, facts, decimals] = await Promise.all([repo.live(now), factsOf(memberId), decimalsNow()]);
      const issuedAfterEnd = facts
        ? [...facts.claims.entries()].filter(([, c]) => c[0]?.status === 'issued').map(([id]) => id)
        : [];
      const extra = await Promise.all(
        issuedAfterEnd.filter((id) => !promotions.some((p) => p.id === id)).map((id) => repo.byId(id)),
      );
      return [...promotions, ...extra.filter((p): p is PromotionRow => p !== undefined)].flatMap((p) => {
        const verdict = offerState(p, facts, now);
        if ((verdict.state !== 'claim' && verdict.state !== 'issued') || !verdict.claim) return [];
        return [
          {
            key: `promotion:${p.id}:${verdict.claim.periodKey}`,
            source: 'promotion' as const,
            title: pickText(p.title, language),
            amount: toMajor(verdict.claim.amountMinor, decimals),
            claimPath: p.kind === 'raffle' ? `/wps/promotions/${p.id}/raffle/claim` : `/wps/promotions/${p.id}/claim`,
            href: `/promotions/${p.id}`,
          },
        ];
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
