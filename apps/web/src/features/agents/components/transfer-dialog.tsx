import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { downlineTransferSchema, type Downline } from '@portal/shared/contracts/agents';
import { FieldIssue } from '@portal/shared/errors';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { amountIssue, amountValue, type AmountIssue } from '../../../lib/money-form';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { PlayerTextField } from '../../../ui/form/player-fields';
import { PaymentPasswordField } from '../../../ui/payment-password-field';
import { FormOutcome, SubmitButton } from '../../../ui/form/form-outcome';
import { Modal } from '../../../ui/modal';
import { useTransferToDownline, type DownlineTransferResult } from '../api/downlines';
import { AGENT_OUTCOME } from './agent-input';
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
  const form = useForm<TransferValues, unknown, TransferBody>({ resolver, defaultValues: EMPTY });
  const { control, handleSubmit, reset } = form;
  // Any edit is a new submission: a new key, and the last answer's lines go.
  const submission = useIdempotentSubmit({
    form,
    prefix: 'agent-',
    fields: ['amount', 'paymentPassword'],
    noPassword: t('transfer.noPassword'),
  });
  const { failure, done } = submission;

  const [forId, setForId] = useState<number | null>(null);
  // Another downline: a clean form.
  if ((downline?.id ?? null) !== forId) {
    setForId(downline?.id ?? null);
    submission.renew();
    reset(EMPTY);
  }

  const submit = (body: TransferBody) => {
    if (!downline || send.isPending) return;
    submission.setFailure(null);
    send.mutate(
      { id: downline.id, ...body, key: submission.key() },
      {
        onSuccess: (value: DownlineTransferResult) => {
          reset(EMPTY);
          submission.succeeded(
            t('transfer.done', {
              amount: major(value.amount),
              username: downline.username,
              balance: major(value.balance),
            }),
          );
        },
        onError: submission.refused,
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
        <PlayerTextField
          control={control}
          name="amount"
          label={t('transfer.amount')}
          placeholder=""
          inputMode="decimal"
          autoComplete="off"
          say={(code) => t(`transfer.amountIssues.${amountIssueOf(code)}`, { decimals })}
        />
        <PaymentPasswordField
          control={control}
          label={t('transfer.paymentPassword')}
          placeholder={`* ${t('transfer.passwordRule')}`}
          say={() => t('transfer.passwordRule')}
        />
        <FormOutcome {...AGENT_OUTCOME} failure={failure} done={done} testId="agent-transfer" />
        <SubmitButton busy={send.isPending} busyLabel={t('working')} data-testid="agent-transfer-submit">
          {t('transfer.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
