import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, type Withdrawal } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';
import { FormAlert } from '../../../ui/form/text-field';
import { useConfirmNotReceived, useConfirmReceived, useWithdrawalHistory } from '../api/withdrawals';
import { minorOf } from '../../../lib/money-form';
import { WithdrawalDetail } from './withdrawal-detail';
import '../../../ui/patterns.css';

const PROOF_TYPES = ['image/png', 'image/jpeg'];

/** The member's withdrawals with their statuses, amounts received and remaining, and the confirmation. */
export function WithdrawalHistory({ token, decimals }: { token: string | null; decimals: number }) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const [page, setPage] = useState(1);
  const history = useWithdrawalHistory(token, page);

  if (history.isPending) return <Spinner size={24} label={t('loading')} />;
  if (history.isError) {
    return (
      <>
        <FormAlert message={failureMessage(history.error, ta('errors.network'))} />
        <Button onClick={() => void history.refetch()}>{ta('errors.retry')}</Button>
      </>
    );
  }
  const { items, totalPages } = history.data;
  if (items.length === 0)
    return (
      <p className="withdraw-hint" data-testid="withdraw-history-empty">
        {t('history.empty')}
      </p>
    );
  return (
    <div className="withdraw-history" data-testid="withdraw-history">
      <ul className="withdraw-history__list plain-list">
        {items.map((item) => (
          <WithdrawalItem key={item.id} item={item} token={token} decimals={decimals} />
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className="withdraw-pages" aria-label={t('history.pages')}>
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </Button>
          <span>{t('history.page', { page, total: totalPages })}</span>
          <Button size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function WithdrawalItem({ item, token, decimals }: { item: Withdrawal; token: string | null; decimals: number }) {
  const { t, i18n } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const received = useConfirmReceived(token);
  const notReceived = useConfirmNotReceived(token);
  const [proving, setProving] = useState(false);
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  const money = (major: number) => <MoneyText minor={minorOf(major, decimals)} decimals={decimals} />;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    setError(
      chosen.length > PROOF_MAX_FILES
        ? t('proof.tooMany', { max: PROOF_MAX_FILES })
        : chosen.some((f) => !PROOF_TYPES.includes(f.type))
          ? t('proof.type')
          : chosen.some((f) => f.size > PROOF_MAX_BYTES)
            ? t('proof.size', { mb: PROOF_MAX_BYTES / 1024 / 1024 })
            : null,
    );
    setFiles(chosen);
  };
  const sendProof = () => {
    if (files.length === 0) return setError(t('proof.required'));
    if (error) return;
    notReceived.mutate(
      { id: item.id, files },
      {
        onSuccess: () => setProving(false),
        onError: (e) => setError(failureMessage(e, ta('errors.network'))),
      },
    );
  };

  return (
    <li className="withdraw-item" data-testid="withdrawal-item" data-status={item.status}>
      <div className="withdraw-item__row">
        <strong className="withdraw-item__amount">{money(item.amount)}</strong>
        <span className="withdraw-status" data-status={item.status} data-testid="withdrawal-status">
          {t(`status.${item.status}`)}
        </span>
      </div>
      <div className="withdraw-item__meta">
        <span>{when(item.createdAt)}</span>
        <span>
          {item.bankName} {item.accountNumberMasked}
        </span>
      </div>
      {item.status === 'rejected' && item.rejectReason ? (
        <p className="withdraw-hint">{t('rejectReason', { reason: item.rejectReason })}</p>
      ) : null}
      {item.status !== 'rejected' ? (
        <div className="withdraw-item__meta">
          <span>
            {t('received')} {money(item.receivedAmount)}
          </span>
          <span>
            {t('remaining')} {money(item.remainingAmount)}
          </span>
        </div>
      ) : null}
      {item.confirmation ? (
        <p
          className="withdraw-confirmation"
          data-testid="withdrawal-confirmation"
          data-confirmation={item.confirmation}
        >
          {t(`confirmation.${item.confirmation}`)}
          {item.confirmation === 'awaiting' && item.confirmBy
            ? ` ${t('autoReceipt', { time: when(item.confirmBy) })}`
            : ''}
        </p>
      ) : null}
      {item.confirmation === 'awaiting' && !proving ? (
        <div className="withdraw-actions">
          <Button
            size="sm"
            variant="primary"
            disabled={received.isPending}
            onClick={() =>
              received.mutate(item.id, { onError: (e) => setError(failureMessage(e, ta('errors.network'))) })
            }
            data-testid="withdrawal-received"
          >
            {t('markReceived')}
          </Button>
          <Button size="sm" onClick={() => setProving(true)} data-testid="withdrawal-not-received">
            {t('markNotReceived')}
          </Button>
        </div>
      ) : null}
      {proving ? (
        <div className="withdraw-proof" data-testid="withdrawal-proof">
          <label className="auth-field__label" htmlFor={`proof-${item.id}`}>
            {t('proof.label', { max: PROOF_MAX_FILES, mb: PROOF_MAX_BYTES / 1024 / 1024 })}
          </label>
          <input
            id={`proof-${item.id}`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={pick}
            data-testid="withdrawal-proof-input"
          />
          <div className="withdraw-actions">
            <Button
              size="sm"
              onClick={() => {
                setProving(false);
                setFiles([]);
                setError(null);
              }}
            >
              {t('cancel')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              disabled={notReceived.isPending}
              onClick={sendProof}
              data-testid="withdrawal-proof-submit"
            >
              {t('proof.submit')}
            </Button>
          </div>
        </div>
      ) : null}
      <FormAlert message={error} testId="withdrawal-error" />
      <button
        type="button"
        className="withdraw-item__toggle link-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="withdrawal-details-toggle"
      >
        {open ? t('detail.hide') : t('detail.show')}
      </button>
      {open ? <WithdrawalDetail id={item.id} token={token} decimals={decimals} /> : null}
    </li>
  );
}
