import { minorToDecimalText } from '@portal/shared/money';
import { toCsv, type CsvColumn } from '../../platform/csv.ts';
import type { ExportRow } from './aml-alerts.repo.ts';

const date = (at: Date | null) => (at ? new Date(at) : null);

/**
 * The suspicious-activity export for the regulator: one line per alert and member it names, with
 * the member's identity as the portal holds it, the evidence's summary and the amount in major
 * units with its currency. Text goes through toCsv, so nothing a player typed runs as a formula.
 */
export function suspiciousActivityCsv(rows: ExportRow[], decimals: number): string {
  const columns: CsvColumn<ExportRow>[] = [
    { header: 'alert_id', value: (r) => Number(r.id) },
    { header: 'rule', value: (r) => r.rule },
    { header: 'subject', value: (r) => r.subject_key },
    { header: 'status', value: (r) => r.status },
    { header: 'outcome', value: (r) => r.outcome },
    { header: 'member_id', value: (r) => Number(r.member_id) },
    { header: 'username', value: (r) => r.username },
    { header: 'name', value: (r) => r.payee_name },
    { header: 'id_number', value: (r) => r.id_number },
    { header: 'birthday', value: (r) => (r.birthday ? new Date(r.birthday).toISOString().slice(0, 10) : null) },
    { header: 'registered_at', value: (r) => date(r.registered_at) },
    { header: 'activity_from', value: (r) => date(r.window_start) },
    { header: 'activity_to', value: (r) => date(r.window_end) },
    { header: 'amount', value: (r) => minorToDecimalText(Number(r.amount_minor), decimals) },
    { header: 'currency', value: (r) => r.currency },
    { header: 'summary', value: (r) => (typeof r.evidence.summary === 'string' ? r.evidence.summary : '') },
    { header: 'raised_at', value: (r) => date(r.created_at) },
    { header: 'closed_at', value: (r) => date(r.closed_at) },
    { header: 'closed_by', value: (r) => r.closed_by_name },
    { header: 'officer_note', value: (r) => r.close_note },
  ];
  return toCsv(columns, rows);
}
