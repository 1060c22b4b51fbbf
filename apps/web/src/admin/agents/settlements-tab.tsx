import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type ContractKind } from '@portal/shared/contracts/agents';
import { Button } from '../../ui/button';
import { ListFilter } from '../ui/list-tab';
import { AgentsList } from './agents-list';
import { useAgentFormat } from './agents-format';
import { useRunSettlement, useSettlements } from './agents-api';
import { useListParams } from '../../lib/use-list-params';

/**
 * Each settled period, newest first, by kind: its bills, what was paid and what waits (an upline
 * short of funds); finance settles every period ended since the last run now (the job does it
 * every minute) and the list refreshes.
 */
export function SettlementsTab({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation(['admin-agents', 'admin']);
  const format = useAgentFormat();
  const [filters, setFilters] = useListParams<{ page: number; kind?: ContractKind }>({ page: 1 }, ['kind']);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useSettlements(filters);
  const run = useRunSettlement();

  return (
    <div className="agents-tab" data-testid="agents-settlements">
      <div className="admin-filters">
        <ListFilter
          label={t('fields.kind')}
          value={filters.kind ?? ''}
          onChange={(kind) => setFilters({ page: 1, kind: kind || undefined })}
          options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          testId="agents-settlement-kind"
        />
        {canWrite && (
          <span className="agents-filter__end">
            <Button
              variant="primary"
              size="sm"
              disabled={run.isPending}
              onClick={() => {
                setNotice(null);
                run.mutate(undefined, { onSuccess: () => setNotice(t('settlements.ran')) });
              }}
              data-testid="agents-settle-now"
            >
              {run.isPending ? t('settlements.running') : t('settlements.run')}
            </Button>
          </span>
        )}
      </div>
      <p className="admin-muted agents-note">{t('settlements.note')}</p>
      <AgentsList
        query={list}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        notice={notice}
        noticeTestId="agents-settle-notice"
        error={run.error}
        testId="agents-settlement-list"
        empty={t('settlements.empty')}
        columns={[
          { key: 'kind', header: t('fields.kind'), cell: (row) => t(`kinds.${row.kind}`, { defaultValue: row.kind }) },
          {
            key: 'period',
            header: t('settlements.period'),
            cell: (row) => (
              <span className="agents-stack">
                <span className="agents-period">{format.period(row.periodStart, row.periodEnd, row.cycle)}</span>
                <small className="admin-muted">{t(`cycles.${row.cycle}`, { defaultValue: row.cycle })}</small>
              </span>
            ),
          },
          { key: 'bills', header: t('settlements.bills'), numeric: true, cell: (row) => format.count(row.bills) },
          { key: 'paid', header: t('settlements.paid'), numeric: true, cell: (row) => format.amount(row.paid) },
          {
            key: 'waiting',
            header: t('settlements.waiting'),
            numeric: true,
            cell: (row) =>
              row.waitingBills > 0 ? (
                <span className="agents-stack agents-stack--end">
                  <span className="admin-badge admin-badge--warn">{format.amount(row.waiting)}</span>
                  <small className="admin-muted">{t('settlements.waitingBills', { count: row.waitingBills })}</small>
                </span>
              ) : (
                <span className="admin-muted">{format.amount(0)}</span>
              ),
          },
        ]}
      />
    </div>
  );
}
