import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  GoodsAdmin,
  GoodsInput,
  GoodsView,
  PointsOverview,
  RedemptionView,
} from '@portal/shared/contracts/loyalty';
import type { Language } from '@portal/shared/languages';
import { MEMBER_TYPE } from '@portal/shared/constants';
import { toMajor } from '@portal/shared/money';
import type { DB, PointsGoods } from '../../../db/schema.ts';
import type { RedemptionStatus } from '../../../db/column-types.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { pickText } from '../../../platform/localized.ts';
import type { OperatorPrincipal } from '../../../platform/principals.ts';
import type { SettingsService } from '../../../platform/settings/settings.service.ts';
import type { MoneyTerms } from '../../operators/money-terms.ts';
import { MAIN, type LedgerAccounts } from '../../wallet/ledger/accounts.ts';
import type { Ledger } from '../../wallet/ledger/ledger.ts';
import { minorUnits } from '../money-input.ts';
import { POINTS_CURRENCY, POINTS_HOUSE, POINTS_WALLET } from './points-accounts.ts';
import type { PointsRepo, RedemptionRow } from './points.repo.ts';
import { goodsTermsOf, type GoodsTerms } from './goods-terms.ts';
import type { MoneyTermsState } from '@portal/shared/contracts/operators';

type GoodsRow = Selectable<PointsGoods>;
/** A cash good is live once finance approved its money terms (decision 033). */
export const goodsIsLive = (g: GoodsRow) => g.enabled && (g.cash_value_minor === null || g.terms_approved_at !== null);

/** The house's money side of points turned into money (conversions, cash goods). */
export const POINTS_PAYOUT_ACCOUNT = 'loyalty_rewards';
const MOVEMENT_KINDS: Record<string, 'earned' | 'redeemed' | 'refunded' | 'converted' | 'granted'> = {
  points_earned: 'earned',
  points_redeemed: 'redeemed',
  points_refunded: 'refunded',
  points_converted: 'converted',
  points_granted: 'granted',
};
const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The points mall (spec §3 points, redemption statuses; §7 points calls). Points are a ledger asset
 * ('PTS', points-accounts.ts): a redemption moves them to the house in the transaction that takes
 * the stock and checks the member's limit; a rejection gives them back; a conversion pays money at
 * the brand's ratio. Every call that spends points asks the payment password first.
 */
