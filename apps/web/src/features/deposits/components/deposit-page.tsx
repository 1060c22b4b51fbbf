import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { useChannels } from '../api/get-channels';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositResult } from './deposit-result';
import '../../../ui/segmented.css';
import './deposits.css';

/** Where the gateway sends the player back: /?mc=depositv2&deposit=<order>. */
export const RETURNED_ORDER_PARAM = 'deposit';

type Tab = 'deposit' | 'history';

/**
 * The member center's deposit page (depositv2, spec section 2): a new deposit through a gateway or
 * a bank transfer, and the deposit history. Back from the gateway it shows that order's outcome,
 * followed once paid by `afterPaid` (the shell's offer of a bonus the deposit made claimable).
 */
export function DepositPage({ token, afterPaid }: { token: string | null; afterPaid?: ReactNode }) {
  const { t } = useTranslation('deposit');
  const [params, setParams] = useSearchParams();
  const returned = params.get(RETURNED_ORDER_PARAM);
  const [tab, setTab] = useState<Tab>('deposit');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const channels = useChannels(token);

  const dismissReturned = () => {
    const next = new URLSearchParams(params);
    next.delete(RETURNED_ORDER_PARAM);
    setParams(next, { replace: true });
  };

  if (channels.isPending) {
    return (
      <div className="deposit-loading">
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  }
  if (channels.isError) {
    return (
      <div className="deposit">
        <p className="deposit-form__error" role="alert">
          {channels.error.message}
        </p>
        <Button onClick={() => void channels.refetch()}>{t('history.retry')}</Button>
      </div>
    );
  }
  const { decimals } = channels.data;
  return (
    <div className="deposit" data-testid="deposit-page">
      <div className="segmented" role="tablist">
        {(['deposit', 'history'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className="segmented__option"
            onClick={() => setTab(key)}
            data-testid={`deposit-tab-${key}`}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      {returned ? (
        <DepositResult
          token={token}
          orderId={returned}
          decimals={decimals}
          onDismiss={dismissReturned}
          afterPaid={afterPaid}
        />
      ) : null}
      {submitted ? (
        <p className="deposit-note" role="status" data-testid="deposit-bank-submitted">
          {t('bankSubmitted', { orderId: submitted })}
        </p>
      ) : null}
      {tab === 'history' ? (
        <DepositHistory token={token} decimals={decimals} />
      ) : channels.data.channels.length === 0 ? (
        <EmptyState title={t('noChannels')} description={t('noChannelsHint')} />
      ) : (
        <DepositForm
          value={channels.data}
          onBankSubmitted={(orderId) => {
            setSubmitted(orderId);
            setTab('history');
          }}
          onShowOrder={(orderId) => {
            const next = new URLSearchParams(params);
            next.set(RETURNED_ORDER_PARAM, orderId);
            setParams(next, { replace: true });
          }}
        />
      )}
    </div>
  );
}
