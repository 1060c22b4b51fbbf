import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDetail as Detail } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { minorOf } from '../../../lib/money-form';
import { failureMessage } from '../../../lib/field-messages';
import { FormAlert } from '../../../ui/form/text-field';
import { useWithdrawalDetail, useWithdrawalProof } from '../api/withdrawals';
import { timelineOf } from '../lib/timeline';
import '../../../ui/patterns.css';

/**
 * A withdrawal's detail, opened from its row of the history: the status timeline, the payee
 * account, the amounts and the proof images (the operator's payout proof, the player's own).
 */
export function WithdrawalDetail({ id, token, decimals }: { id: number; token: string | null; decimals: number }) {
  const { t, i18n } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const detail = useWithdrawalDetail(token, id, true);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  const money = (major: number) => <MoneyText minor={minorOf(major, decimals)} decimals={decimals} />;

  if (detail.isPending) return <Spinner size={20} label={t('loading')} />;
  if (detail.isError) {
    return (
      <div className="withdraw-detail" data-testid="withdrawal-detail">
        <FormAlert message={failureMessage(detail.error, ta('errors.network'))} />
        <Button size="sm" onClick={() => void detail.refetch()}>
          {ta('errors.retry')}
        </Button>
      </div>
    );
  }
  const w = detail.data;
  const payout = w.proofs.filter((p) => p.kind === 'payout');
  const own = w.proofs.filter((p) => p.kind === 'not_received');

  return (
    <section className="withdraw-detail" data-testid="withdrawal-detail" aria-label={t('detail.title', { id: w.id })}>
      <h4 className="withdraw-detail__title">{t('detail.title', { id: w.id })}</h4>
      <ol className="withdraw-timeline" data-testid="withdrawal-timeline">
        {timelineOf(w).map((step) => (
          <li
            key={step.key}
            className="withdraw-timeline__step"
            data-step={step.key}
            data-pending={step.pending ? 'true' : 'false'}
          >
            <span className="withdraw-timeline__label">{t(`detail.steps.${step.key}`)}</span>
            {step.at ? (
              <time className="withdraw-timeline__time" dateTime={step.at}>
                {step.key === 'awaiting' ? t('autoReceipt', { time: when(step.at) }) : when(step.at)}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
      {w.status === 'rejected' && w.rejectReason ? (
        <p className="withdraw-hint">{t('rejectReason', { reason: w.rejectReason })}</p>
      ) : null}
      <dl className="fact-list fact-list--grid withdraw-detail__facts">
        <div>
          <dt>{t('detail.bank')}</dt>
          <dd data-testid="withdrawal-detail-bank">
            {w.bankName} {w.accountNumberMasked}
          </dd>
        </div>
        <div>
          <dt>{t('detail.holder')}</dt>
          <dd>{w.accountHolder}</dd>
        </div>
        <div>
          <dt>{t('detail.amount')}</dt>
          <dd data-testid="withdrawal-detail-amount">{money(w.amount)}</dd>
        </div>
        {w.status !== 'rejected' ? (
          <>
            <div>
              <dt>{t('received')}</dt>
              <dd data-testid="withdrawal-detail-received">{money(w.receivedAmount)}</dd>
            </div>
            <div>
              <dt>{t('remaining')}</dt>
              <dd data-testid="withdrawal-detail-remaining">{money(w.remainingAmount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {payout.length > 0 ? (
        <ProofList
          title={t('detail.payoutProof')}
          testId="withdrawal-payout-proof"
          id={w.id}
          proofs={payout}
          token={token}
        />
      ) : w.status === 'approved' ? (
        <p className="withdraw-hint" data-testid="withdrawal-no-payout-proof">
          {t('detail.noPayoutProof')}
        </p>
      ) : null}
      {own.length > 0 ? (
        <ProofList title={t('detail.ownProof')} testId="withdrawal-own-proof" id={w.id} proofs={own} token={token} />
      ) : null}
    </section>
  );
}

function ProofList({
  title,
  testId,
  id,
  proofs,
  token,
}: {
  title: string;
  testId: string;
  id: number;
  proofs: Detail['proofs'];
  token: string | null;
}) {
  return (
    <div className="withdraw-detail__proofs">
      <h5 className="withdraw-detail__subtitle">{title}</h5>
      <ul className="withdraw-detail__thumbs plain-list">
        {proofs.map((proof, n) => (
          <li key={proof.id}>
            <ProofThumb id={id} proofId={proof.id} token={token} n={n} testId={testId} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One proof image, fetched with the bearer token; opens full size in a new tab. */
function ProofThumb(props: { id: number; proofId: number; token: string | null; n: number; testId: string }) {
  const { t } = useTranslation('withdraw');
  const image = useWithdrawalProof(props.token, props.id, props.proofId);
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const label = t('detail.imageN', { n: props.n + 1 });
  if (!url) {
    return (
      <span className="withdraw-detail__thumb withdraw-detail__thumb--empty" role="img" aria-label={label}>
        {image.isError ? t('detail.proofFailed') : <Spinner size={16} />}
      </span>
    );
  }
  return (
    <a className="withdraw-detail__thumb" href={url} target="_blank" rel="noreferrer" data-testid={props.testId}>
      <img src={url} alt={label} />
    </a>
  );
}
