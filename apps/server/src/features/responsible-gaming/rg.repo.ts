import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LimitRow } from './limit-change.ts';

export interface StoredLimit extends LimitRow {
  kind: string;
  period: string;
}

/** The play the counter counts (rg_count_play, migration 0060), for a first backfill. */
const PLAY_SOURCES = sql`(t.source like 'game:%' or t.source = 'vendor_transfer'
  or (t.source = 'transfer' and t.reference like '%vendor:%'))`;

export function createRgRepo(db: Kysely<DB>) {
  return {
    /**
     * Makes the member one the play counter watches. The first time, the member's wallets are
     * locked (a stake in flight commits first, a later one waits) and the current periods' play is
     * counted from the ledger, so a limit set mid-period counts what was already played.
     */
    async enrolIn(trx: Kysely<DB>, memberId: number, now: Date, since: Date): Promise<void> {
      const inserted = await trx
        .insertInto('rg_members')
        .values({ member_id: memberId, created_at: now })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (!inserted) return;
      await sql`select id from ledger_accounts where member_id = ${memberId} and code in ('main', 'bonus')
        order by id for update`.execute(trx);
      await sql`
        insert into rg_usage (member_id, period, period_start, wagered_minor, net_loss_minor)
        select a.member_id, q.period, rg_period_start(q.period, t.created_at),
          sum(greatest(-e.amount_minor, 0)), sum(-e.amount_minor)
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        cross join (values ('day'), ('week'), ('month')) q(period)
        where a.member_id = ${memberId} and a.code in ('main', 'bonus') and t.created_at >= ${since}
          and ${PLAY_SOURCES}
        group by 1, 2, 3`.execute(trx);
    },

    async limits(memberId: number, trx: Kysely<DB> = db): Promise<StoredLimit[]> {
      const rows = await trx
        .selectFrom('rg_limits')
        .select(['kind', 'period', 'amount_minor', 'pending_amount_minor', 'pending_at'])
        .where('member_id', '=', memberId)
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        period: row.period,
        amount: row.amount_minor,
        pendingAmount: row.pending_amount_minor,
        pendingAt: row.pending_at,
      }));
    },

    /** The member's limits of one kind, locked: deposits of one member are decided one at a time. */
    async lockLimits(trx: Kysely<DB>, memberId: number, kind: string): Promise<StoredLimit[]> {
      const rows = await trx
        .selectFrom('rg_limits')
        .select(['kind', 'period', 'amount_minor', 'pending_amount_minor', 'pending_at'])
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .orderBy('period')
        .forUpdate()
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        period: row.period,
        amount: row.amount_minor,
        pendingAmount: row.pending_amount_minor,
        pendingAt: row.pending_at,
      }));
    },

    async saveLimitIn(
      trx: Kysely<DB>,
      memberId: number,
      key: { kind: string; period: string },
      next: LimitRow,
      change: { before: number | null; requested: number | null; effectiveAt: Date },
      now: Date,
    ) {
      const values = {
        amount_minor: next.amount,
        pending_amount_minor: next.pendingAmount,
        pending_at: next.pendingAt,
        updated_at: now,
      };
      await trx
        .insertInto('rg_limits')
        .values({ member_id: memberId, kind: key.kind, period: key.period, ...values })
        .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
        .execute();
      await trx
        .insertInto('rg_limit_changes')
        .values({
          member_id: memberId,
          kind: key.kind,
          period: key.period,
          before_minor: change.before,
          requested_minor: change.requested,
          effective_at: change.effectiveAt,
          created_at: now,
        })
        .execute();
    },

    /** Staked and net lost in the periods that contain `now`. */
    usage: (memberId: number, keys: { period: string; start: string }[]) =>
      db
        .selectFrom('rg_usage')
        .select([
          'period',
          sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('start'),
          'wagered_minor',
          'net_loss_minor',
        ])
        .where('member_id', '=', memberId)
        .where((eb) =>
          eb.or(
            keys.map((k) =>
              eb.and([eb('period', '=', k.period), eb('period_start', '=', sql<Date>`${k.start}::date`)]),
            ),
          ),
        )
        .execute(),

    /** Deposits asked for since `since`: paid, or pending and not yet expired (they may still be paid). */
    async depositedSince(trx: Kysely<DB>, memberId: number, since: Date, now: Date): Promise<number> {
      const row = await trx
        .selectFrom('deposit_orders')
        .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'paid'),
            eb.and([eb('status', '=', 'pending'), eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Won less staked on the main and bonus wallets since `since` (a session's net result). */
    async playSince(memberId: number, since: Date) {
      const { rows } = await sql<{ staked: string; net: string }>`
        select coalesce(sum(greatest(-e.amount_minor, 0)), 0) as staked, coalesce(sum(e.amount_minor), 0) as net
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.member_id = ${memberId} and a.code in ('main', 'bonus')
        where t.member_id = ${memberId} and t.created_at >= ${since} and ${PLAY_SOURCES}`.execute(db);
      return { stakedMinor: Number(rows[0]?.staked ?? 0), netMinor: Number(rows[0]?.net ?? 0) };
    },
  };
}

export type RgRepo = ReturnType<typeof createRgRepo>;
