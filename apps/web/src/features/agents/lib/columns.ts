import type { Column } from '../../../ui/data-table';
import { signOf } from './format';

/** The profit and loss column of a report: an amount coloured by its sign. */
export function profitLossColumn<Row extends { profitLoss: number }>(
  header: string,
  money: (major: number) => string,
): Column<Row> {
  return {
    key: 'profitLoss',
    header,
    numeric: true,
    sign: (row) => signOf(row.profitLoss),
    cell: (row) => money(row.profitLoss),
  };
}
