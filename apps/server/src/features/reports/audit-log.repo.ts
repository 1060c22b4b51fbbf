import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuditEntry, AuditEntryDetail, AuditLogQuery } from '@portal/shared/contracts/reports';
import type { DB } from '../../db/schema.ts';
import { spanOfDays } from './report-days.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { AUDIT_MONEY_ACTIONS, AUDIT_POINTS_ACTIONS, auditActionOf } from '@portal/shared/contracts/audit-actions';

type AuditQuery = SelectQueryBuilder<DB, 'operator_audit_log', object>;
export type AuditFilters = Pick<AuditLogQuery, 'operator' | 'action' | 'subject' | 'from' | 'to'>;

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(query: AuditQuery, filters: AuditFilters): AuditQuery {
  let q = query;
  if (filters.operator) q = q.where('username', 'ilike', containing(filters.operator));
  if (filters.action) {
    q = q.where(sql<string>`method || ' ' || route || ' ' || path`, 'ilike', containing(filters.action));
  }
  if (filters.subject) {
    // 'member:' reads every member's rows; 'member:1' only member 1's, not member 12's.
    q = filters.subject.endsWith(':')
      ? q.where('subject', 'like', `${filters.subject.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : q.where('subject', '=', filters.subject);
  }
  if (filters.from) q = q.where('created_at', '>=', spanOfDays(filters.from, filters.from).from);
  if (filters.to) q = q.where('created_at', '<', spanOfDays(filters.to, filters.to).to);
  return q;
}

const summaryColumns = [
  'id',
  'username',
  'method',
  'route',
  'path',
  'status_code',
  'subject',
  'ip',
  'created_at',
  'request_id',
  'params',
  'body',
] as const;

interface SummaryRow {
  id: number;
  username: string;
  method: string;
  route: string;
  path: string;
  status_code: number;
  subject: string | null;
  ip: string | null;
  created_at: Date | string;
  has_change: boolean;
  params: unknown;
  body: unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The member a row concerns: its subject ('member:12'), else the path's or the body's memberId. */
function memberIdOf(row: SummaryRow): number | null {
  const subject = row.subject ? /^member:(\d+)$/.exec(row.subject) : null;
  return positiveId(subject?.[1]) ?? positiveId(record(row.params).memberId) ?? positiveId(record(row.body).memberId);
}

/** A row as the console reads it: the action in words, its member and how much it moved. */
function present(row: SummaryRow, usernames: ReadonlyMap<number, string>): AuditEntry {
  const named = auditActionOf(row.method, row.route);
  const memberId = memberIdOf(row);
  const body = record(row.body);
  return {
    id: row.id,
    username: row.username,
    method: row.method,
    route: row.route,
    path: row.path,
    action: named?.action ?? null,
    contentKind: named?.kind ?? null,
    member: memberId === null ? null : { id: memberId, username: usernames.get(memberId) ?? null },
    amount: named && AUDIT_MONEY_ACTIONS.includes(named.action) ? finite(body.amount) : null,
    points: named && AUDIT_POINTS_ACTIONS.includes(named.action) ? finite(body.points) : null,
    statusCode: row.status_code,
    subject: row.subject,
    hasChange: row.has_change,
    ip: row.ip,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The operator audit log (migration 0029), newest first; written only by operators/audit-log.ts. */
export function createAuditLogRepo(db: Kysely<DB>) {
  const base = () => db.selectFrom('operator_audit_log');
  const hasChange = sql<boolean>`(before is not null or after is not null)`.as('has_change');

  /** The usernames of the rows' members, in one query. */
  async function usernamesOf(rows: SummaryRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map(memberIdOf).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const found = await db
      .selectFrom('members')
      .select(['id', 'username'])
      .where(sql<boolean>`id = any (${bigintArray(ids)})`)
      .execute();
    return new Map(found.map((m) => [m.id, m.username]));
  }
  const presentAll = async (rows: SummaryRow[]) => {
    const usernames = await usernamesOf(rows);
    return rows.map((row) => present(row, usernames));
  };

  return {
    async page(filters: AuditFilters, page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        filtered(base(), filters)
          .select([...summaryColumns, hasChange])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        filtered(base(), filters)
          .select(sql<number>`count(*)::bigint`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: await presentAll(rows), page, pageSize, total: count.n };
    },

    /** Every matching row with its JSON, up to `cap` (the CSV export). */
    async all(filters: AuditFilters, cap: number): Promise<AuditEntryDetail[]> {
      const rows = await filtered(base(), filters)
        .select([...summaryColumns, hasChange, 'before', 'after'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(cap)
        .execute();
      const usernames = await usernamesOf(rows);
      return rows.map((row) => ({
        ...present(row, usernames),
        requestId: row.request_id,
        params: row.params,
        body: row.body,
        before: row.before,
        after: row.after,
      }));
    },

    async find(id: number): Promise<AuditEntryDetail | undefined> {
      const row = await base()
        .select([...summaryColumns, hasChange, 'before', 'after'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...(await presentAll([row]))[0]!,
        requestId: row.request_id,
        params: row.params,
        body: row.body,
        before: row.before,
        after: row.after,
      };
    },
  };
}
