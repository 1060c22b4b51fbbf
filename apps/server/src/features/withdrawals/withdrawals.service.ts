import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WithdrawalDetail, WithdrawalOptions, WithdrawalPayload } from '@portal/shared/contracts/withdrawals';
import { FieldIssue } from '@portal/shared/errors';
import { toMajor } from '@portal/shared/money';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberPrincipal } from '../../platform/principals.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import { MAIN, type LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Holds } from '../wallet/ledger/holds.ts';
import { inTransaction } from '../../db/transaction.ts';
import { parseAmount } from '../wallet/amounts.ts';
import type { BankAccounts } from './bank-accounts.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { ImageFile } from '../../platform/image-files.ts';
import { turnoverOwed } from '../wallet/turnover.ts';
import { presentWithdrawal } from './withdrawals.presenter.ts';
import type { WithdrawalRow, WithdrawalsRepo } from './withdrawals.repo.ts';
import { assertNoCashOutHold } from '../members/cash-out-hold.ts';
import { assertKycForWithdrawal } from '../kyc/withdrawal-gate.ts';

/** The daily limit counts a member's withdrawals over any 24 hours (no brand time zone needed). */
export const DAILY_WINDOW_MS = 24 * 3_600_000;
export const PENDING_WITHDRAWALS = 'pending:withdrawals';
export const HOLD_SOURCE = 'withdrawal';

const requestHash = (amountMinor: number, bankAccountId: number) =>
  createHash('sha256')
    .update(JSON.stringify([amountMinor, bankAccountId]))
    .digest();

export interface WithdrawalDeps {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  repo: WithdrawalsRepo;
  bankAccounts: BankAccounts;
  accounts: LedgerAccounts;
  holds: Holds;
  storage: FileStorage;
  /** Resolves when the payment password is right; throws the payment password errors otherwise. */
  verifyPaymentPassword(memberId: number, password: string): Promise<void>;
  paymentPasswordStatus(memberId: number): Promise<{ isSet: boolean }>;
  balance(member: MemberPrincipal): Promise<WithdrawalOptions['balance']>;
  /**
   * Refuses, or forfeits the member's wagering bonuses, in the withdrawal's transaction: more than
   * `confirmedMinor` (null: nothing agreed) to lose is refused with BONUS_FORFEIT_UNCONFIRMED.
   */
  releaseBonusesIn(trx: Kysely<DB>, memberId: number, confirmedMinor: number | null): Promise<unknown>;
  /** The bonus wallet as the withdraw page shows it (the bonuses feature's figures). */
  bonusWallet(memberId: number): Promise<WithdrawalOptions['bonus']>;
}

