import type { Kysely } from 'kysely';
import type { BonusPage } from '@portal/shared/contracts/promotions';
import type { Language } from '@portal/shared/languages';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import type { BonusSource, BonusStatus } from '../../db/column-types.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { BONUS, type LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Ledger } from '../wallet/ledger/ledger.ts';
import type { BonusesRepo, BonusRow } from './bonuses.repo.ts';
import { presentBonus } from './bonuses.presenter.ts';
import { wageringOf } from './bonus-wagering.ts';

/** The house's side of every bonus: credits come from it, forfeits and expiries go back to it. */
export const PROMOTIONS_ACCOUNT = 'promotions';
const DAY_MS = 86_400_000;
const EXPIRY_BATCH = 500;

/** A bonus to put in a member's bonus wallet. `key` makes it once: the same key credits nothing more. */
export interface BonusGrant {
  memberId: number;
  source: BonusSource;
  key: string;
  amountMinor: number;
  wageringRequiredMinor: number;
  contributions: Record<string, number>;
  vendorOnly?: string | null;
  onWithdrawal: 'forfeit' | 'refuse';
  validDays: number;
  promotionId?: number | null;
  reference?: string | null;
}

/**
 * The bonus wallet (decision 021). A bonus is credited from the house's promotions account with its
 * wagering requirement; the member's bets lower it in the bet's transaction (a trigger, migration
 * 0034) and the last one converts it to main money. It stays locked until then: a withdrawal
 * forfeits it or is refused (the promotion's choice), and the expiry sweep returns it.
 */
