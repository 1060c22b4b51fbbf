import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { Button } from '../../../ui/button';

/** Loading, failed, empty, or the list: the one frame every records page uses. */
export function RecordsState({
  isPending,
  error,
  isEmpty,
  emptyTitle,
  emptyDescription,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  onRetry(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (isPending) {
    return (
      <div className="records-loading">
        <Spinner size={28} label={t('records.loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        title={t('records.failed')}
        description={error.message}
        action={
          <Button size="sm" onClick={onRetry}>
            {t('records.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty) {
    return (
      <div data-testid="records-empty">
        <EmptyState title={emptyTitle} description={emptyDescription} />
      </div>
    );
  }
  return <>{children}</>;
}
