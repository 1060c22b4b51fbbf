import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_APPLICATION_STATUSES,
  AGENT_TYPES,
  type AgentApplicationAdmin,
  type AgentApplicationStatus,
} from '@portal/shared/contracts/agents';
import { Button } from '../../ui/button';
import { ListFilter } from '../ui/list-tab';
import { AgentsList } from './agents-list';
import { useAgentFormat } from './agents-format';
import { useAgentApplications, useApplicationDecisions, type ApplicationFilters } from './agents-api';
import { useListParams } from '../../lib/use-list-params';

const STATUS_BADGE: Record<AgentApplicationStatus, string> = {
  pending: 'admin-badge admin-badge--warn',
  approved: 'admin-badge admin-badge--good',
  rejected: 'admin-badge admin-badge--bad',
};

/**
 * Members asking to become agents (decision 051), the waiting ones first: the operator reads what
 * the member wrote, picks the agent type by its name and approves (the member is an agent at
 * once), or refuses with a reason the member reads in the inbox.
 */
export function ApplicationsTab({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation(['admin-agents', 'admin', 'common']);
  const format = useAgentFormat();
  const [filters, setFilters] = useListParams<ApplicationFilters>({ page: 1, status: 'pending' });
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAgentApplications(filters);
  const decisions = useApplicationDecisions();
  const typeName = (type: number | null) => (type === null ? '' : t(`common:agentTypes.${type}.name`));

  return (
    <div className="agents-tab" data-testid="agents-applications">
      <div className="admin-filters">
        <ListFilter
          label={t('admin:fields.status')}
          value={filters.status ?? ''}
          onChange={(status) => setFilters({ page: 1, status: status || undefined })}
          options={AGENT_APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: t(`applications.statuses.${status}`),
          }))}
          testId="agents-application-status"
        />
      </div>
      <p className="admin-muted agents-note">{t('common:agentTypes.same')}</p>
      <AgentsList
        query={list}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        notice={notice}
        noticeTestId="agents-application-notice"
        error={decisions.approve.error ?? decisions.reject.error}
        testId="agents-application-list"
        empty={t('applications.empty')}
        columns={[
          {
            key: 'member',
            header: t('applications.member'),
            cell: (row) => (
              <span className="agents-stack">
                <strong>{row.username}</strong>
                <small className="admin-muted">{format.when(row.createdAt)}</small>
              </span>
            ),
          },
          {
            key: 'message',
            header: t('applications.message'),
            cell: (row) => <span className="agents-application__message">{row.message}</span>,
          },
          {
            key: 'decision',
            header: t('applications.decision'),
            cell: (row) =>
              row.status === 'pending' ? (
                canDecide ? (
                  <Decision
                    row={row}
                    busy={decisions.approve.isPending || decisions.reject.isPending}
                    onApprove={(agentType) =>
                      decisions.approve.mutate(
                        { id: row.id, agentType },
                        {
                          onSuccess: () =>
                            setNotice(
                              t('applications.approved', { username: row.username, type: typeName(agentType) }),
                            ),
                        },
                      )
                    }
                    onReject={(reason) =>
                      decisions.reject.mutate(
                        { id: row.id, reason },
                        { onSuccess: () => setNotice(t('applications.refused', { username: row.username })) },
                      )
                    }
                  />
                ) : (
                  <span className={STATUS_BADGE.pending}>{t('applications.pending')}</span>
                )
              ) : (
                <span className="agents-stack">
                  <span className={STATUS_BADGE[row.status]}>
                    {row.status === 'approved' ? typeName(row.agentType) : t('applications.rejected')}
                  </span>
                  {row.rejectReason ? <small>{row.rejectReason}</small> : null}
                  <small className="admin-muted">
                    {t('applications.decidedBy', {
                      operator: row.reviewedBy ?? '—',
                      date: format.when(row.reviewedAt),
                    })}
                  </small>
                </span>
              ),
          },
        ]}
      />
    </div>
  );
}

/** The agent type by its name and approve, or a reason and refuse. */
function Decision({
  row,
  busy,
  onApprove,
  onReject,
}: {
  row: AgentApplicationAdmin;
  busy: boolean;
  onApprove(agentType: number): void;
  onReject(reason: string): void;
}) {
  const { t } = useTranslation(['admin-agents', 'common']);
  const [agentType, setAgentType] = useState<number>(AGENT_TYPES[0]);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  if (refusing) {
    return (
      <span className="agents-decision">
        <input
          aria-label={t('applications.reason')}
          placeholder={t('applications.reasonHint')}
          maxLength={300}
          value={reason}
          data-testid={`agents-application-reason-${row.id}`}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button
          size="sm"
          variant="danger"
          disabled={busy || reason.trim().length < 3}
          data-testid={`agents-application-refuse-${row.id}`}
          onClick={() => onReject(reason.trim())}
        >
          {t('applications.refuse')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRefusing(false)}>
          {t('applications.back')}
        </Button>
      </span>
    );
  }
  return (
    <span className="agents-decision">
      <select
        aria-label={t('applications.type')}
        value={agentType}
        data-testid={`agents-application-type-${row.id}`}
        onChange={(event) => setAgentType(Number(event.target.value))}
      >
        {AGENT_TYPES.map((type) => (
          <option key={type} value={type} title={t(`common:agentTypes.${type}.hint`)}>
            {t(`common:agentTypes.${type}.name`)} — {t(`common:agentTypes.${type}.hint`)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="primary"
        disabled={busy}
        data-testid={`agents-application-approve-${row.id}`}
        onClick={() => onApprove(agentType)}
      >
        {t('applications.approve')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => setRefusing(true)}
        data-testid={`agents-application-refusing-${row.id}`}
      >
        {t('applications.refuse')}
      </Button>
    </span>
  );
}
