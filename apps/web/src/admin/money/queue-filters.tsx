import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RequestOptions } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { PlainTextField } from '../../ui/form/plain-text-field';
import { DownloadIcon } from '../../ui/icons';
import { adminDownload } from '../lib/admin-api';
import { useDownload } from '../lib/use-download';
import { rangeReversed, type QueueParams } from '../ui/queue-params';
import { StatusSelect, type StatusSelectProps } from '../ui/status-select';

interface RangeFilters {
  member: string;
  from: string;
  to: string;
}

/**
 * A queue's filter bar: the selects given as children apply at once; the member and the dates
 * apply with Search (the dates are whole days in the operator's time zone, both included).
 */
export function QueueFilters({ queue, children }: { queue: QueueParams<keyof RangeFilters>; children: ReactNode }) {
  const { member, from, to } = queue.values;
  // Keyed by the applied values, so a reset or Back shows in the inputs.
  return (
    <RangeForm
      key={`${member}|${from}|${to}`}
      applied={{ member, from, to }}
      onApply={(applied) => queue.setFilters(applied)}
      onReset={queue.reset}
    >
      {children}
    </RangeForm>
  );
}

function RangeForm({
  applied,
  onApply,
  onReset,
  children,
}: {
  applied: RangeFilters;
  onApply: (filters: RangeFilters) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const { control, watch, handleSubmit } = useForm<RangeFilters>({ defaultValues: applied });
  const [from, to] = watch(['from', 'to']);
  const reversed = rangeReversed(from, to);
  const apply = (filters: RangeFilters) => {
    if (!reversed) onApply({ ...filters, member: filters.member.trim() });
  };
  return (
    <form
      className="admin-filters admin-queue-filters"
      onSubmit={(event) => void handleSubmit(apply)(event)}
      noValidate
      data-testid="money-filters"
    >
      {children}
      <PlainTextField
        control={control}
        name="member"
        type="search"
        label={t('filters.member')}
        maxLength={40}
        placeholder={t('filters.memberHint')}
        testId="filter-member"
      />
      <PlainTextField control={control} name="from" type="date" label={t('filters.from')} testId="filter-from" />
      <PlainTextField
        control={control}
        name="to"
        type="date"
        label={t('filters.to')}
        min={from || undefined}
        error={reversed ? t('filters.rangeReversed') : undefined}
        testId="filter-to"
      />
      <div className="admin-actions admin-queue-filters__actions">
        <Button type="submit" variant="primary" disabled={reversed} data-testid="filter-search">
          {ta('actions.search')}
        </Button>
        <Button onClick={onReset} data-testid="filter-clear">
          {ta('actions.clear')}
        </Button>
      </div>
    </form>
  );
}

/** Downloads every row the filters match as CSV (the server caps an export at 100 000 rows). */
export function ExportButton({
  path,
  query,
  filename,
}: {
  path: string;
  query: RequestOptions['query'];
  filename: string;
}) {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const { busy, error, run } = useDownload();
  return (
    <span className="money-export">
      <Button
        onClick={() => void run(() => adminDownload(path, { ...query, format: 'csv' }, filename))}
        disabled={busy}
        icon={<DownloadIcon size={16} />}
        data-testid="money-export"
      >
        {busy ? t('export.busy') : ta('actions.export')}
      </Button>
      {error && (
        <small className="admin-error" role="alert">
          {t('export.failed', { message: error })}
        </small>
      )}
    </span>
  );
}

/** The filter bar of a queue filtered by its status alone (approvals, held wins). */
export function StatusFilterBar(props: StatusSelectProps) {
  return (
    <div className="admin-filters admin-queue-filters" data-testid="money-filters">
      <StatusSelect {...props} />
    </div>
  );
}
