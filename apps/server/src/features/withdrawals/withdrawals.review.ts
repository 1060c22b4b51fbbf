import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../../platform/settings/settings.service.ts';
import type { LedgerAccounts } from '../wallet/ledger/accounts.ts';
import type { Holds } from '../wallet/ledger/holds.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { Confirmation, WithdrawalStatus } from '../../db/column-types.ts';
import type { ImageFile } from '../../platform/image-files.ts';
import { presentAdminWithdrawal } from './withdrawals.presenter.ts';
import type { WithdrawalFilter, WithdrawalRow, WithdrawalsRepo } from './withdrawals.repo.ts';
import type { PixPayouts } from './pix-payouts.ts';

/** The operator queue's filter as the API takes it (the range as ISO instants). */
export interface QueueFilter {
  memberId?: number;
  member?: string;
  status?: WithdrawalStatus;
  confirmation?: Confirmation;
  from?: string;
  to?: string;
}

const asRepoFilter = ({ from, to, ...rest }: QueueFilter): WithdrawalFilter => ({
  ...rest,
  ...(from ? { from: new Date(from) } : {}),
  ...(to ? { to: new Date(to) } : {}),
});

/** Where approved withdrawals go: the money has left for the payee's bank. */
export const PAYOUTS_BANK = 'payouts:bank';

/**
 * The operator's side: the list, approve (the hold posts to payouts:bank), reject (the hold is
 * voided back to the player's wallet), and forced receipt of a "not received". Approve and reject
 * lock the withdrawal's row, so of two racing calls one settles and the other finds it settled:
 * the same action again answers it again, the other one is WITHDRAWAL_ALREADY_SETTLED.
 */
