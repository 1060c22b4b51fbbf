import { minorToDecimalText } from '@portal/shared/money';
import { toCsv, type CsvColumn } from '../../platform/csv.ts';
import type { OrderRow } from './deposits.presenter.ts';

type ExportRow = OrderRow & { username: string };

/** The deposit queue as a spreadsheet: one line per order, amounts in major units. */
export function depositsCsv(rows: ExportRow[], decimals: number): string {
  const money = (minor: number) => minorToDecimalText(minor, decimals);
  const columns: CsvColumn<ExportRow>[] = [
    { header: 'order_id', value: (r) => r.order_no },
    { header: 'created_at', value: (r) => new Date(r.created_at) },
    { header: 'completed_at', value: (r) => (r.completed_at ? new Date(r.completed_at) : null) },
    { header: 'member_id', value: (r) => r.member_id },
    { header: 'username', value: (r) => r.username },
    { header: 'channel', value: (r) => r.channel_name },
    { header: 'channel_type', value: (r) => r.channel_type },
    { header: 'amount', value: (r) => money(r.amount_minor) },
    { header: 'fee', value: (r) => money(r.fee_minor) },
    { header: 'credit', value: (r) => money(r.credit_minor) },
    { header: 'currency', value: (r) => r.currency },
    { header: 'status', value: (r) => r.status },
    { header: 'reference', value: (r) => r.reference },
    { header: 'gateway_order_id', value: (r) => r.gateway_order_id },
    { header: 'has_proof', value: (r) => r.proof_storage_key !== null },
    { header: 'reviewed_by', value: (r) => r.reviewed_by },
    { header: 'review_note', value: (r) => r.review_note },
  ];
  return toCsv(columns, rows);
}
