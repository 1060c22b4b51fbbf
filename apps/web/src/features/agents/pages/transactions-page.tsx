import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ReceiptIcon } from '../../../ui/icons';
import { Pager } from '../../../ui/pager';
import { useAgentTransactions, type AgentTransaction } from '../api/income';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadState } from '../../../ui/load-state';
import { dateTimeText, signOf } from '../lib/format';
import { useMoneyFormat } from '../../../lib/currency';

/** Transaction details: the programme's money movements (commissions, transfers to and from the team). */
export function TransactionsPage({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('agents');
  const [page, setPage] = useState(1);
  const query = useAgentTransactions(token, page);
  const { major: money } = useMoneyFormat();
  const columns: Column<AgentTransaction>[] = [
    { key: 'time', header: t('columns.time'), cell: (r) => dateTimeText(r.createdAt, i18n.language) },
    { key: 'kind', header: t('columns.kind'), cell: (r) => t(`transactionKinds.${r.kind}`) },
    { key: 'counterpart', header: t('columns.counterpart'), cell: (r) => r.counterpart ?? '—' },
    {
      key: 'amount',
      header: t('columns.amount'),
      numeric: true,
      sign: (r) => signOf(r.amount),
      cell: (r) => (r.amount > 0 ? '+' : '') + money(r.amount),
    },
    { key: 'balance', header: t('columns.balanceAfter'), numeric: true, cell: (r) => money(r.balanceAfter) },
  ];
  return (
    <div className="agent-page" data-testid="agent-transactions">
      <LoadState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              icon={<ReceiptIcon size={36} />}
              title={t('transactions.empty')}
              description={t('transactions.emptyHint')}
            />
          ) : (
            <>
              <DataTable
                layout="cards"
                caption={t('pages.transactions')}
                columns={columns}
                rows={data.list}
                rowKey={(r) => r.id}
                rowTestId="agent-transaction-row"
              />
              <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} testId="agent-transactions-pager" />
            </>
          )
        }
      </LoadState>
    </div>
  );
}
