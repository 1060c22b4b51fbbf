import { useTranslation } from 'react-i18next';
import type { PeriodStatus } from './lottery-api';

const TONE: Record<PeriodStatus, string> = {
  open: 'admin-badge--good',
  closed: 'admin-badge--warn',
  drawn: 'admin-badge--warn',
  settled: 'admin-badge--good',
  confirmed: '',
  cancelled: 'admin-badge--bad',
};

/** A period's status as a coloured badge. */
export function StatusBadge({ status, testId }: { status: PeriodStatus; testId?: string }) {
  const { t } = useTranslation('admin-lottery');
  return (
    <span className={`admin-badge ${TONE[status]}`} data-status={status} data-testid={testId}>
      {t(`statuses.${status}`)}
    </span>
  );
}
