import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, IncomeRow } from '@portal/shared/contracts/agents';
import { EmptyState } from '../../../ui/empty-state';
import { WalletIcon } from '../../../ui/icons';
import { Pager } from '../../../ui/pager';
import { useIncome } from '../api/income';
import { incomeCells, paidTotal, signOf } from '../lib/format';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadState } from '../../../ui/load-state';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { useMoneyFormat } from '../../../lib/currency';

/**
 * The agent's settled periods of one kind (or all): what the team counted, the rate, what the
 * downlines' own contracts took, any rollover, and the amount with its status (paid, waiting for
 * the upline's funds, nothing due), with the paid totals above.
 */
export function IncomeList({
  token,
  kind,
  kinds,
}: {
  token: string | null;
  decimals: number;
  /** One kind, or undefined for all. */
  kind: ContractKind | undefined;
  /** The kinds whose totals show (all: the brand's enabled kinds). */
  kinds: readonly ContractKind[];
}) {
  const { t, i18n } = useTranslation('agents');
  const [page, setPage] = useState(1);
  const query = useIncome(token, kind, page);
  const { major: money, currency } = useMoneyFormat();

  const columns = (rows: readonly IncomeRow[]): Column<IncomeRow>[] => {
    const withCarry = rows.some((r) => r.carryIn !== 0 || r.carryOut !== 0);
    const withActive = rows.some((r) => r.activeMembers > 0);
    const cells = (r: IncomeRow) => incomeCells(r, currency, i18n.language);
    return [
      { key: 'period', header: t('columns.period'), cell: (r) => cells(r).period },
      ...(kind ? [] : [{ key: 'kind', header: t('columns.kind'), cell: (r: IncomeRow) => t(`kinds.${r.kind}`) }]),
      { key: 'base', header: t('columns.base'), numeric: true, cell: (r) => cells(r).base },
      ...(withActive
        ? [
            {
              key: 'active',
              header: t('columns.activeMembers'),
              numeric: true,
              cell: (r: IncomeRow) => cells(r).activeMembers,
            },
          ]
        : []),
      { key: 'rate', header: t('columns.rate'), numeric: true, cell: (r) => cells(r).rate },
      { key: 'gross', header: t('columns.gross'), numeric: true, cell: (r) => cells(r).gross },
      { key: 'downline', header: t('columns.downline'), numeric: true, cell: (r) => cells(r).downline },
      ...(withCarry
        ? [
            { key: 'carryIn', header: t('columns.carryIn'), numeric: true, cell: (r: IncomeRow) => cells(r).carryIn },
            {
              key: 'carryOut',
              header: t('columns.carryOut'),
              numeric: true,
              cell: (r: IncomeRow) => cells(r).carryOut,
            },
          ]
        : []),
      {
        key: 'amount',
        header: t('columns.amount'),
        numeric: true,
        sign: (r) => cells(r).amountSign,
        testId: 'income-amount',
        cell: (r) => <strong>{cells(r).amount}</strong>,
      },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (r) => (
          <span className="agent-badge" data-status={r.status} data-testid="income-status">
            {t(`incomeStatus.${r.status}`)}
          </span>
        ),
      },
    ];
  };

  return (
    <LoadState query={query}>
      {(data) => (
        <div className="agent-page">
          <StatGrid compact>
            {kind ? (
              <StatCard
                label={t('income.paidTotal')}
                value={money(paidTotal(data.totals, kind))}
                sign={signOf(paidTotal(data.totals, kind))}
                testId="income-total"
              />
            ) : (
              <>
                <StatCard
                  label={t('income.paidTotal')}
                  value={money(paidTotal(data.totals, undefined))}
                  sign={signOf(paidTotal(data.totals, undefined))}
                  testId="income-total"
                />
                {kinds.map((k) => (
                  <StatCard
                    key={k}
                    label={t(`kinds.${k}`)}
                    value={money(data.totals[k] ?? 0)}
                    testId={`income-total-${k}`}
                  />
                ))}
              </>
            )}
          </StatGrid>
          {data.list.length === 0 ? (
            <EmptyState icon={<WalletIcon size={36} />} title={t('income.empty')} description={t('income.emptyHint')} />
          ) : (
            <>
              <DataTable
                layout="cards"
                caption={kind ? t(`kinds.${kind}`) : t('pages.income')}
                columns={columns(data.list)}
                rows={data.list}
                rowKey={(r) => r.id}
                rowTestId="income-row"
              />
              <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} testId="income-pager" />
            </>
          )}
        </div>
      )}
    </LoadState>
  );
}
