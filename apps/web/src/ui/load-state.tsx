import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';
import { failureMessage } from '../lib/field-messages';
import './load-state.css';

interface LoadingQuery<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch(): Promise<unknown>;
}

/**
 * A query's frame: its spinner, its failure (the server's words, or the network sentence, with a
 * retry), or the content once the data is there. `children` may take the data.
 */
export function LoadState<T>({
  query,
  children,
}: {
  query: LoadingQuery<T>;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <div className="load-state">
        <Spinner size={28} label={t('load.loading')} />
      </div>
    );
  }
  if (query.error) {
    return (
      <EmptyState
        title={t('load.failed')}
        description={failureMessage(query.error, t('errors.network'))}
        action={
          <Button size="sm" onClick={() => void query.refetch()}>
            {t('load.retry')}
          </Button>
        }
      />
    );
  }
  return <>{typeof children === 'function' ? children(query.data as T) : children}</>;
}
