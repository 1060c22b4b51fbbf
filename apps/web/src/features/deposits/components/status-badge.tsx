import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@portal/shared/contracts/deposits';

/** A deposit's status as a coloured word: paid green, pending amber, the closed ones grey or red. */
export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('deposit');
  return (
    <span className={`deposit-status deposit-status--${status}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
