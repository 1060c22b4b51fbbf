import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@portal/shared/contracts/agents';
import { usePasswordTransfer } from '../../../lib/use-password-transfer';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useTransferToDownline, type DownlineTransferResult } from '../api/downlines';

import { AgentInput } from './agent-input';
import { useMoneyFormat } from '../../../lib/currency';

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
  const { t } = useTranslation('agents');
  const { major } = useMoneyFormat();
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
        amount: major(value.amount),
        username: downline?.username ?? '',
        balance: major(value.balance),
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
        <AgentInput
          label={t('transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          error={errors.amount}
          data-testid="agent-transfer-amount"
          onValue={form.setAmount}
        />
        <AgentInput
          label={t('transfer.paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.password}
          error={errors.paymentPassword}
          data-testid="agent-transfer-password"
          onValue={form.setPassword}
        />
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
