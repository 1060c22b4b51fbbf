import { useTranslation } from 'react-i18next';
import { useProfit } from '../api/records';
import { dayText, productText } from '../lib/format';
import { DatePresets, localOffsetMinutes, useDateRange } from './date-presets';
import { LoadState } from '../../../ui/load-state';
import { RecordsEmpty } from './records-empty';
import './records.css';
import { useMoneyFormat } from '../../../lib/currency';

/** Personal profit and loss (personalProfit): bets, wins and refunds by day and product. */
export function ProfitLoss({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('wallet');
  const dates = useDateRange();
  const profit = useProfit(token, { ...dates.range, tzOffset: localOffsetMinutes() });
  const data = profit.data;
  const { major } = useMoneyFormat();
  const money = (amount: number, signed = false) => major(amount, { signed });
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
              className="records-totals__item"
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
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t('records.columns.day')}</th>
                <th scope="col">{t('records.columns.product')}</th>
                <th scope="col" className="records-table__num">
                  {t('records.profit.bets')}
                </th>
                <th scope="col" className="records-table__num">
                  {t('records.profit.wins')}
                </th>
                <th scope="col" className="records-table__num">
                  {t('records.profit.refunds')}
                </th>
                <th scope="col" className="records-table__num">
                  {t('records.profit.profit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {found.rows.map((row) => (
                <tr key={`${row.day}-${row.product}`}>
                  <td data-label={t('records.columns.day')}>{dayText(row.day, i18n.language)}</td>
                  <td data-label={t('records.columns.product')}>{productText(t, row.product, row.vendorName)}</td>
                  <td data-label={t('records.profit.bets')} className="records-table__num">
                    {money(row.bets)}
                  </td>
                  <td data-label={t('records.profit.wins')} className="records-table__num">
                    {money(row.wins)}
                  </td>
                  <td data-label={t('records.profit.refunds')} className="records-table__num">
                    {money(row.refunds)}
                  </td>
                  <td
                    data-label={t('records.profit.profit')}
                    className="records-table__num"
                    data-sign={row.profit < 0 ? 'out' : 'in'}
                  >
                    {money(row.profit, true)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </div>
  );
}