/**
 * The player's side of withdrawals: the request (limits, turnover, payment password, then the
 * amount held in the same transaction that writes the row), the history, and the confirmation
 * after approval (decision 011).
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db, clock, repo } = deps;
  const currency = async () => (await deps.settings.get()).currency;

  async function limits() {
    const w = (await deps.settings.get()).withdrawals;
    return { ...w, maxMinor: Math.max(w.minMinor, w.maxMinor) };
  }

  /** The brand's limits, with the member's VIP level's daily amount and count where it sets them. */
  async function limitsOf(memberId: number) {
    const [w, level] = await Promise.all([limits(), repo.levelLimits(memberId)]);
    return { ...w, dailyMaxMinor: level.dailyMaxMinor ?? w.dailyMaxMinor, dailyCount: level.dailyCount };
  }

  const present = async (row: WithdrawalRow) => presentWithdrawal(row, (await currency()).decimals);

  /** A member's withdrawal by id: another member's is NOT_FOUND, as an unknown one is. */
  async function own(memberId: number, id: number): Promise<WithdrawalRow> {
    await repo.autoReceive(clock.now(), memberId);
    const row = await repo.find(id);
    if (!row || row.member_id !== memberId) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Why a confirmation cannot happen now. */
  function refuseConfirmation(row: WithdrawalRow): never {
    if (row.status !== 'approved') throw new AppError('WITHDRAWAL_NOT_CONFIRMABLE', { value: { status: row.status } });
    throw new AppError('WITHDRAWAL_ALREADY_CONFIRMED', { value: { confirmation: row.confirmation } });
  }

  /** After a lost conditional update: the window may have ended meanwhile, so settle that first. */
  async function refuseNow(memberId: number, id: number): Promise<never> {
    await repo.autoReceive(clock.now(), memberId);
    refuseConfirmation((await repo.find(id))!);
  }

  return {
    async options(member: MemberPrincipal): Promise<WithdrawalOptions> {
      const { code, decimals } = await currency();
      const w = await limitsOf(member.id);
      const { totalMinor: used } = await repo.usedSince(member.id, new Date(clock.now().getTime() - DAILY_WINDOW_MS));
      const balance = await deps.balance(member);
      const main = balance.wallets.find((wallet) => wallet.code === MAIN)?.balance ?? 0;
      return {
        currency: code,
        decimals,
        balance,
        withdrawable: main,
        minAmount: toMajor(w.minMinor, decimals),
        maxAmount: toMajor(w.maxMinor, decimals),
        dailyMax: toMajor(w.dailyMaxMinor, decimals),
        dailyUsed: toMajor(used, decimals),
        dailyAvailable: toMajor(Math.max(0, w.dailyMaxMinor - used), decimals),
        turnoverRemaining: toMajor(await turnoverOwed(db, member.id), decimals),
        hasPaymentPassword: (await deps.paymentPasswordStatus(member.id)).isSet,
        autoReceiptMinutes: w.autoReceiptMinutes,
        bonus: await deps.bonusWallet(member.id),
      };
    },

    /**
     * A withdrawal: the amount within the brand's min and max, the payment password, a live bank
     * account of the member, no turnover still owed, the 24-hour total within the daily limit,
     * then the amount held from the main wallet to pending:withdrawals in the transaction that
     * inserts the row. The same key again answers the first withdrawal; nothing moves twice.
     */
    async request(member: MemberPrincipal, payload: WithdrawalPayload, key: string) {
      const { code, decimals } = await currency();
      const w = await limitsOf(member.id);
      const amountMinor = parseAmount(payload.amount, decimals, { minMinor: w.minMinor, maxMinor: w.maxMinor });
      // Agreeing to lose nothing is agreeing to nothing.
      const confirmedMinor = payload.confirmForfeit
        ? parseAmount(payload.confirmForfeit, decimals, { field: 'confirmForfeit' })
        : null;
      await deps.verifyPaymentPassword(member.id, payload.paymentPassword);

      const hash = requestHash(amountMinor, payload.bankAccountId);
      const replay = async (row: WithdrawalRow) => {
        if (!Buffer.from(row.request_hash).equals(hash)) throw new AppError('DUPLICATE_TRANSACTION_MISMATCH');
        return { ...(await present(row)), replayed: true };
      };
      const earlier = await repo.findByKey(member.id, key);
      if (earlier) return replay(earlier);

      const bank = await deps.bankAccounts.find(member.id, payload.bankAccountId);
      if (!bank) {
        throw new AppError('VALIDATION_FAILED', { value: { fields: { bankAccountId: FieldIssue.INVALID_VALUE } } });
      }
      const owed = await turnoverOwed(db, member.id);
      if (owed > 0)
        throw new AppError('TURNOVER_REQUIREMENT_NOT_MET', { value: { remaining: toMajor(owed, decimals) } });

      // Settings and account rows are read before the transaction (PGlite has one connection).
      const { kyc } = await deps.settings.get();
      const mainId = await deps.accounts.player(member.id, MAIN, code);
      const pendingId = await deps.accounts.system(PENDING_WITHDRAWALS, code, member.id);
      const now = clock.now();
      // The new row's id, or the row a racing request with the same key committed first.
      const outcome = await inTransaction(db, async (trx): Promise<number | WithdrawalRow> => {
        // A member's withdrawals queue on the member's row: the daily total is read and raised in turn.
        await trx.selectFrom('members').select('id').where('id', '=', member.id).forUpdate().executeTakeFirstOrThrow();
        const racing = await repo.findByKey(member.id, key, trx);
        if (racing) return racing;
        // Read under the member's lock: a recovery that committed first holds this withdrawal.
        await assertNoCashOutHold(trx, member.id, now);
        const { totalMinor: used, count } = await repo.usedSince(
          member.id,
          new Date(now.getTime() - DAILY_WINDOW_MS),
          trx,
        );
        if (used + amountMinor > w.dailyMaxMinor || (w.dailyCount !== null && count >= w.dailyCount)) {
          throw new AppError('WITHDRAWAL_DAILY_LIMIT_EXCEEDED', {
            value: {
              dailyMax: toMajor(w.dailyMaxMinor, decimals),
              dailyUsed: toMajor(used, decimals),
              available: toMajor(Math.max(0, w.dailyMaxMinor - used), decimals),
              dailyCount: w.dailyCount,
            },
          });
        }
        // Decision 042: over the brand's thresholds, verified KYC first (the total read under the lock).
        const lifetimeMinor =
          kyc.lifetimeWithdrawalThresholdMinor === null
            ? 0
            : (await repo.usedSince(member.id, new Date(0), trx)).totalMinor;
        await assertKycForWithdrawal(trx, { memberId: member.id, amountMinor, lifetimeMinor }, kyc, decimals);
        let holdId: number;
        try {
          const hold = await deps.holds.holdIn(trx, {
            source: HOLD_SOURCE,
            key: `${member.id}:${key}`,
            kind: 'withdrawal_hold',
            memberId: member.id,
            accountId: mainId,
            pendingAccountId: pendingId,
            amountMinor,
          });
          holdId = hold.id;
        } catch (error) {
          if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
            const { balanceMinor } = error.value as { balanceMinor: number };
            throw new AppError('INSUFFICIENT_FUNDS', { value: { balance: toMajor(balanceMinor, decimals) } });
          }
          throw error;
        }
        // After the hold, which locked the main wallet: a bet's settlement takes it before the bonus
        // it converts, so the bonuses read here cannot convert meanwhile and the two never deadlock;
        // and a withdrawal refused for its amount never asks to give up a bonus first.
        await deps.releaseBonusesIn(trx, member.id, confirmedMinor);
        const { id } = await repo.insert(trx, {
          member_id: member.id,
          idempotency_key: key,
          request_hash: hash,
          bank_account_id: bank.id,
          bank_name: bank.bank_name,
          account_number: bank.account_number,
          account_holder: bank.account_holder,
          pix_key_type: bank.pix_key_type,
          amount_minor: amountMinor,
          currency: code,
          hold_id: holdId,
          created_at: now,
        });
        return id;
      });
      if (typeof outcome !== 'number') return replay(outcome);
      return { ...(await present((await repo.find(outcome))!)), replayed: false };
    },

    async page(member: MemberPrincipal, query: { page: number; pageSize: number; status?: WithdrawalRow['status'] }) {
      await repo.autoReceive(clock.now(), member.id);
      const { rows, total } = await repo.page(
        { memberId: member.id, status: query.status },
        query.page,
        query.pageSize,
      );
      const { decimals } = await currency();
      return {
        items: rows.map((row) => presentWithdrawal(row, decimals)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** One of the member's withdrawals with the proof files the member may open (its detail). */
    async get(member: MemberPrincipal, id: number): Promise<WithdrawalDetail> {
      const row = await own(member.id, id);
      const proofs = await repo.proofs([row.id]);
      return {
        ...(await present(row)),
        proofs: proofs.map((p) => ({
          id: p.id,
          kind: p.kind,
          contentType: p.content_type,
          createdAt: p.created_at.toISOString(),
        })),
      };
    },

    /** A proof image of one of the member's withdrawals (the operator's payout proof or the member's own). */
    async proof(member: MemberPrincipal, id: number, proofId: number) {
      const row = await own(member.id, id);
      const proof = (await repo.proofs([row.id])).find((p) => p.id === proofId);
      if (!proof) throw new AppError('NOT_FOUND');
      const data = await deps.storage.get(proof.storage_key);
      if (!data) throw new AppError('NOT_FOUND');
      return { data, contentType: proof.content_type };
    },

    /** The player says the money arrived. */
    async confirmReceived(member: MemberPrincipal, id: number) {
      const row = await own(member.id, id);
      if (!(await repo.confirm(row.id, member.id, 'received', clock.now()))) await refuseNow(member.id, id);
      return present((await repo.find(id))!);
    },

    /**
     * The player says it did not: the proof files are stored first, then the state changes with
     * their rows in one transaction; a confirmation that loses (a second one, the window ending)
     * removes the files it stored.
     */
    async confirmNotReceived(member: MemberPrincipal, id: number, files: ImageFile[]) {
      const row = await own(member.id, id);
      if (row.confirmation !== 'awaiting') refuseConfirmation(row);
      const stored = files.map((file) => ({
        storageKey: `withdrawals/${id}/${randomBytes(12).toString('hex')}.${file.extension}`,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        data: file.data,
      }));
      for (const file of stored) await deps.storage.put(file.storageKey, file.data);
      const now = clock.now();
      try {
        const changed = await inTransaction(db, async (trx) => {
          if (!(await repo.confirm(id, member.id, 'not_received', now, trx))) return false;
          await repo.addProofs(trx, id, stored, now);
          return true;
        });
        if (!changed) await refuseNow(member.id, id);
      } catch (error) {
        await Promise.all(stored.map((file) => deps.storage.remove(file.storageKey).catch(() => undefined)));
        throw error;
      }
      return present((await repo.find(id))!);
    },

    /** The periodic sweep: every awaiting confirmation past its window counts as received. */
    sweepAutoReceipts: () => repo.autoReceive(clock.now()),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
