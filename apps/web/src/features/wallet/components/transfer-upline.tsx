import type { FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { uplineTransferPayloadSchema, type UplineTransferPayload } from '@portal/shared/contracts/transfers';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { amountIssue, amountValue, minorOf, type AmountIssue } from '../../../lib/money-form';
import { SERVER_SENTENCE, useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { FormOutcome, SubmitButton } from '../../../ui/form/form-outcome';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { useBalance } from '../api/get-balance';
import { useTransferToUpline } from '../api/transfers';
import { OUTCOME } from './wallet-outcome';
import './wallet.css';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

/** The transfer as typed: the amount in major units as text, the PIN. */
interface UplineDraft {
  amount: string;
  paymentPassword: string;
}

/** The form's own code for a PIN that is not six digits. */
const PASSWORD_RULE = 'PASSWORD_RULE';
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

/** The route's schema on the body the boxes make (the amount only once the form's check passed). */
const uplineSchema = z
  .custom<UplineDraft>()
  .transform((draft) => ({ amount: amountValue(draft.amount), paymentPassword: draft.paymentPassword }))
  .pipe(uplineTransferPayloadSchema);

/**
 * Transfer to upline (transferUpline): an amount from the main wallet to the upline, confirmed by
 * the payment password. The menu lists the page only when the brand allows it and the member has
 * an upline; the server checks both again. One Idempotency-Key per submission, kept only when the
 * answer was lost; any edit starts a new submission.
 */
export function TransferUpline({ token }: { token: string | null }) {
  const { t } = useTranslation('wallet');
  const balance = useBalance(token);
  const send = useTransferToUpline();
  const decimals = balance.data?.decimals ?? 2;
  const main = balance.data?.wallets.find((w) => w.code === 'main')?.balance ?? 0;
  const mainMinor = minorOf(main, decimals);
  const format = useMoneyFormat();
  const money = (minor: number) => format.money(minor, decimals);

  /** What only the form knows: the currency's decimals and the main balance, the PIN's six digits. */
  const checkDraft = (draft: UplineDraft): FieldIssueCodes => {
    const issues: FieldIssueCodes = {};
    const issue = amountIssue(draft.amount, { decimals, ceilings: [['balance', mainMinor]] });
    if (issue) issues.amount = issue;
    if (!/^\d{6}$/.test(draft.paymentPassword)) issues.paymentPassword = PASSWORD_RULE;
    return issues;
  };
  const form = useForm<UplineDraft, unknown, UplineTransferPayload>({
    defaultValues: { amount: '', paymentPassword: '' },
    resolver: formResolver(uplineSchema, checkDraft, { extraFirst: true }),
  });
  const amount = useController({ control: form.control, name: 'amount' });
  const password = useController({ control: form.control, name: 'paymentPassword' });
  const amountCode = amount.fieldState.error?.message;
  const amountError = amountCode
    ? t(`amountIssues.${(AMOUNT_ISSUES.includes(amountCode) ? amountCode : 'format') as AmountIssue}`, {
        available: money(mainMinor),
        decimals,
      })
    : null;
  const { message: passwordCode, type: passwordType } = password.fieldState.error ?? {};
  // The PIN's own rule, or the server's sentence about it (wrong, locked) as it is.
  const passwordError = passwordCode
    ? passwordType === SERVER_SENTENCE
      ? passwordCode
      : t('upline.passwordRule')
    : null;

  // Any edit is a new submission.
  const submission = useIdempotentSubmit({
    form,
    noPassword: t('upline.noPassword'),
    own: (error) => (error.code === 'FORBIDDEN' ? t('upline.unavailable') : undefined),
  });
  const { failure: formError, done } = submission;
  const transfer = (payload: UplineTransferPayload) => {
    if (send.isPending) return;
    send.mutate(
      { payload, key: submission.key() },
      {
        onSuccess: (value) => {
          form.reset();
          submission.succeeded(
            t('upline.done', { amount: money(minorOf(value.amount, decimals)), upline: value.upline }),
          );
        },
        onError: submission.refused,
      },
    );
  };
  const submit = (event: FormEvent) => {
    submission.setFailure(null);
    void form.handleSubmit(transfer)(event);
  };

  if (balance.isPending) return <Spinner size={28} label={t('loading')} />;
  return (
    <form className="wallet wallet-transfer surface-card" noValidate onSubmit={submit} data-testid="transfer-upline">
      <p className="wallet-summary__label">{t('upline.intro')}</p>
      <p className="wallet-card__balance">
        {t('upline.balance')}: <MoneyText minor={mainMinor} decimals={decimals} />
      </p>
      <label className="wallet-field sunken-field">
        <span>{t('amount')}</span>
        <input
          ref={amount.field.ref}
          name={amount.field.name}
          inputMode="decimal"
          autoComplete="off"
          value={amount.field.value}
          placeholder={t('amountPlaceholder')}
          aria-invalid={amountError ? true : undefined}
          data-testid="upline-amount"
          onChange={(e) => amount.field.onChange(e.target.value)}
          onBlur={amount.field.onBlur}
        />
      </label>
      {amountError && <p className="wallet-transfer__error">{amountError}</p>}
      <label className="wallet-field sunken-field">
        <span>{t('upline.paymentPassword')}</span>
        <input
          ref={password.field.ref}
          name={password.field.name}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password.field.value}
          aria-invalid={passwordError ? true : undefined}
          data-testid="upline-password"
          onChange={(e) => password.field.onChange(e.target.value)}
          onBlur={password.field.onBlur}
        />
      </label>
      {passwordError && <p className="wallet-transfer__error">{passwordError}</p>}
      <FormOutcome {...OUTCOME} failure={formError} done={done} testId="upline" />
      <SubmitButton busy={send.isPending} busyLabel={t('working')} data-testid="upline-submit">
        {t('upline.submit')}
      </SubmitButton>
    </form>
  );
}
