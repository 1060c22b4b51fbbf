import { sql, type Kysely } from 'kysely';
import type { AmlOutcome, AmlRule, AmlStatus } from '@portal/shared/contracts/aml';
import type { DB } from '../../db/schema.ts';

/** An alert row with the names a presenter needs (members, operators). */
export interface AlertRow {
  id: string;
  rule: AmlRule;
  subject_key: string;
  status: AmlStatus;
  members: { id: number; username: string }[] | null;
  amount_minor: string;
  currency: string;
  window_start: Date;
  window_end: Date;
  evidence: { summary?: string } & Record<string, unknown>;
  assigned_to_name: string | null;
  outcome: AmlOutcome | null;
  close_note: string | null;
  closed_by_name: string | null;
  closed_at: Date | null;
  created_at: Date;
}

export interface HistoryRow {
  action: 'raised' | 'assigned' | 'closed' | 'reopened';
  operator_name: string | null;
  assigned_to_name: string | null;
  outcome: AmlOutcome | null;
  note: string | null;
  created_at: Date;
}

/** A member an export line names, with the identity fields the members table holds. */
export interface ExportRow extends AlertRow {
  member_id: string;
  username: string;
  payee_name: string | null;
  id_number: string | null;
  birthday: Date | null;
  registered_at: Date;
}

export interface AlertFilter {
  status?: AmlStatus;
  rule?: AmlRule;
  member?: string;
}

const SELECT = sql`
  select a.id, a.rule, a.subject_key, a.status, a.amount_minor, a.currency, a.window_start, a.window_end,
    a.evidence, a.outcome, a.close_note, a.closed_at, a.created_at,
    (select json_agg(json_build_object('id', m.id, 'username', m.username) order by m.id)
      from members m where m.id = any(a.member_ids)) as members,
    ao.username as assigned_to_name, co.username as closed_by_name
  from aml_alerts a
  left join operators ao on ao.id = a.assigned_to
  left join operators co on co.id = a.closed_by`;

function where(filter: AlertFilter) {
  const parts = [sql`true`];
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  if (filter.rule) parts.push(sql`a.rule = ${filter.rule}`);
  if (filter.member) {
    const asId = /^\d{1,15}$/.test(filter.member) ? Number(filter.member) : null;
    parts.push(sql`exists (select 1 from members m where m.id = any(a.member_ids)
      and (m.username = ${filter.member} or m.id = ${asId}))`);
  }
  return sql.join(parts, sql` and `);
}

/** The only code that writes the AML tables besides the scan's rules (aml-rules.ts). */
export function createAmlAlertsRepo(db: Kysely<DB>) {
  return {
    async page(filter: AlertFilter, page: number, pageSize: number) {
      const { rows } = await sql<AlertRow>`${SELECT} where ${where(filter)}
        order by a.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      const { rows: count } = await sql<{ n: string }>`
        select count(*) as n from aml_alerts a where ${where(filter)}`.execute(db);
      return { rows, total: Number(count[0]!.n) };
    },

    async one(id: number, executor: Kysely<DB> = db): Promise<AlertRow | undefined> {
      const { rows } = await sql<AlertRow>`${SELECT} where a.id = ${id}`.execute(executor);
      return rows[0];
    },

    async history(id: number): Promise<HistoryRow[]> {
      const { rows } = await sql<HistoryRow>`
        select h.action, o.username as operator_name, t.username as assigned_to_name, h.outcome, h.note, h.created_at
        from aml_alert_history h
        left join operators o on o.id = h.operator_id
        left join operators t on t.id = h.assigned_to
        where h.alert_id = ${id}
        order by h.id`.execute(db);
      return rows;
    },

    /** The alerts naming a member, newest first. */
    async forMember(memberId: number, limit: number): Promise<AlertRow[]> {
      const { rows } = await sql<AlertRow>`${SELECT} where a.member_ids @> array[${memberId}]::bigint[]
        order by a.id desc limit ${limit}`.execute(db);
      return rows;
    },

    /** Open or assigned to `operatorId`; answers false when the alert is closed (or gone). */
    async assign(trx: Kysely<DB>, id: number, operatorId: number, by: number, now: Date): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        update aml_alerts set status = 'assigned', assigned_to = ${operatorId}, updated_at = ${now}
        where id = ${id} and status <> 'closed' returning id`.execute(trx);
      if (rows.length === 0) return false;
      await sql`insert into aml_alert_history (alert_id, action, operator_id, assigned_to, created_at)
        values (${id}, 'assigned', ${by}, ${operatorId}, ${now})`.execute(trx);
      return true;
    },

    async close(
      trx: Kysely<DB>,
      id: number,
      close: { outcome: AmlOutcome; note: string },
      by: number,
      now: Date,
    ): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        update aml_alerts set status = 'closed', outcome = ${close.outcome}, close_note = ${close.note},
          closed_by = ${by}, closed_at = ${now}, updated_at = ${now}
        where id = ${id} and status <> 'closed' returning id`.execute(trx);
      if (rows.length === 0) return false;
      await sql`insert into aml_alert_history (alert_id, action, operator_id, outcome, note, created_at)
        values (${id}, 'closed', ${by}, ${close.outcome}, ${close.note}, ${now})`.execute(trx);
      return true;
    },

    /** Back to open (unassigned), unless it was reported; answers false when it is not closed that way. */
    async reopen(trx: Kysely<DB>, id: number, note: string, by: number, now: Date): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        update aml_alerts set status = 'open', assigned_to = null, outcome = null, close_note = null,
          closed_by = null, closed_at = null, updated_at = ${now}
        where id = ${id} and status = 'closed' and outcome <> 'reported' returning id`.execute(trx);
      if (rows.length === 0) return false;
      await sql`insert into aml_alert_history (alert_id, action, operator_id, note, created_at)
        values (${id}, 'reopened', ${by}, ${note}, ${now})`.execute(trx);
      return true;
    },

    /** One line per alert and member it names: the chosen alerts, or every alert closed as reported. */
    async exportRows(ids: number[] | null, limit: number): Promise<ExportRow[]> {
      const chosen = ids
        ? sql`a.id = any(${`{${ids.join(',')}}`}::bigint[])`
        : sql`a.status = 'closed' and a.outcome = 'reported'`;
      const { rows } = await sql<ExportRow>`
        select a.id, a.rule, a.subject_key, a.status, a.amount_minor, a.currency, a.window_start, a.window_end,
          a.evidence, a.outcome, a.close_note, a.closed_at, a.created_at, null as members,
          ao.username as assigned_to_name, co.username as closed_by_name,
          m.id as member_id, m.username, m.payee_name, m.id_number, m.birthday, m.created_at as registered_at
        from aml_alerts a
        cross join lateral unnest(a.member_ids) as mid(member_id)
        join members m on m.id = mid.member_id
        left join operators ao on ao.id = a.assigned_to
        left join operators co on co.id = a.closed_by
        where ${chosen}
        order by a.id, m.id
        limit ${limit}`.execute(db);
      return rows;
    },

    /** Operators an alert can be assigned to: compliance officers and admins. */
    async assignees(): Promise<{ id: number; username: string }[]> {
      return db
        .selectFrom('operators')
        .select(['id', 'username'])
        .where(sql<boolean>`roles && array['compliance', 'admin']::text[]`)
        .orderBy('username')
        .execute();
    },
  };
}
export type AmlAlertsRepo = ReturnType<typeof createAmlAlertsRepo>;
