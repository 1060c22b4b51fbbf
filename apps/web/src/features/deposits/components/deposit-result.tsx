import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { Button } from '../../../ui/button';
import { useDeposit } from '../api/get-deposits';
import { minorOf } from '../../../lib/money-form';
import { PixCharge } from './pix-charge';
import { StatusBadge } from './status-badge';
import { VietQrTransfer } from './vietqr-transfer';
import { refreshBalances } from '../../../lib/query-keys';
import '../../../ui/patterns.css';

/**
 * The order the gateway sent the player back from, or the PIX charge just made: its outcome, looked
 * up again while pending; a pending PIX charge or VietQR transfer shows its QR and code until paid.
 * `afterPaid` follows a paid order: what the page composing this offers next (a bonus to claim).
 */
export function DepositResult({
  token,
  orderId,
  decimals,
  onDismiss,
  afterPaid,
}: {
  token: string | null;
  orderId: string;
  decimals: number;
  onDismiss: () => void;
  afterPaid?: ReactNode;
}) {
  const { t } = useTranslation('deposit');
  const order = useDeposit(token, orderId);
  const queryClient = useQueryClient();
  const paid = order.data?.status === 'paid';
  // A webhook that came after the player did: the balances and the inbox badge load again once the
  // order is paid (the query-key roots live in lib: features do not import each other).
  useEffect(() => {
    if (paid) void refreshBalances(queryClient);
  }, [paid, queryClient]);
  if (order.isPending) return <Spinner size={20} label={t('result.checking')} />;
  if (order.isError) return null;
  const { status, amount, credit, pix, vietQr, reference } = order.data;
  if (status === 'pending' && vietQr) {
    return (
      <VietQrTransfer
        code={vietQr}
        note={reference ?? order.data.orderId}
        amountMinor={minorOf(amount, decimals)}
        decimals={decimals}
      />
    );
  }
  if (status === 'pending' && pix) {
    return (
      <PixCharge
        code={pix.code}
        expiresAt={pix.expiresAt}
        amountMinor={minorOf(amount, decimals)}
        decimals={decimals}
      />
    );
  }
  return (
    <>
      <div
        className={`deposit-result deposit-result--${status} surface-card`}
        role="status"
        data-testid="deposit-result"
      >
        <div className="deposit-result__text">
          <p className="deposit-result__title">{t(`result.${status}`)}</p>
          <p className="deposit-result__meta">
            <MoneyText minor={minorOf(status === 'paid' ? credit : amount, decimals)} decimals={decimals} />{' '}
            <StatusBadge status={status} />
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('result.dismiss')}
        </Button>
      </div>
      {status === 'paid' ? afterPaid : null}
    </>
  );
}
