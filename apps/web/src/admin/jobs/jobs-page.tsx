import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedJob, JobStatus } from '@portal/shared/contracts/jobs';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { ListMessages } from '../ui/list-tab';
import { PageHeader } from '../ui/page-header';
import { useJobsOverview, useRetryJob } from './jobs-api';
import './jobs.css';

const STATE_BADGE: Record<JobStatus['state'], string> = {
  running: 'admin-badge admin-badge--good',
  retrying: 'admin-badge admin-badge--warn',
  scheduled: 'admin-badge',
  idle: 'admin-badge',
};

/**
 * Admins' view of the periodic jobs (lottery tick, settlements, sweeps): each with its period,
 * state, last and next run, and the runs that spent their retries, each with a Retry.
 */
export default function JobsPage() {
  const { t, i18n } = useTranslation(['admin-reports', 'admin']);
  const overview = useJobsOverview();
  const retry = useRetryJob();
  const [notice, setNotice] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const period = (ms: number) =>
    ms < 60_000 ? t('jobs.everySeconds', { count: ms / 1000 }) : t('jobs.everyMinutes', { count: ms / 60_000 });

  return (
    <>
      <PageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      <ListMessages notice={notice} noticeTestId="jobs-notice" error={overview.error ?? retry.error} />
      <DataTable<JobStatus>
        testId="jobs-list"
        rows={overview.data?.jobs}
        rowKey={(job) => job.name}
        loading={overview.isPending}
        empty={t('jobs.empty')}
        columns={[
          { key: 'name', header: t('jobs.name'), cell: (job) => <code>{job.name}</code> },
          { key: 'every', header: t('jobs.every'), cell: (job) => period(job.everyMs) },
          {
            key: 'state',
            header: t('admin:fields.status'),
            cell: (job) => <span className={STATE_BADGE[job.state]}>{t(`jobs.states.${job.state}`)}</span>,
          },
          {
            key: 'last',
            header: t('jobs.lastRun'),
            cell: (job) =>
              job.lastRun ? (
                <span className={job.lastRun.ok ? undefined : 'admin-error'}>
                  {when(job.lastRun.at)} · {job.lastRun.ok ? t('jobs.ok') : (job.lastRun.error ?? t('jobs.failed'))}
                </span>
              ) : (
                '—'
              ),
          },
          { key: 'next', header: t('jobs.nextRun'), cell: (job) => when(job.nextRunAt) },
        ]}
      />
      <h2 className="jobs-heading">{t('jobs.failedTitle')}</h2>
      <DataTable<FailedJob>
        testId="jobs-failed"
        rows={overview.data?.failed}
        rowKey={(run) => run.id}
        loading={overview.isPending}
        empty={t('jobs.noFailures')}
        columns={[
          { key: 'name', header: t('jobs.name'), cell: (run) => <code>{run.name}</code> },
          { key: 'at', header: t('jobs.failedAt'), cell: (run) => when(run.failedAt) },
          { key: 'attempts', header: t('jobs.attempts'), numeric: true, cell: (run) => run.attempts },
          { key: 'error', header: t('jobs.error'), cell: (run) => run.error },
          {
            key: 'retry',
            header: '',
            cell: (run) => (
              <Button
                size="sm"
                disabled={retry.isPending}
                onClick={() => {
                  setNotice(null);
                  retry.mutate(run.id, { onSuccess: ({ name }) => setNotice(t('jobs.retried', { name })) });
                }}
                data-testid={`jobs-retry-${run.id}`}
              >
                {t('jobs.retry')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