export function createPoints(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  accounts: LedgerAccounts;
  ledger: Ledger;
  repo: PointsRepo;
  terms: MoneyTerms<GoodsRow, GoodsTerms>;
  verifyPaymentPassword: (memberId: number, password: string) => Promise<void>;
}) {
  const { db, clock, repo } = deps;

  async function enabled() {
    const settings = await deps.settings.get();
    if (!settings.flags.pointsMall) throw new AppError('FORBIDDEN');
    return settings;
  }

  /** Points from the member to the house (or back, negative): one posting, once per key. */
  async function movePoints(trx: Kysely<DB>, memberId: number, points: number, key: string, kind: string) {
    const wallet = await deps.accounts.player(memberId, POINTS_WALLET, POINTS_CURRENCY, trx);
    const house = await deps.accounts.system(POINTS_HOUSE, POINTS_CURRENCY, memberId, trx);
    try {
      return await deps.ledger.postIn(trx, {
        source: 'points',
        key,
        kind,
        memberId,
        currency: POINTS_CURRENCY,
        lines: [
          { accountId: wallet, amountMinor: -points },
          { accountId: house, amountMinor: points },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        // The refusal carries the wallet's balance: the transaction may be aborted by now, and a
        // read outside it would wait for its connection (the embedded database has one).
        const { balanceMinor } = error.value as { balanceMinor: number };
        throw new AppError('POINTS_INSUFFICIENT', { value: { points: balanceMinor } });
      }
      throw error;
    }
  }

  /** Money from the house to the member's main wallet (a conversion, a cash good). */
  async function payMoney(trx: Kysely<DB>, memberId: number, amountMinor: number, key: string, kind: string) {
    const { code } = (await deps.settings.get()).currency;
    const main = await deps.accounts.player(memberId, MAIN, code, trx);
    const house = await deps.accounts.system(POINTS_PAYOUT_ACCOUNT, code, memberId, trx);
    return deps.ledger.postIn(trx, {
      source: 'points',
      key,
      kind,
      memberId,
      currency: code,
      lines: [
        { accountId: house, amountMinor: -amountMinor },
        { accountId: main, amountMinor },
      ],
    });
  }

  const presentRedemption = (row: RedemptionRow, language: Language): RedemptionView => ({
    id: row.id,
    goodsId: row.goods_id,
    goodsName: pickText(row.name, language),
    kind: row.kind,
    points: row.points,
    status: row.status,
    remark: row.remark,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  });

  return {
    async overview(memberId: number): Promise<PointsOverview> {
      const settings = await enabled();
      const { loyalty } = settings;
      const [points, redeemed] = await Promise.all([repo.balance(memberId), repo.redeemedByGoods(memberId)]);
      return {
        points,
        earnRates: Object.fromEntries(Object.entries(loyalty.pointsRates).map(([p, rate]) => [p, (rate ?? 0) / 100])),
        pointsPerUnit: loyalty.pointsPerUnit > 0 ? loyalty.pointsPerUnit : null,
        minConvertPoints: loyalty.minConvertPoints,
        redeemedQuantity: [...redeemed.values()].reduce((a, b) => a + b, 0),
      };
    },

    async goods(memberId: number, language: Language): Promise<{ list: GoodsView[]; turnover30d: number }> {
      const settings = await enabled();
      const { decimals } = settings.currency;
      const [goods, mine, turnover] = await Promise.all([
        repo.goods(true),
        repo.redeemedByGoods(memberId),
        repo.turnover30d(memberId, clock.now()),
      ]);
      return {
        turnover30d: toMajor(turnover, decimals),
        list: goods.map((g) => ({
          id: g.id,
          kind: g.kind,
          name: pickText(g.name, language),
          description: pickText(g.description, language),
          imageUrl: g.image_url,
          points: g.points,
          amountRequirement: toMajor(g.amount_requirement_minor, decimals),
          cashValue: g.cash_value_minor === null ? null : toMajor(g.cash_value_minor, decimals),
          stockLeft: g.stock === null ? null : Math.max(0, g.stock - g.redeemed),
          perMemberLimit: g.per_member_limit,
          redeemedByMe: mine.get(g.id) ?? 0,
        })),
      };
    },

    /**
     * Redeems a good once per Idempotency-Key. In one transaction: the member's row locked (their
     * redemptions queue), the per-member limit, the stock taken by a conditional update, the
     * points moved (never below zero); any refusal undoes it all.
     */
    async redeem(memberId: number, goodsId: number, password: string, key: string, language: Language) {
      await enabled();
      const earlier = await repo.redemptionByKey(memberId, key);
      if (earlier) return presentRedemption(earlier, language);
      await deps.verifyPaymentPassword(memberId, password);
      const now = clock.now();
      const id = await inTransaction(db, async (trx) => {
        await trx
          .insertInto('member_loyalty')
          .values({ member_id: memberId })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx
          .selectFrom('member_loyalty')
          .select('member_id')
          .where('member_id', '=', memberId)
          .forUpdate()
          .execute();
        const replay = await repo.redemptionByKey(memberId, key, trx);
        if (replay) return replay.id;
        const goods = await repo.goodsById(goodsId, trx);
        if (!goods || !goodsIsLive(goods)) throw new AppError('NOT_FOUND');
        if (goods.amount_requirement_minor > 0) {
          const turnover = await repo.turnover30d(memberId, now, trx);
          if (turnover < goods.amount_requirement_minor) {
            const { decimals } = (await deps.settings.get()).currency;
            throw new AppError('GOODS_TURNOVER_NOT_MET', {
              value: {
                required: toMajor(goods.amount_requirement_minor, decimals),
                turnover: toMajor(turnover, decimals),
              },
            });
          }
        }
        if (goods.per_member_limit !== null) {
          const mine = (await repo.redeemedByGoods(memberId, trx)).get(goodsId) ?? 0;
          if (mine >= goods.per_member_limit)
            throw new AppError('REDEEM_LIMIT_REACHED', { value: { limit: goods.per_member_limit } });
        }
        if (!(await repo.takeStock(trx, goodsId))) throw new AppError('GOODS_OUT_OF_STOCK');
        const debit = await movePoints(trx, memberId, goods.points, `redeem:${memberId}:${key}`, 'points_redeemed');
        const row = await trx
          .insertInto('points_redemptions')
          .values({
            member_id: memberId,
            goods_id: goodsId,
            points: goods.points,
            idempotency_key: key,
            debit_transaction_id: debit.transactionId,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return presentRedemption((await repo.redemptionById(id))!, language);
    },

    async redemptions(memberId: number, page: number, pageSize: number, language: Language) {
      await enabled();
      const { rows, total } = await repo.redemptionPage({ memberId }, (page - 1) * pageSize, pageSize);
      return { list: rows.map((r) => presentRedemption(r, language)), page, totalPages: pages(total, pageSize) };
    },

    /** Points to main money at the brand's ratio (floored to the minor unit), once per key. */
    async convert(memberId: number, points: number, password: string, key: string) {
      const settings = await enabled();
      const { pointsPerUnit, minConvertPoints } = settings.loyalty;
      const { decimals } = settings.currency;
      const amountMinor = pointsPerUnit > 0 ? Math.floor((points * 10 ** decimals) / pointsPerUnit) : 0;
      if (points < minConvertPoints || amountMinor <= 0) {
        throw new AppError('POINTS_CONVERSION_UNAVAILABLE', { value: { minPoints: minConvertPoints } });
      }
      await deps.verifyPaymentPassword(memberId, password);
      await inTransaction(db, async (trx) => {
        await movePoints(trx, memberId, points, `convert:${memberId}:${key}`, 'points_converted');
        await payMoney(trx, memberId, amountMinor, `convert-pay:${memberId}:${key}`, 'points_converted');
      });
      return { points, amount: toMajor(amountMinor, decimals), balance: await repo.balance(memberId) };
    },

    async history(memberId: number, page: number, pageSize: number) {
      await enabled();
      const { rows, total } = await repo.movements(memberId, (page - 1) * pageSize, pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id,
          kind: MOVEMENT_KINDS[r.kind] ?? ('adjusted' as const),
          points: r.amount_minor,
          balanceAfter: r.balance_after_minor,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        page,
        totalPages: pages(total, pageSize),
      };
    },

    /** Who may be granted points: a member that exists and is not a trial account. */
    async checkGrantable(memberId: number) {
      const member = await db
        .selectFrom('members')
        .select(['id', 'type'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (!member) throw new AppError('NOT_FOUND');
      if (member.type === MEMBER_TYPE.trial) throw new AppError('TRUE_ACCOUNT_REQUIRED');
    },

    /**
     * What `points` are worth in money, in minor units of the brand currency: the most they can buy
     * now, by conversion or through the best cash good, rounded up. Four-eyes counts a grant at it.
     */
    async valueMinor(points: number): Promise<number> {
      const settings = await deps.settings.get();
      const perPoint =
        settings.loyalty.pointsPerUnit > 0 ? 10 ** settings.currency.decimals / settings.loyalty.pointsPerUnit : 0;
      const best = await db
        .selectFrom('points_goods')
        .select(sql<string | null>`max(cash_value_minor::numeric / points)`.as('rate'))
        .where('enabled', '=', true)
        .where('cash_value_minor', 'is not', null)
        .where('points', '>', 0)
        .executeTakeFirst();
      return Math.ceil(points * Math.max(perPoint, Number(best?.rate ?? 0)));
    },

    /**
     * Points an operator gives a member, from the house's points account, once per key (a replay
     * answers the first grant again; the same key with other points is refused by the ledger).
     */
    async grantIn(
      trx: Kysely<DB>,
      grant: { memberId: number; points: number; reason: string; key: string; operator: string },
    ) {
      const { memberId, points } = grant;
      const wallet = await deps.accounts.player(memberId, POINTS_WALLET, POINTS_CURRENCY, trx);
      const house = await deps.accounts.system(POINTS_HOUSE, POINTS_CURRENCY, memberId, trx);
      const posted = await deps.ledger.postIn(trx, {
        source: 'points',
        key: `grant:${memberId}:${grant.key}`,
        kind: 'points_granted',
        memberId,
        currency: POINTS_CURRENCY,
        memo: { operator: grant.operator, reason: grant.reason },
        lines: [
          { accountId: house, amountMinor: -points },
          { accountId: wallet, amountMinor: points },
        ],
      });
      return { memberId, points, balance: await repo.balance(memberId, trx), replayed: posted.replayed };
    },

    // The console.
    async adminRedemptions(status: RedemptionStatus | undefined, page: number, pageSize: number, language: Language) {
      const { rows, total } = await repo.redemptionPage({ status }, (page - 1) * pageSize, pageSize);
      return {
        list: rows.map((r) => ({
          ...presentRedemption(r, language),
          memberId: r.member_id,
          username: r.username,
          decidedBy: r.decided_by,
        })),
        page,
        totalPages: pages(total, pageSize),
        total,
      };
    },

    /** Approves (a cash good pays its money) or rejects (the points and the stock come back), once. */
    async decide(id: number, decision: 'approve' | 'reject', remark: string, operator: string, language: Language) {
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('points_redemptions')
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            remark: remark || null,
            decided_by: operator,
            decided_at: now,
          })
          .where('id', '=', id)
          .where('status', '=', 'processing')
          .returning(['member_id', 'goods_id', 'points'])
          .executeTakeFirst();
        if (!row) {
          if (!(await repo.redemptionById(id, trx))) throw new AppError('NOT_FOUND');
          throw new AppError('REDEMPTION_DECIDED');
        }
        let settled: number | null = null;
        if (decision === 'reject') {
          settled = (await movePoints(trx, row.member_id, -row.points, `refund:${id}`, 'points_refunded'))
            .transactionId;
          await repo.returnStock(trx, row.goods_id);
        } else {
          const goods = (await repo.goodsById(row.goods_id, trx))!;
          if (goods.cash_value_minor !== null) {
            settled = (await payMoney(trx, row.member_id, goods.cash_value_minor, `cash:${id}`, 'points_cash_goods'))
              .transactionId;
          }
        }
        if (settled !== null) {
          await trx
            .updateTable('points_redemptions')
            .set({ settle_transaction_id: settled })
            .where('id', '=', id)
            .execute();
        }
      });
      const row = (await repo.redemptionById(id))!;
      return {
        ...presentRedemption(row, language),
        memberId: row.member_id,
        username: row.username,
        decidedBy: row.decided_by,
      };
    },

    allGoods: async (): Promise<GoodsAdmin[]> => {
      const { decimals } = (await deps.settings.get()).currency;
      const rows = await repo.goods(false);
      const states = await deps.terms.statesOf(rows);
      return rows.map((g) => presentGoodsAdmin(g, decimals, states.get(g.id)!));
    },

    /**
     * Creates or changes a good. A change of the money terms of a cash good finance approved waits
     * for finance (the approved terms stay in force); a new cash good is off until approved.
     */
    async saveGoods(id: number | null, input: GoodsInput, operator: OperatorPrincipal): Promise<GoodsAdmin> {
      const { decimals } = (await deps.settings.get()).currency;
      const money = minorUnits(decimals);
      const values = {
        kind: input.kind,
        name: JSON.stringify(input.name),
        description: JSON.stringify(input.description),
        image_url: input.imageUrl || null,
        points: input.points,
        amount_requirement_minor: money.minor('amountRequirement', input.amountRequirement),
        cash_value_minor: input.kind === 'cash' ? money.nullable('cashValue', input.cashValue) : null,
        stock: input.stock,
        per_member_limit: input.perMemberLimit,
        enabled: input.enabled,
        position: input.position,
        updated_at: clock.now(),
      };
      money.done();
      if (id !== null && input.stock !== null) {
        const current = await repo.goodsById(id);
        if (current && input.stock < current.redeemed) {
          throw new AppError('VALIDATION_FAILED', { value: { fields: { stock: 'TOO_SMALL' } } });
        }
      }
      const terms = goodsTermsOf(values);
      const { code } = (await deps.settings.get()).currency;
      const row = await inTransaction(db, async (trx) => {
        const before = id === null ? null : await repo.lockGoods(trx, id);
        if (id !== null && !before) throw new AppError('NOT_FOUND');
        const plan = deps.terms.plan(before ?? null, terms);
        const {
          kind: _k,
          cash_value_minor: _c,
          points: _p,
          amount_requirement_minor: _a,
          stock: _s,
          per_member_limit: _l,
          ...rest
        } = values;
        const written = plan.writeTerms
          ? { ...values, ...(plan.clearApproval ? { terms_approved_at: null, terms_approved_by: null } : {}) }
          : rest;
        const saved =
          id === null
            ? await trx.insertInto('points_goods').values(values).returningAll().executeTakeFirstOrThrow()
            : await trx
                .updateTable('points_goods')
                .set(written)
                .where('id', '=', id)
                .returningAll()
                .executeTakeFirstOrThrow();
        await deps.terms.settleIn(trx, { id: saved.id, terms, plan, currency: code }, operator);
        return saved;
      });
      const states = await deps.terms.statesOf([row]);
      return presentGoodsAdmin(row, decimals, states.get(row.id)!);
    },
  };
}

function presentGoodsAdmin(
  stored: GoodsRow,
  decimals: number,
  approval: { state: MoneyTermsState; pending: GoodsTerms | null },
): GoodsAdmin {
  // While a change of its money terms waits, the editor shows the proposed ones.
  const g = approval.pending ? { ...stored, ...approval.pending } : stored;
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    description: g.description,
    imageUrl: g.image_url,
    points: g.points,
    amountRequirement: toMajor(g.amount_requirement_minor, decimals),
    cashValue: g.cash_value_minor === null ? null : toMajor(g.cash_value_minor, decimals),
    stock: g.stock,
    redeemed: g.redeemed,
    perMemberLimit: g.per_member_limit,
    enabled: g.enabled,
    position: g.position,
    moneyTerms: approval.state,
  };
}

export type Points = ReturnType<typeof createPoints>;
