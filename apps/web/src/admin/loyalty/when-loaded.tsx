import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/** A tab that edits what it loads: a spinner first, the failure with a retry, else the form on the data. */
export function WhenLoaded<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Spinner label={t('states.loading')} />;
  if (query.isError) {
    return (
      <div className="admin-card">
        <p className="admin-error" role="alert">
          {query.error.message}
        </p>
        <Button onClick={() => void query.refetch()}>{t('actions.refresh')}</Button>
      </div>
    );
  }
  return children(query.data);
}
