import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAGERING_PRODUCTS } from '@portal/shared/contracts/promotions';
import { EmptyState } from '../../../ui/empty-state';
import { TicketIcon } from '../../../ui/icons';
import { Pager } from '../../../ui/pager';
import { useTeamBets, type TeamBets } from '../api/team-reports';
import { DataTable, type Column } from '../../../ui/data-table';
import { profitLossColumn } from '../lib/columns';
import { LoadState } from '../../../ui/load-state';
import { ReportRange, useReportDays } from '../components/report-range';
import { countText, signOf } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

type Row = TeamBets['list'][number];

/** Team betting: the team's settled bets per member and product over the chosen days, with totals. */
export function BetsPage({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('agents');
  const range = useReportDays('month');
  const [product, setProduct] = useState('');
  const [page, setPage] = useState(1);
  const query = useTeamBets(token, range.days, product, page);
  const { major: money } = useMoneyFormat();
  const productText = (code: string) =>
    (WAGERING_PRODUCTS as readonly string[]).includes(code) ? t(`products.${code as 'RNG'}`) : code;

  const columns: Column<Row>[] = [
    { key: 'username', header: t('columns.username'), cell: (r) => <strong>{r.username}</strong> },
    {
      key: 'level',
      header: t('columns.level'),
      cell: (r) => (r.level === 0 ? t('bets.me') : t('downlines.level', { level: r.level })),
    },
    { key: 'product', header: t('columns.product'), cell: (r) => productText(r.product) },
    { key: 'bets', header: t('columns.betCount'), numeric: true, cell: (r) => countText(r.bets, i18n.language) },
    { key: 'stake', header: t('columns.stake'), numeric: true, cell: (r) => money(r.stake) },
    { key: 'validBet', header: t('columns.validBets'), numeric: true, cell: (r) => money(r.validBet) },
    { key: 'payout', header: t('columns.payout'), numeric: true, cell: (r) => money(r.payout) },
    profitLossColumn(t('columns.profitLoss'), money),
  ];

  return (
    <div className="agent-page" data-testid="agent-bets">
      <ReportRange
        preset={range.preset}
        days={range.days}
        onPreset={(p) => {
          range.pick(p);
          setPage(1);
        }}
        onDays={(d) => {
          range.set(d);
          setPage(1);
        }}
      />
      <label className="agent-field agent-field--inline">
        <span>{t('columns.product')}</span>
        <select
          className="sunken-input"
          value={product}
          data-testid="agent-bets-product"
          onChange={(e) => {
            setProduct(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('bets.allProducts')}</option>
          {WAGERING_PRODUCTS.map((code) => (
            <option key={code} value={code}>
              {t(`products.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <LoadState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState icon={<TicketIcon size={36} />} title={t('bets.empty')} description={t('bets.emptyHint')} />
          ) : (
            <>
              <DataTable
                layout="cards"
                caption={t('pages.bets')}
                columns={columns}
                rows={data.list}
                rowKey={(r) => `${r.memberId}-${r.product}`}
                rowTestId="team-bet-row"
                footer={[
                  <strong key="t">{t('totals')}</strong>,
                  '',
                  '',
                  countText(data.totals.bets, i18n.language),
                  money(data.totals.stake),
                  money(data.totals.validBet),
                  money(data.totals.payout),
                  <span key="pl" data-sign={signOf(data.totals.profitLoss)}>
                    {money(data.totals.profitLoss)}
                  </span>,
                ]}
              />
              <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} testId="agent-bets-pager" />
            </>
          )
        }
      </LoadState>
    </div>
  );
}
