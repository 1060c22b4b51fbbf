import { useTranslation } from 'react-i18next';
import type { ProfitRow } from '@portal/shared/contracts/records';
import { useProfit } from '../api/records';
import { dayText, productText } from '../lib/format';
import { DatePresets, localOffsetMinutes, useDateRange } from './date-presets';
import { LoadState } from '../../../ui/load-state';
import { RecordsEmpty } from './records-empty';
import './records.css';
import { useMoneyFormat } from '../../../lib/currency';
import { DataTable, type Column } from '../../../ui/data-table';
import '../../../ui/patterns.css';

/** Personal profit and loss (personalProfit): bets, wins and refunds by day and product. */
export function ProfitLoss({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('wallet');
  const dates = useDateRange();
  const profit = useProfit(token, { ...dates.range, tzOffset: localOffsetMinutes() });
  const data = profit.data;
  const { major } = useMoneyFormat();
  const money = (amount: number, signed = false) => major(amount, { signed });
  const figure = (key: 'bets' | 'wins' | 'refunds'): Column<ProfitRow> => ({
    key,
    header: t(`records.profit.${key}`),
    numeric: true,
    cell: (row) => money(row[key]),
    sortValue: (row) => row[key],
  });
  const columns: Column<ProfitRow>[] = [
    {
      key: 'day',
      header: t('records.columns.day'),
      cell: (row) => dayText(row.day, i18n.language),
      sortValue: (row) => row.day,
    },
    {
      key: 'product',
      header: t('records.columns.product'),
      cell: (row) => productText(t, row.product, row.vendorName),
      sortValue: (row) => productText(t, row.product, row.vendorName),
    },
    figure('bets'),
    figure('wins'),
    figure('refunds'),
    {
      key: 'profit',
      header: t('records.profit.profit'),
      numeric: true,
      sign: (row) => (row.profit < 0 ? 'out' : 'in'),
      cell: (row) => money(row.profit, true),
      sortValue: (row) => row.profit,
    },
  ];
  const totals = data
    ? ([
        ['bets', data.total.bets],
        ['wins', data.total.wins],
        ['refunds', data.total.refunds],
        ['profit', data.total.profit],
      ] as const)
    : [];
  return (
    <div className="records" data-testid="profit-loss">
      <div className="records-filters">
        <DatePresets value={dates.preset} range={dates.range} onChange={dates.pick} />
      </div>
      {data && (
        <dl className="records-totals" data-testid="profit-totals">
          {totals.map(([name, value]) => (
            <div
              key={name}
              className="records-totals__item surface-card"
              data-sign={name === 'profit' && value < 0 ? 'out' : undefined}
            >
              <dt>{t(`records.profit.${name}`)}</dt>
              <dd>{money(value, name === 'profit')}</dd>
            </div>
          ))}
        </dl>
      )}
      <LoadState
        query={profit}
        isEmpty={(found) => found.rows.length === 0}
        empty={<RecordsEmpty title={t('records.empty.profit')} description={t('records.empty.betsHint')} />}
      >
        {(found) => (
          <DataTable
            layout="cards"
            caption={t('account:memberCenter.entries.personalProfit')}
            columns={columns}
            rows={found.rows}
            rowKey={(row) => `${row.day}-${row.product}`}
          />
        )}
      </LoadState>
    </div>
  );
}
