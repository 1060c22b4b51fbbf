import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

/** A query's spinner, or its error with a retry, or the page once the data is there. */
export function LoadState<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation('agents');
  if (query.isPending) {
    return (
      <div className="agent-state">
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="agent-state" role="alert">
        <p>{query.error.message || t('loadFailed')}</p>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
