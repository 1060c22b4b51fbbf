import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Withdrawals } from '../../db/schema.ts';
import type { Confirmation, WithdrawalProofKind, WithdrawalStatus } from '../../db/column-types.ts';

export type WithdrawalRow = Selectable<Withdrawals> & { proof_count: number };

/** What the operator's queue filters by (member: a username, or an id). */
export interface WithdrawalFilter {
  memberId?: number;
  member?: string;
  status?: WithdrawalStatus;
  confirmation?: Confirmation;
  from?: Date;
  to?: Date;
}

/** The filter as one condition on `withdrawals as w` (true when nothing is asked). */
function matching(filter: WithdrawalFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.memberId !== undefined) parts.push(sql`w.member_id = ${filter.memberId}`);
  if (filter.member !== undefined) {
    const byId = /^\d{1,15}$/.test(filter.member) ? Number(filter.member) : null;
    parts.push(sql`w.member_id in (select m.id from members m
      where lower(m.username) = ${filter.member.toLowerCase()} or m.id = ${byId})`);
  }
  if (filter.status) parts.push(sql`w.status = ${filter.status}`);
  if (filter.confirmation) parts.push(sql`w.confirmation = ${filter.confirmation}`);
  if (filter.from) parts.push(sql`w.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`w.created_at < ${filter.to}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Confirmations that close the withdrawal as received (the money counts as arrived). */
export const RECEIVED: readonly Confirmation[] = ['received', 'auto_received', 'forced_received'];

/** The one place that writes SQL for withdrawals and withdrawal_proofs. */
export function createWithdrawalsRepo(db: Kysely<DB>) {
  const select = (trx: Kysely<DB>) =>
    trx
      .selectFrom('withdrawals as w')
      .selectAll('w')
      .select(
        sql<number>`(select count(*)::int from withdrawal_proofs p
          where p.withdrawal_id = w.id and p.kind = 'not_received')`.as('proof_count'),
      );

  return {
    find: (id: number, trx: Kysely<DB> = db) => select(trx).where('w.id', '=', id).executeTakeFirst(),

    /** Locks the row for a settlement (approve and reject queue on it). */
    lock: (id: number, trx: Kysely<DB>) =>
      trx
        .selectFrom('withdrawals')
        .select(['id', 'status', 'hold_id', 'pix_key_type', 'payout_state'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    findByKey: (memberId: number, key: string, trx: Kysely<DB> = db) =>
      select(trx).where('w.member_id', '=', memberId).where('w.idempotency_key', '=', key).executeTakeFirst(),

    /** Sum of the member's withdrawals in process or approved since `since` (the daily limit). */
    /** The member's withdrawals (in process or approved) since then: their sum and their number. */
    async usedSince(memberId: number, since: Date, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('withdrawals')
        .select([sql<string>`coalesce(sum(amount_minor), 0)`.as('total'), sql<string>`count(*)`.as('n')])
        .where('member_id', '=', memberId)
        .where('status', 'in', ['in_process', 'approved'])
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { totalMinor: Number(row.total), count: Number(row.n) };
    },

    /**
     * The member's VIP level's daily withdrawal limits (loyalty, migration 0037), read as data:
     * a null amount keeps the brand's limit, a null count sets none.
     */
    async levelLimits(memberId: number, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('member_loyalty as m')
        .innerJoin('vip_levels as l', 'l.rank_level', 'm.vip_level')
        .select(['l.withdraw_daily_max_minor', 'l.withdraw_daily_count'])
        .where('m.member_id', '=', memberId)
        .executeTakeFirst();
      return { dailyMaxMinor: row?.withdraw_daily_max_minor ?? null, dailyCount: row?.withdraw_daily_count ?? null };
    },

    insert: (trx: Kysely<DB>, values: Insertable<Withdrawals>) =>
      trx.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow(),

    async page(
      filter: WithdrawalFilter,
      page: number,
      pageSize: number,
    ): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const rows = await select(db)
        .where(matching(filter))
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { total } = await db
        .selectFrom('withdrawals as w')
        .select(sql<number>`count(*)::int`.as('total'))
        .where(matching(filter))
        .executeTakeFirstOrThrow();
      return { rows, total };
    },

    /** Every matching withdrawal (up to `limit`), newest first, with the member's username: the CSV export. */
    all: (filter: WithdrawalFilter, limit: number) =>
      db
        .selectFrom('withdrawals as w')
        .innerJoin('members as mm', 'mm.id', 'w.member_id')
        .selectAll('w')
        .select('mm.username')
        .where(matching(filter))
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(limit)
        .execute(),

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

    /** Proof files: the player's of a "not received", or (with `uploadedBy`) the operator's payout proof. */
    addProofs: (
      trx: Kysely<DB>,
      withdrawalId: number,
      files: { storageKey: string; contentType: 'image/png' | 'image/jpeg'; sizeBytes: number }[],
      now: Date,
      uploadedBy: number | null = null,
    ) =>
      trx
        .insertInto('withdrawal_proofs')
        .values(
          files.map((f) => ({
            withdrawal_id: withdrawalId,
            storage_key: f.storageKey,
            content_type: f.contentType,
            size_bytes: f.sizeBytes,
            kind: (uploadedBy === null ? 'not_received' : 'payout') satisfies WithdrawalProofKind,
            uploaded_by: uploadedBy,
            created_at: now,
          })),
        )
        .execute(),

    proofs: (withdrawalIds: number[]) =>
      withdrawalIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('withdrawal_proofs')
            .select(['id', 'withdrawal_id', 'storage_key', 'content_type', 'size_bytes', 'kind', 'created_at'])
            .where('withdrawal_id', 'in', withdrawalIds)
            .orderBy('id')
            .execute(),

    /** The four-eyes approvals still waiting for these withdrawals: withdrawal id → approval id. */
    async pendingApprovals(withdrawalIds: number[]): Promise<Map<number, number>> {
      if (withdrawalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('operator_approvals')
        .select(['id', 'subject'])
        .where('kind', '=', 'withdrawal_approval')
        .where('status', '=', 'pending')
        .where(
          'subject',
          'in',
          withdrawalIds.map((id) => `withdrawal:${id}`),
        )
        .execute();
      return new Map(rows.map((r) => [Number(r.subject.slice('withdrawal:'.length)), r.id]));
    },

    /**
     * A rejected withdrawal can no longer be approved: its waiting four-eyes request closes with
     * it (rejected by the same operator), in the rejection's transaction.
     */
    closePendingApproval: (trx: Kysely<DB>, withdrawalId: number, operatorId: number, at: Date) =>
      trx
        .updateTable('operator_approvals')
        .set({
          status: 'rejected',
          decided_by: operatorId,
          decided_at: at,
          reject_reason: 'The withdrawal was rejected.',
        })
        .where('kind', '=', 'withdrawal_approval')
        .where('subject', '=', `withdrawal:${withdrawalId}`)
        .where('status', '=', 'pending')
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
