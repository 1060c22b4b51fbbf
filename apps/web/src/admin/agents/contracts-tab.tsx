import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, CONTRACT_STATUSES, type ContractView } from '@portal/shared/contracts/agents';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ListFilter } from '../ui/list-tab';
import { AgentsList } from './agents-list';
import { useAgentFormat } from './agents-format';
import { useContractMutations, useContracts, type ContractFilters } from './agents-api';
import { OfferForm } from './offer-form';
import { useListParams } from '../../lib/use-list-params';

const STATUS_BADGE: Record<ContractView['status'], string> = {
  offered: 'admin-badge admin-badge--warn',
  active: 'admin-badge admin-badge--good',
  rejected: 'admin-badge admin-badge--bad',
  terminated: 'admin-badge',
  withdrawn: 'admin-badge',
};

/** Contracts newest first by status and kind; finance offers one (the form in place of the list) and ends one. */
export function ContractsTab({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation(['admin-agents', 'admin']);
  const format = useAgentFormat();
  const [filters, setFilters] = useListParams<ContractFilters>({ page: 1 }, ['status', 'kind']);
  const [offering, setOffering] = useState(false);
  const [ending, setEnding] = useState<ContractView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useContracts(filters);
  const set = (name: 'status' | 'kind', value: string) =>
    setFilters((current) => ({ ...current, [name]: value || undefined, page: 1 }));

  if (offering) {
    return (
      <OfferForm
        done={(offered) => {
          setOffering(false);
          setNotice(
            !offered
              ? null
              : 'approvalId' in offered
                ? t('offer.filed', { id: offered.approvalId, member: offered.member })
                : t('offer.done', { member: offered.member.username }),
          );
        }}
      />
    );
  }

  return (
    <div className="agents-tab" data-testid="agents-contracts">
      <div className="admin-filters">
        <ListFilter
          label={t('admin:fields.status')}
          value={filters.status ?? ''}
          onChange={(status) => set('status', status)}
          options={CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          testId="agents-filter-status"
        />
        <ListFilter
          label={t('fields.kind')}
          value={filters.kind ?? ''}
          onChange={(kind) => set('kind', kind)}
          options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          testId="agents-filter-kind"
        />
        {canWrite && (
          <span className="agents-filter__end">
            <Button
              variant="primary"
              size="sm"
              onClick={() => {
                setNotice(null);
                setOffering(true);
              }}
              data-testid="agents-offer-open"
            >
              {t('offer.open')}
            </Button>
          </span>
        )}
      </div>
      <AgentsList
        query={list}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        notice={notice}
        noticeTestId="agents-notice"
        testId="agents-contract-list"
        empty={t('contracts.empty')}
        columns={[
          {
            key: 'member',
            header: t('admin:fields.member'),
            cell: (row) => <strong data-testid={`agents-contract-member-${row.id}`}>{row.member.username}</strong>,
          },
          {
            key: 'kind',
            header: t('fields.kind'),
            cell: (row) => (
              <span className="agents-stack">
                <span>{t(`kinds.${row.kind}`)}</span>
                <small className="admin-muted">{t(`bases.${row.basis}`)}</small>
              </span>
            ),
          },
          {
            key: 'tiers',
            header: t('fields.tiers'),
            cell: (row) => (
              <span className="agents-tiers" data-testid={`agents-contract-tiers-${row.id}`}>
                {row.tiers.map((tier) => (
                  <span key={tier.threshold}>{format.tier(tier, row.basis)}</span>
                ))}
              </span>
            ),
          },
          {
            key: 'cycle',
            header: t('fields.cycle'),
            cell: (row) => (
              <span className="agents-stack">
                <span>{t(`cycles.${row.cycle}`, { defaultValue: row.cycle })}</span>
                {row.rollover && <small className="admin-muted">{t('contracts.rollover')}</small>}
              </span>
            ),
          },
          {
            key: 'offeredBy',
            header: t('fields.offeredBy'),
            cell: (row) => (
              <span className="agents-stack">
                <span data-testid={`agents-contract-offerer-${row.id}`}>
                  {row.offeredBy?.username ?? t('contracts.platform')}
                </span>
                <small className="admin-muted">{t('contracts.paidBy', { payer: t(`payers.${row.payer}`) })}</small>
              </span>
            ),
          },
          {
            key: 'status',
            header: t('admin:fields.status'),
            cell: (row) => (
              <span className="agents-stack">
                <span className={STATUS_BADGE[row.status]} data-testid={`agents-contract-status-${row.id}`}>
                  {t(`statuses.${row.status}`)}
                </span>
                {row.terminatedReason && (
                  <small className="admin-muted">
                    {t(`reasons.${row.terminatedReason}`, { defaultValue: row.terminatedReason })}
                  </small>
                )}
              </span>
            ),
          },
          {
            key: 'dates',
            header: t('fields.dates'),
            cell: (row) => (
              <span className="agents-stack agents-dates">
                <small>{t('contracts.created', { when: format.when(row.createdAt) })}</small>
                {row.decidedAt && <small>{t('contracts.decided', { when: format.when(row.decidedAt) })}</small>}
                {row.terminatedAt && (
                  <small>{t('contracts.terminated', { when: format.when(row.terminatedAt) })}</small>
                )}
              </span>
            ),
          },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  header: '',
                  cell: (row: ContractView) =>
                    row.status === 'offered' || row.status === 'active' ? (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => {
                          setNotice(null);
                          setEnding(row);
                        }}
                        data-testid={`agents-terminate-${row.id}`}
                      >
                        {t(row.status === 'offered' ? 'terminate.withdraw' : 'terminate.end')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {ending && (
        <TerminateDialog
          contract={ending}
          onClose={(message) => {
            setEnding(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </div>
  );
}

/** Ending an active contract or withdrawing an offer, after the operator confirms. */
function TerminateDialog({ contract, onClose }: { contract: ContractView; onClose: (message?: string) => void }) {
  const { t } = useTranslation(['admin-agents', 'admin']);
  const { terminate } = useContractMutations();
  const offered = contract.status === 'offered';
  return (
    <Modal
      open
      onClose={() => onClose()}
      title={t(offered ? 'terminate.withdrawTitle' : 'terminate.endTitle')}
      size="sm"
      draggable={false}
      testId="agents-terminate-dialog"
    >
      <div className="agents-dialog">
        <p>
          {t(offered ? 'terminate.withdrawMessage' : 'terminate.endMessage', {
            member: contract.member.username,
            kind: t(`kinds.${contract.kind}`),
          })}
        </p>
        {terminate.error && (
          <p className="admin-error" role="alert" data-testid="agents-terminate-error">
            {terminate.error.message}
          </p>
        )}
        <div className="admin-actions agents-dialog__actions">
          <Button variant="ghost" onClick={() => onClose()}>
            {t('admin:actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={terminate.isPending}
            onClick={() =>
              terminate.mutate(contract.id, {
                onSuccess: () => onClose(t('terminate.done', { member: contract.member.username })),
              })
            }
            data-testid="agents-terminate-confirm"
          >
            {t(offered ? 'terminate.withdraw' : 'terminate.end')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
