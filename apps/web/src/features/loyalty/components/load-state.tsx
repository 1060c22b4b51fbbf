import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';

/** Loading, failed (with the server's words and a retry), or the content: the frame of every loyalty view. */
export function LoadState({
  query,
  children,
}: {
  query: { isPending: boolean; error: Error | null; refetch(): Promise<unknown> };
  children: ReactNode;
}) {
  const { t } = useTranslation('loyalty');
  if (query.isPending) {
    return (
      <div className="loyalty-loading">
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  }
  if (query.error) {
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        description={failureMessage(query.error, t('errors.network'))}
        action={
          <Button size="sm" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
