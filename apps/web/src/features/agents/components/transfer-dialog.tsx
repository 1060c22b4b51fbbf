import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@portal/shared/contracts/agents';
import { usePasswordTransfer } from '../../../lib/use-password-transfer';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useTransferToDownline, type DownlineTransferResult } from '../api/downlines';
import { moneyText } from '../lib/format';

/**
 * Transfer to a downline: an amount from the agent's main wallet, confirmed by the payment
 * password, as the wallet's transfer to upline is (usePasswordTransfer).
 */
export function TransferDialog({
  downline,
  decimals,
  onClose,
}: {
  downline: Downline | null;
  decimals: number;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('agents');
  const send = useTransferToDownline();
  const form = usePasswordTransfer<DownlineTransferResult>({
    rules: { decimals },
    keyPrefix: 'agent-',
    texts: {
      amountIssue: (issue) => t(`transfer.amountIssues.${issue}`, { decimals }),
      passwordRule: t('transfer.passwordRule'),
      noPassword: t('transfer.noPassword'),
    },
    send: (transfer, callbacks) => downline && send.mutate({ id: downline.id, ...transfer }, callbacks),
    doneText: (value) =>
      t('transfer.done', {
        amount: moneyText(value.amount, decimals, i18n.language),
        username: downline?.username ?? '',
        balance: moneyText(value.balance, decimals, i18n.language),
      }),
    busy: send.isPending,
  });
  const { errors } = form;
  const [forId, setForId] = useState<number | null>(null);
  // Another downline: a clean form.
  if ((downline?.id ?? null) !== forId) {
    setForId(downline?.id ?? null);
    form.reset();
  }

  return (
    <Modal
      open={downline !== null}
      onClose={onClose}
      title={t('transfer.title', { username: downline?.username ?? '' })}
      size="sm"
      testId="agent-transfer"
    >
      <form className="agent-form" noValidate onSubmit={form.submit}>
        <p className="agent-muted">{t('transfer.intro')}</p>
        <label className="agent-field">
          <span>{t('transfer.amount')}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            aria-invalid={errors.amount ? true : undefined}
            data-testid="agent-transfer-amount"
            onChange={(e) => form.setAmount(e.target.value)}
          />
          {errors.amount ? <small className="agent-error">{errors.amount}</small> : null}
        </label>
        <label className="agent-field">
          <span>{t('transfer.paymentPassword')}</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={form.password}
            aria-invalid={errors.paymentPassword ? true : undefined}
            data-testid="agent-transfer-password"
            onChange={(e) => form.setPassword(e.target.value)}
          />
          {errors.paymentPassword ? <small className="agent-error">{errors.paymentPassword}</small> : null}
        </label>
        {errors.form ? (
          <p className="agent-error" role="alert" data-testid="agent-transfer-error">
            {errors.form}
          </p>
        ) : null}
        {form.done ? (
          <p className="agent-done" role="status" data-testid="agent-transfer-done">
            {form.done}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={send.isPending} data-testid="agent-transfer-submit">
          {send.isPending ? <Spinner size={14} label={t('working')} /> : null}
          {t('transfer.submit')}
        </Button>
      </form>
    </Modal>
  );
}