export function createBonuses(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  accounts: LedgerAccounts;
  ledger: Ledger;
  repo: BonusesRepo;
}) {
  const { db, clock, repo } = deps;

  /** Credits the grant in the caller's transaction; a replayed key answers the first bonus. */
  async function creditIn(trx: Kysely<DB>, grant: BonusGrant) {
    if (!Number.isSafeInteger(grant.amountMinor) || grant.amountMinor <= 0) {
      throw new Error(`bonus: bad amount ${grant.amountMinor}`);
    }
    const { code } = (await deps.settings.get()).currency;
    const bonusAccount = await deps.accounts.player(grant.memberId, BONUS, code, trx);
    const house = await deps.accounts.system(PROMOTIONS_ACCOUNT, code, grant.memberId, trx);
    const posting = await deps.ledger.postIn(trx, {
      source: `bonus:${grant.source}`,
      key: grant.key,
      kind: 'bonus',
      memberId: grant.memberId,
      reference: grant.reference ?? null,
      currency: code,
      lines: [
        { accountId: house, amountMinor: -grant.amountMinor },
        { accountId: bonusAccount, amountMinor: grant.amountMinor },
      ],
    });
    if (posting.replayed) {
      const existing = await repo.byCreditTransaction(posting.transactionId, trx);
      if (!existing) throw new Error(`bonus: posting ${posting.transactionId} has no bonus`);
      return { bonusId: existing.id, transactionId: posting.transactionId, replayed: true };
    }
    const now = clock.now();
    const { id } = await repo.insert(trx, {
      member_id: grant.memberId,
      currency: code,
      source: grant.source,
      promotion_id: grant.promotionId ?? null,
      amount_minor: grant.amountMinor,
      wagering_required_minor: grant.wageringRequiredMinor,
      wagering_remaining_minor: grant.wageringRequiredMinor,
      contributions: JSON.stringify(grant.contributions),
      vendor_only: grant.vendorOnly ?? null,
      on_withdrawal: grant.onWithdrawal,
      expires_at: new Date(now.getTime() + grant.validDays * DAY_MS),
      credit_transaction_id: posting.transactionId,
      created_at: now,
    });
    // Nothing to wager: main money at once, in the same transaction.
    if (grant.wageringRequiredMinor === 0) await repo.settle(trx, id, 'converted', now);
    return { bonusId: id, transactionId: posting.transactionId, replayed: false };
  }

  return {
    creditIn,
    credit: (grant: BonusGrant) => inTransaction(db, (trx) => creditIn(trx, grant)),

    async page(
      memberId: number,
      query: { status?: BonusStatus; page: number; pageSize: number },
      language: Language,
    ): Promise<BonusPage> {
      const { decimals } = (await deps.settings.get()).currency;
      const offset = (query.page - 1) * query.pageSize;
      const [rows, total, active] = await Promise.all([
        repo.page(memberId, query.status, offset, query.pageSize),
        repo.count(memberId, query.status),
        repo.active(memberId),
      ]);
      return {
        list: rows.map((row) => presentBonus(row, decimals, language)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        ...presentActive(active, decimals),
      };
    },

    /** The bonus wallet as the withdraw page shows it: the same figures as `page`, and what a withdrawal would do. */
    async forWithdrawal(memberId: number) {
      const { decimals } = (await deps.settings.get()).currency;
      const active = await repo.active(memberId);
      return {
        ...presentActive(active, decimals),
        forfeitAmount: toMajor(forfeitable(active), decimals),
        refuses: active.some((b) => b.on_withdrawal === 'refuse'),
      };
    },

    /**
     * In a withdrawal's transaction: refused (BONUS_WAGERING_OPEN) while a bonus that says so
     * wagers; refused (BONUS_FORFEIT_UNCONFIRMED, with the amount) when the active bonuses are more
     * than the player agreed to lose (`confirmedMinor`, null: nothing); otherwise every active bonus
     * is forfeited, so it goes only if the withdrawal does. The caller holds the member's main
     * wallet lock, so a bet converting a bonus waits or has finished: the amount read is the amount lost.
     */
    async releaseForWithdrawalIn(trx: Kysely<DB>, memberId: number, confirmedMinor: number | null): Promise<number[]> {
      const active = await repo.active(memberId, trx);
      const refusing = active.find((b) => b.on_withdrawal === 'refuse');
      const { decimals } = (await deps.settings.get()).currency;
      if (refusing) {
        throw new AppError('BONUS_WAGERING_OPEN', {
          value: { bonusId: refusing.id, wageringRemaining: toMajor(refusing.wagering_remaining_minor, decimals) },
        });
      }
      const lostMinor = forfeitable(active);
      if (lostMinor > (confirmedMinor ?? 0)) {
        throw new AppError('BONUS_FORFEIT_UNCONFIRMED', { value: { forfeitAmount: toMajor(lostMinor, decimals) } });
      }
      const forfeited: number[] = [];
      for (const bonus of active) {
        if (await repo.settle(trx, bonus.id, 'forfeited', clock.now())) forfeited.push(bonus.id);
      }
      return forfeited;
    },

    /**
     * In a self-exclusion's transaction: every active bonus goes back to the house whatever its
     * promotion says, so the member's remaining balance is their own money and can be withdrawn.
     */
    async forfeitAllIn(trx: Kysely<DB>, memberId: number): Promise<number[]> {
      const forfeited: number[] = [];
      for (const bonus of await repo.active(memberId, trx)) {
        if (await repo.settle(trx, bonus.id, 'forfeited', clock.now())) forfeited.push(bonus.id);
      }
      return forfeited;
    },

    /** Expired bonuses go back to the house, a batch at a time; safe on several instances at once. */
    async sweepExpired(): Promise<number> {
      const now = clock.now();
      const due = await repo.expiredIds(now, EXPIRY_BATCH);
      let expired = 0;
      for (const { id } of due) {
        if (await inTransaction(db, (trx) => repo.settle(trx, id, 'expired', now))) expired += 1;
      }
      return expired;
    },
  };
}

/** What a withdrawal now would take out of the bonus wallet: every active bonus. */
const forfeitable = (active: readonly BonusRow[]) => active.reduce((sum, b) => sum + b.amount_minor, 0);

/** The active bonuses as every screen sums them: locked amount and wagering (bonus-wagering.ts). */
function presentActive(active: readonly BonusRow[], decimals: number) {
  return {
    activeAmount: toMajor(forfeitable(active), decimals),
    wagering: wageringOf(active, decimals),
  };
}

export type Bonuses = ReturnType<typeof createBonuses>;