export function createWithdrawalReview(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  repo: WithdrawalsRepo;
  accounts: LedgerAccounts;
  holds: Holds;
  storage: FileStorage;
  payouts: PixPayouts;
}) {
  const { db, clock, repo } = deps;

  async function present(rows: WithdrawalRow[]) {
    const { decimals } = (await deps.settings.get()).currency;
    const ids = rows.map((r) => r.id);
    const [proofs, usernames, approvals] = await Promise.all([
      repo.proofs(ids),
      repo.usernames([...new Set(rows.map((r) => r.member_id))]),
      repo.pendingApprovals(ids),
    ]);
    return rows.map((row) =>
      presentAdminWithdrawal(row, decimals, {
        username: usernames.get(row.member_id) ?? '',
        proofs: proofs.filter((p) => p.withdrawal_id === row.id),
        pendingApprovalId: approvals.get(row.id) ?? null,
      }),
    );
  }

  const one = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await present([row]))[0]!;
  };

  type Action = { status: 'approved' } | { status: 'rejected'; reason: string | null };

  /** What approve / reject need from outside the transaction (PGlite has one connection). */
  async function prepareSettle(id: number, action: Action) {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    const pix = row.pix_key_type !== null;
    const payoutsId =
      action.status === 'approved' && !pix ? await deps.accounts.system(PAYOUTS_BANK, row.currency, row.member_id) : 0;
    // A PIX key is paid by the brand's PIX gateway (decision 049); without one nothing can pay it.
    const pixChannelId =
      action.status === 'approved' && pix ? (row.payout_channel_id ?? (await deps.payouts.channel())?.id) : undefined;
    if (action.status === 'approved' && pix && pixChannelId === undefined && row.status === 'in_process') {
      throw new AppError('PIX_PAYOUT_UNAVAILABLE', { value: { reason: 'channel' } });
    }
    const { autoReceiptMinutes } = (await deps.settings.get()).withdrawals;
    return {
      id,
      action,
      payoutsId,
      pixChannelId: pixChannelId ?? null,
      payoutState: row.payout_state,
      autoReceiptMinutes,
      status: row.status,
      memberId: row.member_id,
      amountMinor: row.amount_minor,
      currency: row.currency,
    };
  }
  type PreparedSettle = Awaited<ReturnType<typeof prepareSettle>>;

  /**
   * Approve or reject in the caller's transaction, as `operatorId`; answers whether it was already
   * so (replayed). A rejection also closes a four-eyes approval still waiting for the withdrawal.
   */
  async function settleIn(trx: Kysely<DB>, prepared: PreparedSettle, operatorId: number): Promise<boolean> {
    const { id, action } = prepared;
    const operator = `operator:${operatorId}`;
    const locked = (await repo.lock(id, trx))!;
    if (locked.status === action.status) return true;
    if (locked.status !== 'in_process') {
      throw new AppError('WITHDRAWAL_ALREADY_SETTLED', { value: { status: locked.status } });
    }
    // A payout asked of the gateway is the gateway's to settle: approving again answers it again.
    if (locked.payout_state !== null) {
      if (action.status === 'approved') return true;
      throw new AppError('WITHDRAWAL_ALREADY_SETTLED', {
        value: { status: locked.status, payoutState: locked.payout_state },
      });
    }
    const now = clock.now();
    if (action.status === 'approved' && locked.pix_key_type !== null) {
      // The amount stays held until the gateway's webhook says the key was paid (or not).
      await trx
        .updateTable('withdrawals')
        .set({
          payout_state: 'requested',
          payout_channel_id: prepared.pixChannelId!,
          reviewed_by: operator,
          reviewed_at: now,
        })
        .where('id', '=', id)
        .execute();
    } else if (action.status === 'approved') {
      await deps.holds.settleIn(trx, locked.hold_id, { post: prepared.payoutsId }, 'withdrawal_payout');
      await repo.settle(trx, id, {
        status: 'approved',
        reviewedBy: operator,
        at: now,
        confirmBy: new Date(now.getTime() + prepared.autoReceiptMinutes * 60_000),
      });
    } else {
      await deps.holds.settleIn(trx, locked.hold_id, { void: true }, 'withdrawal_refund');
      await repo.settle(trx, id, { status: 'rejected', reviewedBy: operator, at: now, rejectReason: action.reason });
      await repo.closePendingApproval(trx, id, operatorId, now);
    }
    return false;
  }

  return {
    async page(filter: QueueFilter, page: number, pageSize: number) {
      await repo.autoReceive(clock.now());
      const { rows, total } = await repo.page(asRepoFilter(filter), page, pageSize);
      return { items: await present(rows), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    /** Every matching withdrawal (up to `limit`) for the CSV export, amounts in minor units. */
    async exportRows(filter: QueueFilter, limit: number) {
      await repo.autoReceive(clock.now());
      const { decimals } = (await deps.settings.get()).currency;
      return { decimals, rows: await repo.all(asRepoFilter(filter), limit) };
    },

    get: async (id: number) => {
      await repo.autoReceive(clock.now());
      return one(id);
    },

    prepareSettle,
    settleIn,
    /** One withdrawal as the operator's list shows it. */
    present: one,

    /** A "not received" closed as received by the operator: nothing is refunded. */
    async forceReceipt(id: number) {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND');
      if (!(await repo.forceReceipt(id, clock.now()))) {
        const now = (await repo.find(id))!;
        if (now.confirmation !== 'forced_received') {
          throw new AppError('WITHDRAWAL_NOT_CONFIRMABLE', {
            value: { status: now.status, confirmation: now.confirmation },
          });
        }
      }
      return one(id);
    },

    /**
     * The operator's proof of the payout (the bank's transfer receipt) on an approved withdrawal:
     * stored first, then recorded; files of a refused upload are removed again.
     */
    async addPayoutProofs(id: number, operatorId: number, files: ImageFile[]) {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'approved') {
        throw new AppError('CONFLICT', { value: { reason: 'WITHDRAWAL_NOT_APPROVED', status: row.status } });
      }
      const stored = files.map((file) => ({
        storageKey: `withdrawals/${id}/payout-${randomBytes(12).toString('hex')}.${file.extension}`,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        data: file.data,
      }));
      for (const file of stored) await deps.storage.put(file.storageKey, file.data);
      try {
        await inTransaction(db, (trx) => repo.addProofs(trx, id, stored, clock.now(), operatorId));
      } catch (error) {
        await Promise.all(stored.map((file) => deps.storage.remove(file.storageKey).catch(() => undefined)));
        throw error;
      }
      return one(id);
    },

    /** A proof file's bytes and type, for the operator's review. */
    async proof(id: number, proofId: number) {
      const proof = (await repo.proofs([id])).find((p) => p.id === proofId);
      if (!proof) throw new AppError('NOT_FOUND');
      const data = await deps.storage.get(proof.storage_key);
      if (!data) throw new AppError('NOT_FOUND');
      return { data, contentType: proof.content_type };
    },
  };
}

export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;
