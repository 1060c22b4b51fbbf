import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuditEntry, AuditEntryDetail, AuditLogQuery } from '@portal/shared/contracts/reports';
import type { DB } from '../../db/schema.ts';
import { spanOfDays } from './report-days.ts';

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
}

const present = (row: SummaryRow): AuditEntry => ({
  id: row.id,
  username: row.username,
  method: row.method,
  route: row.route,
  path: row.path,
  statusCode: row.status_code,
  subject: row.subject,
  hasChange: row.has_change,
  ip: row.ip,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The operator audit log (migration 0029), newest first; written only by operators/audit-log.ts. */
export function createAuditLogRepo(db: Kysely<DB>) {
  const base = () => db.selectFrom('operator_audit_log');
  const hasChange = sql<boolean>`(before is not null or after is not null)`.as('has_change');

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
      return { items: rows.map(present), page, pageSize, total: count.n };
    },

    /** Every matching row with its JSON, up to `cap` (the CSV export). */
    async all(filters: AuditFilters, cap: number): Promise<AuditEntryDetail[]> {
      const rows = await filtered(base(), filters)
        .select([...summaryColumns, hasChange, 'params', 'body', 'before', 'after'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(cap)
        .execute();
      return rows.map((row) => ({
        ...present(row),
        requestId: row.request_id,
        params: row.params,
        body: row.body,
        before: row.before,
        after: row.after,
      }));
    },

    async find(id: number): Promise<AuditEntryDetail | undefined> {
      const row = await base()
        .select([...summaryColumns, hasChange, 'params', 'body', 'before', 'after'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...present(row),
        requestId: row.request_id,
        params: row.params,
        body: row.body,
        before: row.before,
        after: row.after,
      };
    },
  };
}
