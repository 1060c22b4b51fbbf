import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AML_RULES, AML_STATUSES, type AmlAlert, type AmlScanResult } from '@portal/shared/contracts/aml';
import { Button } from '../../ui/button';
import { adminApi, adminDownload } from '../lib/admin-api';
import { DataTable, Pager } from '../ui/data-table';
import { Field } from '../ui/field';
import { PageHeader } from '../ui/page-header';
import { AML_KEY, PAGE_SIZE, useAmlAlerts } from './aml-api';
import { AmlAlertDetailModal } from './aml-alert-detail';
import { useEvidenceValue } from './evidence-view';
import { useAmlParams } from './aml-params';

/**
 * AML alerts (decision 043): the queue a compliance officer works, filtered by status, rule and
 * member; a row opens the alert's evidence and actions. The rules run every few minutes and on
 * "Run the rules now"; the reported alerts export as CSV for the regulator.
 */
export default function AmlAlertsPage() {
  const { t } = useTranslation('admin-aml');
  const { t: ta } = useTranslation('admin');
  const { i18n } = useTranslation();
  const q = useAmlParams();
  const list = useAmlAlerts({
    status: q.values.status || undefined,
    rule: q.values.rule || undefined,
    member: q.values.member || undefined,
    page: q.page,
    pageSize: PAGE_SIZE,
  });
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const [member, setMember] = useState(q.values.member);
  const [exportError, setExportError] = useState('');
  const scan = useMutation({
    mutationFn: () => adminApi<AmlScanResult>('/admin/api/aml/scan', { method: 'POST' }),
    onSuccess: async (result) => {
      setNotice(t('scanDone', { count: result.total }));
      await queryClient.invalidateQueries({ queryKey: AML_KEY });
    },
  });
  const exportReported = async () => {
    setExportError('');
    try {
      await adminDownload(
        '/admin/api/aml/alerts/export',
        {},
        `suspicious-activity-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      setExportError(error instanceof Error && error.message ? error.message : ta('failed'));
    }
  };
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const searchMember = (event: FormEvent) => {
    event.preventDefault();
    q.setFilters({ member: member.trim() });
  };
  const openId = q.open ? Number(q.open) : null;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="admin-filters money-filters" onSubmit={searchMember} noValidate data-testid="aml-filters">
        <Field label={ta('fields.status')}>
          <select
            value={q.values.status}
            onChange={(event) => q.setFilters({ status: event.target.value })}
            data-testid="aml-filter-status"
          >
            <option value="">{ta('fields.all')}</option>
            {AML_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('rule')}>
          <select
            value={q.values.rule}
            onChange={(event) => q.setFilters({ rule: event.target.value })}
            data-testid="aml-filter-rule"
          >
            <option value="">{ta('fields.all')}</option>
            {AML_RULES.map((r) => (
              <option key={r} value={r}>
                {t(`rules.${r}.name`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={ta('fields.member')}>
          <input
            type="search"
            value={member}
            maxLength={50}
            placeholder={t('memberHint')}
            onChange={(event) => setMember(event.target.value)}
            data-testid="aml-filter-member"
          />
        </Field>
        <div className="admin-actions">
          <Button type="submit">{ta('actions.search')}</Button>
          <Button type="button" onClick={() => scan.mutate()} disabled={scan.isPending} data-testid="aml-scan">
            {t('runScan')}
          </Button>
          <Button type="button" onClick={() => void exportReported()} data-testid="aml-export">
            {t('exportReported')}
          </Button>
        </div>
      </form>
      {notice && (
        <p className="money-notice" role="status" data-testid="aml-page-notice">
          {notice}
        </p>
      )}
      {(scan.error || exportError) && (
        <p className="admin-error" role="alert">
          {scan.error?.message || exportError}
        </p>
      )}
      {list.isError && (
        <p className="admin-error" role="alert">
          {t('loadFailed', { message: list.error.message })}
        </p>
      )}
      <DataTable<AmlAlert>
        testId="aml-alerts-table"
        rows={list.data?.items}
        loading={list.isLoading}
        rowKey={(row) => row.id}
        empty={t('empty')}
        onRowClick={(row) => q.setOpen(String(row.id))}
        columns={[
          { key: 'id', header: '#', cell: (row) => row.id },
          { key: 'created', header: t('raisedAt'), cell: (row) => when(row.createdAt) },
          { key: 'rule', header: t('rule'), cell: (row) => t(`rules.${row.rule}.name`) },
          { key: 'members', header: t('members'), cell: (row) => row.members.map((m) => m.username).join(', ') },
          { key: 'amount', header: ta('fields.amount'), numeric: true, cell: (row) => <AlertAmount alert={row} /> },
          {
            key: 'status',
            header: ta('fields.status'),
            cell: (row) =>
              row.outcome ? `${t(`status.${row.status}`)} · ${t(`outcome.${row.outcome}`)}` : t(`status.${row.status}`),
          },
          { key: 'assigned', header: t('assignedTo'), cell: (row) => row.assignedTo ?? '—' },
        ]}
      />
      {list.data && list.data.total > 0 && (
        <Pager page={q.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={q.setPage} />
      )}
      {openId !== null && Number.isSafeInteger(openId) && (
        <AmlAlertDetailModal id={openId} onClose={() => q.setOpen(null)} />
      )}
    </>
  );
}

function AlertAmount({ alert }: { alert: AmlAlert }) {
  const show = useEvidenceValue(alert.currency);
  return <>{alert.amount > 0 ? show('amount', alert.amount) : '—'}</>;
}
