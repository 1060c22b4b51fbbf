import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@portal/shared/contracts/agents';
import { ApiError } from '../../../lib/api-client';
import {
  amountIssue,
  amountValue,
  keepsIdempotencyKey,
  newIdempotencyKey,
  type AmountIssue,
} from '../../../lib/money-form';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useTransferToDownline } from '../api/downlines';
import { moneyText } from '../lib/format';

type Errors = Partial<Record<'amount' | 'paymentPassword' | 'form', string>>;

/**
 * Transfer to a downline: an amount from the agent's main wallet, confirmed by the payment
 * password. One Idempotency-Key per submission, kept only when the answer was lost (a retry must
 * not move the money twice), as the wallet's transfer to upline does.
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
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const [forId, setForId] = useState<number | null>(null);
  // Another downline: a clean form.
  if ((downline?.id ?? null) !== forId) {
    setForId(downline?.id ?? null);
    setAmount('');
    setPassword('');
    setErrors({});
    setDone(null);
    key.current = null;
  }
  const issueText = (issue: AmountIssue) => t(`transfer.amountIssues.${issue}`, { decimals });
  const edited = () => {
    key.current = null;
    setErrors({});
    setDone(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!downline) return;
    const issue = amountIssue(amount, { decimals });
    const next: Errors = {
      amount: issue ? issueText(issue) : undefined,
      paymentPassword: /^\d{6}$/.test(password) ? undefined : t('transfer.passwordRule'),
    };
    setErrors(next);
    if (next.amount || next.paymentPassword || send.isPending) return;
    key.current ??= newIdempotencyKey('agent-');
    send.mutate(
      { id: downline.id, amount: amountValue(amount), paymentPassword: password, key: key.current },
      {
        onSuccess: (value) => {
          key.current = null;
          setAmount('');
          setPassword('');
          setDone(
            t('transfer.done', {
              amount: moneyText(value.amount, decimals, i18n.language),
              username: downline.username,
              balance: moneyText(value.balance, decimals, i18n.language),
            }),
          );
        },
        onError: (error) => {
          if (!keepsIdempotencyKey(error)) key.current = null;
          if (!(error instanceof ApiError)) return setErrors({ form: error.message });
          if (error.code === 'PAYMENT_PASSWORD_NOT_SET') setErrors({ form: t('transfer.noPassword') });
          else if (error.code.startsWith('PAYMENT_PASSWORD')) setErrors({ paymentPassword: error.message });
          else if (error.code === 'INSUFFICIENT_FUNDS') setErrors({ amount: issueText('balance') });
          else setErrors({ form: error.message });
        },
      },
    );
  };

  return (
    <Modal
      open={downline !== null}
      onClose={onClose}
      title={t('transfer.title', { username: downline?.username ?? '' })}
      size="sm"
      testId="agent-transfer"
    >
      <form className="agent-form" noValidate onSubmit={submit}>
        <p className="agent-muted">{t('transfer.intro')}</p>
        <label className="agent-field">
          <span>{t('transfer.amount')}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            data-testid="agent-transfer-amount"
            onChange={(e) => {
              setAmount(e.target.value);
              edited();
            }}
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
            value={password}
            aria-invalid={errors.paymentPassword ? true : undefined}
            data-testid="agent-transfer-password"
            onChange={(e) => {
              setPassword(e.target.value);
              edited();
            }}
          />
          {errors.paymentPassword ? <small className="agent-error">{errors.paymentPassword}</small> : null}
        </label>
        {errors.form ? (
          <p className="agent-error" role="alert" data-testid="agent-transfer-error">
            {errors.form}
          </p>
        ) : null}
        {done ? (
          <p className="agent-done" role="status" data-testid="agent-transfer-done">
            {done}
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
