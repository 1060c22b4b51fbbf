import type { Selectable } from 'kysely';
import { minorToDecimalText } from '@portal/shared/money';
import type { Withdrawals } from '../../db/schema.ts';
import { toCsv, type CsvColumn } from '../../platform/csv.ts';

type ExportRow = Selectable<Withdrawals> & { username: string };

/** The withdrawal queue as a spreadsheet: one line per withdrawal, amounts in major units. */
export function withdrawalsCsv(rows: ExportRow[], decimals: number): string {
  const columns: CsvColumn<ExportRow>[] = [
    { header: 'id', value: (r) => r.id },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'member_id', value: (r) => r.member_id },
    { header: 'username', value: (r) => r.username },
    { header: 'amount', value: (r) => minorToDecimalText(r.amount_minor, decimals) },
    { header: 'currency', value: (r) => r.currency },
    { header: 'status', value: (r) => r.status },
    { header: 'confirmation', value: (r) => r.confirmation },
    { header: 'bank_name', value: (r) => r.bank_name },
    { header: 'account_holder', value: (r) => r.account_holder },
    { header: 'account_number', value: (r) => r.account_number },
    { header: 'reviewed_by', value: (r) => r.reviewed_by },
    { header: 'reviewed_at', value: (r) => r.reviewed_at },
    { header: 'reject_reason', value: (r) => r.reject_reason },
    { header: 'confirmed_at', value: (r) => r.confirmed_at },
    { header: 'pix_key_type', value: (r) => r.pix_key_type },
    { header: 'payout_state', value: (r) => r.payout_state },
  ];
  return toCsv(columns, rows);
}
