import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { DEPOSIT_PAGE_SIZE, useDeposits } from '../api/get-deposits';
import { minorOf } from '../../../lib/money-form';
import { DepositProof } from './deposit-proof';
import { StatusBadge } from './status-badge';
import '../../../ui/patterns.css';

/** The member's deposits, newest first, a page at a time. */
export function DepositHistory({ token, decimals }: { token: string | null; decimals: number }) {
  const { t, i18n } = useTranslation('deposit');
  const [page, setPage] = useState(1);
  const list = useDeposits(token, page);
  if (list.isPending) return <Spinner size={24} label={t('history.loading')} />;
  if (list.isError) {
    return (
      <div className="deposit-history">
        <p className="deposit-form__error" role="alert">
          {list.error.message}
        </p>
        <Button onClick={() => void list.refetch()}>{t('history.retry')}</Button>
      </div>
    );
  }
  const { items, total } = list.data;
  if (!total) return <EmptyState title={t('history.empty')} description={t('history.emptyHint')} />;
  const pages = Math.ceil(total / DEPOSIT_PAGE_SIZE);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="deposit-history" data-testid="deposit-history">
      <ul className="deposit-history__list plain-list">
        {items.map((d) => (
          <li
            key={d.orderId}
            className="deposit-history__item surface-card"
            data-testid="deposit-history-item"
            data-order={d.orderId}
          >
            <div className="deposit-history__main">
              <span className="deposit-history__channel">{d.channelName}</span>
              <span className="deposit-history__when">{when.format(new Date(d.createdAt))}</span>
              <span className="deposit-history__order">{d.orderId}</span>
              {d.channelType === 'bank_transfer' && d.status === 'pending' ? <DepositProof deposit={d} /> : null}
            </div>
            <div className="deposit-history__side">
              <MoneyText className="deposit-history__amount" minor={minorOf(d.amount, decimals)} decimals={decimals} />
              <StatusBadge status={d.status} />
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="deposit-history__pager">
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </Button>
          <span>{t('history.page', { page, pages })}</span>
          <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
