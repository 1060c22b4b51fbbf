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
 * retry), `empty` when `isEmpty` says the data holds nothing, or the content once the data is
 * there. `children` may take the data.
 */
export function LoadState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: LoadingQuery<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
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
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}
