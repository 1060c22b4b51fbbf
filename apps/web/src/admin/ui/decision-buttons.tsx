import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

export type Decision = 'approve' | 'reject';

/** A queue row's approve / reject pair; the page opens its own dialog for the one chosen. */
export function DecisionButtons({
  onDecide,
  testIdOf,
  className,
}: {
  onDecide(decision: Decision): void;
  testIdOf(decision: Decision): string;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className={className ? `admin-actions ${className}` : 'admin-actions'}>
      <Button size="sm" variant="primary" onClick={() => onDecide('approve')} data-testid={testIdOf('approve')}>
        {t('actions.approve')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDecide('reject')} data-testid={testIdOf('reject')}>
        {t('actions.reject')}
      </Button>
    </span>
  );
}
