import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Withdrawals } from '../../db/schema.ts';
import type { Confirmation, WithdrawalStatus } from '../../db/column-types.ts';

export type WithdrawalRow = Selectable<Withdrawals> & { proof_count: number };

/** Confirmations that close the withdrawal as received (the money counts as arrived). */
export const RECEIVED: readonly Confirmation[] = ['received', 'auto_received', 'forced_received'];

/** The one place that writes SQL for withdrawals and withdrawal_proofs. */
export function createWithdrawalsRepo(db: Kysely<DB>) {
  const select = (trx: Kysely<DB>) =>
    trx
      .selectFrom('withdrawals as w')
      .selectAll('w')
      .select(
        sql<number>`(select count(*)::int from withdrawal_proofs p where p.withdrawal_id = w.id)`.as('proof_count'),
      );

  return {
    find: (id: number, trx: Kysely<DB> = db) => select(trx).where('w.id', '=', id).executeTakeFirst(),

    /** Locks the row for a settlement (approve and reject queue on it). */
    lock: (id: number, trx: Kysely<DB>) =>
      trx
        .selectFrom('withdrawals')
        .select(['id', 'status', 'hold_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    findByKey: (memberId: number, key: string, trx: Kysely<DB> = db) =>
      select(trx).where('w.member_id', '=', memberId).where('w.idempotency_key', '=', key).executeTakeFirst(),

    /** Sum of the member's withdrawals in process or approved since `since` (the daily limit). */
    async totalSince(memberId: number, since: Date, trx: Kysely<DB> = db): Promise<number> {
      const row = await trx
        .selectFrom('withdrawals')
        .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('status', 'in', ['in_process', 'approved'])
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    insert: (trx: Kysely<DB>, values: Insertable<Withdrawals>) =>
      trx.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow(),

    async page(
      filter: { memberId?: number; status?: WithdrawalStatus; confirmation?: Confirmation },
      page: number,
      pageSize: number,
    ): Promise<{ rows: WithdrawalRow[]; total: number }> {
      let query = select(db);
      let count = db.selectFrom('withdrawals as w').select(sql<number>`count(*)::int`.as('total'));
      if (filter.memberId !== undefined) {
        query = query.where('w.member_id', '=', filter.memberId);
        count = count.where('w.member_id', '=', filter.memberId);
      }
      if (filter.status) {
        query = query.where('w.status', '=', filter.status);
        count = count.where('w.status', '=', filter.status);
      }
      if (filter.confirmation) {
        query = query.where('w.confirmation', '=', filter.confirmation);
        count = count.where('w.confirmation', '=', filter.confirmation);
      }
      const rows = await query
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { total } = await count.executeTakeFirstOrThrow();
      return { rows, total };
    },

    /** Settles a row locked by `lock`. */
    async settle(
      trx: Kysely<DB>,
      id: number,
      values: {
        status: 'approved' | 'rejected';
        reviewedBy: string;
        at: Date;
        rejectReason?: string | null;
        confirmBy?: Date;
      },
    ): Promise<void> {
      await trx
        .updateTable('withdrawals')
        .set({
          status: values.status,
          reviewed_by: values.reviewedBy,
          reviewed_at: values.at,
          reject_reason: values.rejectReason ?? null,
          confirmation: values.status === 'approved' ? 'awaiting' : null,
          confirm_by: values.confirmBy ?? null,
        })
        .where('id', '=', id)
        .where('status', '=', 'in_process')
        .execute();
    },

    /**
     * Moves an awaiting confirmation on, only while it is still awaiting and inside its window
     * (one statement, so a racing second confirmation or the sweep finds nothing to change).
     */
    async confirm(
      id: number,
      memberId: number,
      to: 'received' | 'not_received',
      now: Date,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('withdrawals')
        .set({ confirmation: to, confirmed_at: now })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('confirmation', '=', 'awaiting')
        .where('confirm_by', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The operator closes a "not received" as received. */
    async forceReceipt(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('withdrawals')
        .set({ confirmation: 'forced_received', confirmed_at: now })
        .where('id', '=', id)
        .where('confirmation', '=', 'not_received')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Awaiting confirmations past their window become auto_received (all, or one member's). */
    async autoReceive(now: Date, memberId?: number): Promise<number> {
      let query = db
        .updateTable('withdrawals')
        .set({ confirmation: 'auto_received', confirmed_at: sql`confirm_by` })
        .where('confirmation', '=', 'awaiting')
        .where('confirm_by', '<=', now);
      if (memberId !== undefined) query = query.where('member_id', '=', memberId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    addProofs: (
      trx: Kysely<DB>,
      withdrawalId: number,
      files: { storageKey: string; contentType: 'image/png' | 'image/jpeg'; sizeBytes: number }[],
      now: Date,
    ) =>
      trx
        .insertInto('withdrawal_proofs')
        .values(
          files.map((f) => ({
            withdrawal_id: withdrawalId,
            storage_key: f.storageKey,
            content_type: f.contentType,
            size_bytes: f.sizeBytes,
            created_at: now,
          })),
        )
        .execute(),

    proofs: (withdrawalIds: number[]) =>
      withdrawalIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('withdrawal_proofs')
            .select(['id', 'withdrawal_id', 'storage_key', 'content_type', 'size_bytes'])
            .where('withdrawal_id', 'in', withdrawalIds)
            .orderBy('id')
            .execute(),

    usernames: async (memberIds: number[]) =>
      memberIds.length === 0
        ? new Map<number, string>()
        : new Map(
            (await db.selectFrom('members').select(['id', 'username']).where('id', 'in', memberIds).execute()).map(
              (m) => [m.id, m.username],
            ),
          ),
  };
}

export type WithdrawalsRepo = ReturnType<typeof createWithdrawalsRepo>;
