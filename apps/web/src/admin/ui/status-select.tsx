import { useTranslation } from 'react-i18next';
import type { QueueParams } from './queue-params';
import { SelectFilter, withAll } from './select-filter';

export interface StatusSelectProps {
  queue: QueueParams<'status'>;
  statuses: readonly string[];
  label: (status: string) => string;
}

/** A queue's status select ("all" first), applied as soon as it changes. */
export function StatusSelect({
  queue,
  statuses,
  label,
  testId = 'filter-status',
}: StatusSelectProps & { testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <SelectFilter
      label={t('fields.status')}
      value={queue.values.status}
      onChange={(value) => queue.setFilters({ status: value })}
      options={withAll(t('fields.all'), statuses, label)}
      testId={testId}
    />
  );
}
