import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { downlineTransferSchema, type Downline } from '@portal/shared/contracts/agents';
import { FieldIssue } from '@portal/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import {
  amountIssue,
  amountValue,
  keepsIdempotencyKey,
  newIdempotencyKey,
  type AmountIssue,
} from '../../../lib/money-form';
import { setServerIssues } from '../../../ui/form/player-fields';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useTransferToDownline, type DownlineTransferResult } from '../api/downlines';

import { AgentTextField } from './agent-input';
import { useMoneyFormat } from '../../../lib/currency';

interface TransferValues {
  amount: string;
  paymentPassword: string;
}
type TransferBody = z.output<typeof downlineTransferSchema>;

const EMPTY: TransferValues = { amount: '', paymentPassword: '' };
const AMOUNT_ISSUES: readonly string[] = [
  'required',
  'format',
  'decimals',
  'positive',
  'min',
  'max',
  'daily',
  'balance',
];
/** The form's own code for a payment password that is not six digits. */
const PASSWORD_RULE = 'PASSWORD_RULE';
/** A refusal the server words itself (a wrong payment password): its sentence is the message. */
const SERVER_SENTENCE = 'server-sentence';

/** The typed amount and password as the body the route parses (major units, as the server reads the text). */
const transferForm = z
  .object({ amount: z.string(), paymentPassword: z.string() })
  .transform(({ amount, paymentPassword }): unknown => ({
    amount: amount.trim() === '' ? undefined : amountValue(amount),
    paymentPassword,
  }))
  .pipe(downlineTransferSchema);

/** The amount as the money forms check it (decimals exact in minor units); the password six digits. */
const transferRules =
  (decimals: number) =>
  ({ amount, paymentPassword }: TransferValues): FieldIssueCodes => {
    const issue = amountIssue(amount, { decimals });
    return {
      ...(issue ? { amount: issue } : {}),
      ...(/^\d{6}$/.test(paymentPassword) ? {} : { paymentPassword: PASSWORD_RULE }),
    };
  };

/** A schema code in the form's own amount words. */
const amountIssueOf = (code: string): AmountIssue =>
  AMOUNT_ISSUES.includes(code)
    ? (code as AmountIssue)
    : code === FieldIssue.REQUIRED
      ? 'required'
      : code === FieldIssue.TOO_BIG
        ? 'max'
        : code === FieldIssue.TOO_SMALL
          ? 'positive'
          : 'format';

/**
 * Transfer to a downline: an amount from the agent's main wallet, confirmed by the payment
 * password. One Idempotency-Key per submission, kept only when the answer was lost (a retry must
 * not move the money twice); any edit starts a new submission.
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
  const resolver = useMemo(() => formResolver(transferForm, transferRules(decimals), { extraFirst: true }), [decimals]);
  const { control, handleSubmit, reset, setError, watch } = useForm<TransferValues, unknown, TransferBody>({
    resolver,
    defaultValues: EMPTY,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  // Any edit is a new submission: a new key, and the last answer's lines go.
  useEffect(() => {
    const subscription = watch(() => {
      key.current = null;
      setFailure(null);
      setDone(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const [forId, setForId] = useState<number | null>(null);
  // Another downline: a clean form.
  if ((downline?.id ?? null) !== forId) {
    setForId(downline?.id ?? null);
    key.current = null;
    setFailure(null);
    setDone(null);
    reset(EMPTY);
  }

  const refused = (error: Error) => {
    if (!keepsIdempotencyKey(error)) key.current = null;
    if (!(error instanceof ApiError)) return setFailure(error.message);
    if (error.code === 'PAYMENT_PASSWORD_NOT_SET') setFailure(t('transfer.noPassword'));
    else if (error.code.startsWith('PAYMENT_PASSWORD'))
      setError('paymentPassword', { type: SERVER_SENTENCE, message: error.message });
    else if (error.code === 'INSUFFICIENT_FUNDS') setError('amount', { type: 'server', message: 'balance' });
    else if (!setServerIssues(error, setError, ['amount', 'paymentPassword'])) setFailure(error.message);
  };

  const submit = (body: TransferBody) => {
    if (!downline || send.isPending) return;
    setFailure(null);
    key.current ??= newIdempotencyKey('agent-');
    send.mutate(
      { id: downline.id, ...body, key: key.current },
      {
        onSuccess: (value: DownlineTransferResult) => {
          reset(EMPTY);
          key.current = null;
          setDone(
            t('transfer.done', {
              amount: major(value.amount),
              username: downline.username,
              balance: major(value.balance),
            }),
          );
        },
        onError: refused,
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
      <form className="agent-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <p className="agent-muted">{t('transfer.intro')}</p>
        <AgentTextField
          control={control}
          name="amount"
          label={t('transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          data-testid="agent-transfer-amount"
          say={(code) => t(`transfer.amountIssues.${amountIssueOf(code)}`, { decimals })}
        />
        <AgentTextField
          control={control}
          name="paymentPassword"
          label={t('transfer.paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          data-testid="agent-transfer-password"
          say={(code, type) => (type === SERVER_SENTENCE ? code : t('transfer.passwordRule'))}
        />
        {failure ? (
          <p className="agent-error" role="alert" data-testid="agent-transfer-error">
            {failure}
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
