import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { TrophyIcon } from '../../../ui/icons';
import { useProfitLoss, type ProfitLoss } from '../api/team-reports';
import { DataTable, type Column } from '../../../ui/data-table';
import { profitLossColumn } from '../lib/columns';
import { LoadState } from '../../../ui/load-state';
import { ReportRange, useReportDays } from '../components/report-range';
import { countText, signOf, sumMajor } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';

type Row = ProfitLoss['list'][number];

/**
 * User profit and loss: over the chosen days, each direct downline with its whole team (members,
 * deposits, withdrawals, valid bets, result) and the agent's own play, with a totals row.
 */
export function ProfitLossPage({ token, decimals }: { token: string | null; decimals: number }) {
  const { t, i18n } = useTranslation('agents');
  const range = useReportDays('month');
  const query = useProfitLoss(token, range.days);
  const { major: money } = useMoneyFormat();
  const total = (rows: readonly Row[], pick: (r: Row) => number) => money(sumMajor(rows.map(pick), decimals));

  const columns: Column<Row>[] = [
    {
      key: 'username',
      header: t('columns.username'),
      cell: (r) => <strong>{r.username}</strong>,
      sortValue: (r) => r.username,
    },
    {
      key: 'team',
      header: t('columns.teamSize'),
      numeric: true,
      cell: (r) => countText(r.teamSize, i18n.language),
      sortValue: (r) => r.teamSize,
    },
    {
      key: 'deposits',
      header: t('columns.deposits'),
      numeric: true,
      cell: (r) => money(r.deposits),
      sortValue: (r) => r.deposits,
    },
    {
      key: 'withdrawals',
      header: t('columns.withdrawals'),
      numeric: true,
      cell: (r) => money(r.withdrawals),
      sortValue: (r) => r.withdrawals,
    },
    {
      key: 'validBet',
      header: t('columns.validBets'),
      numeric: true,
      cell: (r) => money(r.validBet),
      sortValue: (r) => r.validBet,
    },
    { ...profitLossColumn<Row>(t('columns.profitLoss'), money), sortValue: (r) => r.profitLoss },
  ];

  return (
    <div className="agent-page" data-testid="agent-profit-loss">
      <ReportRange preset={range.preset} days={range.days} onPreset={range.pick} onDays={range.set} />
      <p className="agent-muted">{t('profitLoss.intro')}</p>
      <LoadState query={query}>
        {(data) => {
          const quiet = data.list.every((r) => !r.deposits && !r.withdrawals && !r.validBet && !r.profitLoss);
          if (data.list.length === 0 || quiet) {
            return (
              <EmptyState
                icon={<TrophyIcon size={36} />}
                title={t('profitLoss.empty')}
                description={t('profitLoss.emptyHint')}
              />
            );
          }
          const sum = sumMajor(
            data.list.map((r) => r.profitLoss),
            decimals,
          );
          return (
            <DataTable
              layout="cards"
              caption={t('pages.profitLoss')}
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.memberId}
              rowTestId="profit-loss-row"
              footer={[
                <strong key="t">{t('totals')}</strong>,
                countText(
                  data.list.reduce((n, r) => n + r.teamSize, 0),
                  i18n.language,
                ),
                total(data.list, (r) => r.deposits),
                total(data.list, (r) => r.withdrawals),
                total(data.list, (r) => r.validBet),
                <span key="pl" data-sign={signOf(sum)}>
                  {money(sum)}
                </span>,
              ]}
            />
          );
        }}
      </LoadState>
    </div>
  );
}
