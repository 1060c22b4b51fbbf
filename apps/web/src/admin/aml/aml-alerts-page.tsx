import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AML_RULES, AML_STATUSES, type AmlAlert, type AmlScanResult } from '@portal/shared/contracts/aml';
import { Button } from '../../ui/button';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { adminApi, adminDownload } from '../lib/admin-api';
import { useDownload } from '../lib/use-download';
import { PageHeader } from '../ui/page-header';
import { numericId } from '../ui/queue-params';
import { QueueTable } from '../ui/queue-table';
import { useQueue } from '../ui/queue-table-props';
import { SelectFilter, withAll } from '../ui/select-filter';
import { StatusSelect } from '../ui/status-select';
import { AML_KEY, PAGE_SIZE, useAmlAlerts } from './aml-api';
import { AmlAlertDetailModal } from './aml-alert-detail';
import { useEvidenceValue } from './evidence-view';

/** The queue opens on what still needs work. */
const DEFAULTS = { status: 'open', rule: '', member: '' };

/**
 * AML alerts (decision 043): the queue a compliance officer works, filtered by status, rule and
 * member; a row opens the alert's evidence and actions. The rules run every few minutes and on
 * "Run the rules now"; the reported alerts export as CSV for the regulator.
 */
export default function AmlAlertsPage() {
  const { t } = useTranslation('admin-aml');
  const { t: ta } = useTranslation('admin');
  const { i18n } = useTranslation();
  const { q, table } = useQueue('admin-aml', DEFAULTS, useAmlAlerts, { pageSize: PAGE_SIZE });
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const memberForm = useForm({ defaultValues: { member: q.values.member } });
  const download = useDownload();
  const scan = useMutation({
    mutationFn: () => adminApi<AmlScanResult>('/admin/api/aml/scan', { method: 'POST' }),
    onSuccess: async (result) => {
      setNotice(t('scanDone', { count: result.total }));
      await queryClient.invalidateQueries({ queryKey: AML_KEY });
    },
  });
  const exportReported = () =>
    download.run(() =>
      adminDownload(
        '/admin/api/aml/alerts/export',
        {},
        `suspicious-activity-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    );
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const searchMember = memberForm.handleSubmit(({ member }) => q.setFilters({ member: member.trim() }));
  const openId = numericId(q.open);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form
        className="admin-filters admin-queue-filters"
        onSubmit={(event) => void searchMember(event)}
        noValidate
        data-testid="aml-filters"
      >
        <StatusSelect queue={q} statuses={AML_STATUSES} label={(s) => t(`status.${s}`)} testId="aml-filter-status" />
        <SelectFilter
          label={t('rule')}
          value={q.values.rule}
          onChange={(value) => q.setFilters({ rule: value })}
          options={withAll(ta('fields.all'), AML_RULES, (r) => t(`rules.${r}.name`))}
          testId="aml-filter-rule"
        />
        <PlainTextField
          control={memberForm.control}
          name="member"
          type="search"
          label={ta('fields.member')}
          maxLength={50}
          placeholder={t('memberHint')}
          testId="aml-filter-member"
        />
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
        <p className="admin-callout" role="status" data-testid="aml-page-notice">
          {notice}
        </p>
      )}
      {(scan.error || download.error) && (
        <p className="admin-error" role="alert">
          {scan.error?.message || download.error}
        </p>
      )}
      <QueueTable<AmlAlert>
        testId="aml-alerts-table"
        openId={(row) => String(row.id)}
        {...table}
        rowKey={(row) => row.id}
        empty={t('empty')}
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
      {openId !== null && <AmlAlertDetailModal id={openId} onClose={() => q.setOpen(null)} />}
    </>
  );
}

function AlertAmount({ alert }: { alert: AmlAlert }) {
  const show = useEvidenceValue(alert.currency);
  return <>{alert.amount > 0 ? show('amount', alert.amount) : '—'}</>;
}
