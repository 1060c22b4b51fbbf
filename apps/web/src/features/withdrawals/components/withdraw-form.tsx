import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PAYMENT_PASSWORD,
  withdrawalPayloadSchema,
  type WithdrawalOptions,
  type WithdrawalPayload,
} from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerTextField } from '../../../ui/form/player-fields';
import { PaymentPasswordField } from '../../../ui/payment-password-field';
import { useBankAccounts, useRemoveBankAccount } from '../api/bank-accounts';
import { useRequestWithdrawal } from '../api/withdrawals';
import { amountIssue, amountValue, minorOf, type AmountIssue } from '../../../lib/money-form';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { AddPayeeForm } from './add-payee-form';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/** The form as typed: the amount in major units as text, the PIN, the payee account picked. */
interface WithdrawDraft {
  amount: string;
  paymentPassword: string;
  bankAccountId: number | null;
}

/** The form's own code for a PIN that is not six digits. */
const PASSWORD_RULE = 'PASSWORD_RULE';

/** Server field issues of the amount, as the form's own words. */
const AMOUNT_ISSUES: Record<string, AmountIssue> = {
  TOO_SMALL: 'min',
  TOO_BIG: 'max',
  TOO_MANY_DECIMALS: 'decimals',
};
const OWN_AMOUNT_ISSUES: readonly string[] = [
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
const withdrawSchema = z
  .custom<WithdrawDraft>()
  .transform((draft) => ({
    amount: amountValue(draft.amount),
    bankAccountId: draft.bankAccountId ?? 0,
    paymentPassword: draft.paymentPassword,
  }))
  .pipe(withdrawalPayloadSchema);

/**
 * The withdrawal: a payee account picked from the member's (or a new one added), the amount
 * within the limits shown, the payment password. One Idempotency-Key per submission: a retry
 * after a lost answer sends the same one, a changed form a new one.
 */
export function WithdrawForm({
  token,
  options,
  onVerify,
}: {
  token: string | null;
  options: WithdrawalOptions;
  onVerify?: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const banks = useBankAccounts(token);
  const remove = useRemoveBankAccount(token);
  const request = useRequestWithdrawal(token);
  const [adding, setAdding] = useState(false);
  /** KYC_REQUIRED: the server's sentence and the level needed; the call to verify stays until the next try. */
  const [kycNeeded, setKycNeeded] = useState<{ message: string; level: number } | null>(null);
  /** The bonus amount (major units) a withdrawal now would forfeit, while the player is asked. */
  const [forfeit, setForfeit] = useState<number | null>(null);
  // The dialog keeps its words while it closes.
  const asked = useRef(0);
  if (forfeit !== null) asked.current = forfeit;
  /** The checked body waiting for the player's answer about the bonus. */
  const pending = useRef<WithdrawalPayload | null>(null);
  const { decimals } = options;

  /** What only the form knows: the currency's decimals and today's limits, the PIN's six digits. */
  const checkDraft = (draft: WithdrawDraft): FieldIssueCodes => {
    const issues: FieldIssueCodes = {};
    const issue = amountIssue(draft.amount, {
      decimals,
      digitsOnly: true,
      minMinor: minorOf(options.minAmount, decimals),
      ceilings: [
        ['max', minorOf(options.maxAmount, decimals)],
        ['daily', minorOf(options.dailyAvailable, decimals)],
        ['balance', minorOf(options.withdrawable, decimals)],
      ],
    });
    if (issue) issues.amount = issue;
    if (!PAYMENT_PASSWORD.test(draft.paymentPassword)) issues.paymentPassword = PASSWORD_RULE;
    return issues;
  };
  const form = useForm<WithdrawDraft, unknown, WithdrawalPayload>({
    defaultValues: { amount: '', paymentPassword: '', bankAccountId: null },
    resolver: formResolver(withdrawSchema, checkDraft, { extraFirst: true }),
  });

  const accounts = banks.data?.accounts ?? [];
  const picked = form.watch('bankAccountId');
  const selected = accounts.find((a) => a.id === picked) ?? accounts[0] ?? null;
  const money = (major: number) => <MoneyText minor={minorOf(major, decimals)} decimals={decimals} />;
  const format = useMoneyFormat();
  const text = (major: number) => format.money(minorOf(major, decimals), decimals);
  const amountMessage = (issue: AmountIssue) =>
    t(`amount.issues.${issue}`, {
      min: text(options.minAmount),
      max: text(options.maxAmount),
      available: text(options.dailyAvailable),
      decimals,
    });
  /** The amount's codes: the form's own checks, or the server's field issues. */
  const sayAmount = (code: string) =>
    amountMessage(OWN_AMOUNT_ISSUES.includes(code) ? (code as AmountIssue) : (AMOUNT_ISSUES[code] ?? 'format'));
  /** The PIN's code, or the server's sentence about it (wrong, locked) as it is. */
  const sayPassword = (code: string) => (code === PASSWORD_RULE ? t('password.rule') : code);
  // Typing a new amount is a new submission; a refusal's issues go on the amount and the PIN.
  const submission = useIdempotentSubmit({
    form,
    renewOn: ['amount'],
    fallback: (error) => failureMessage(error, ta('errors.network')),
    own: (error) => {
      if (error.code === 'BONUS_FORFEIT_UNCONFIRMED') {
        // The bonus wallet changed since the page loaded (a new claim): ask again with the server's amount.
        const lost = (error.value as { forfeitAmount?: number } | null)?.forfeitAmount;
        if (!lost) return error.message;
        setForfeit(lost);
        return true;
      }
      if (error.code === 'KYC_REQUIRED') {
        const level = (error.value as { requiredLevel?: number } | null)?.requiredLevel ?? 1;
        setKycNeeded({ message: error.message, level });
        return true;
      }
      return undefined;
    },
  });
  const edited = submission.renew;
  const pick = (id: number) => {
    form.setValue('bankAccountId', id);
    form.clearErrors('bankAccountId');
  };

  const submit = (event: FormEvent) => {
    submission.setFailure(null);
    setKycNeeded(null);
    // The account shown as picked (the first one until another is) is the one sent.
    form.setValue('bankAccountId', selected?.id ?? null);
    void form.handleSubmit((body) => {
      if (request.isPending) return;
      // A bonus still wagering would be lost: the player says so first, with the amount named.
      if (options.bonus.forfeitAmount > 0 && !options.bonus.refuses) {
        pending.current = body;
        setForfeit(options.bonus.forfeitAmount);
      } else send(body);
    })(event);
  };

  /** The request; `confirmForfeit` is the bonus amount the player agreed to lose in the dialog. */
  const send = (body: WithdrawalPayload, confirmForfeit?: number) => {
    pending.current = body;
    request.mutate(
      { payload: { ...body, confirmForfeit }, key: submission.key() },
      {
        onSuccess: (withdrawal) => {
          pending.current = null;
          form.setValue('amount', '');
          form.setValue('paymentPassword', '');
          submission.succeeded(t('submitted', { amount: text(withdrawal.amount) }));
        },
        onError: submission.refused,
      },
    );
  };

  if (banks.isPending) return <Spinner size={24} label={t('loading')} />;
  const canAdd = banks.data ? banks.data.accounts.length < banks.data.max : false;
  const bankError = form.formState.errors.bankAccountId ? t('bank.pick') : undefined;

  return (
    <div className="auth-form withdraw-form" data-testid="withdraw-form">
      {/* Outside the withdraw <form>: the add-account form must not nest in it. */}
      <fieldset className="withdraw-banks" data-invalid={bankError ? 'true' : undefined}>
        <legend className="auth-field__label">{banks.data?.pix ? t('payee.title') : t('bank.title')}</legend>
        {accounts.length === 0 && !adding ? <p className="withdraw-hint">{t('bank.none')}</p> : null}
        {accounts.map((account) => (
          <label
            key={account.id}
            className="withdraw-bank"
            data-selected={selected?.id === account.id ? 'true' : undefined}
            data-testid="bank-account"
          >
            <input
              type="radio"
              name="bankAccount"
              checked={selected?.id === account.id}
              onChange={() => {
                pick(account.id);
                edited();
              }}
            />
            <span className="withdraw-bank__text">
              <strong>{account.pixKeyType ? `PIX · ${t(`pix.types.${account.pixKeyType}`)}` : account.bankName}</strong>
              <span>
                {account.accountNumberMasked} · {account.accountHolder}
              </span>
            </span>
            <button
              type="button"
              className="withdraw-link link-button"
              onClick={() => remove.mutate(account.id)}
              disabled={remove.isPending}
              aria-label={t('bank.removeNamed', { name: `${account.bankName} ${account.accountNumberMasked}` })}
            >
              {t('bank.remove')}
            </button>
          </label>
        ))}
        {bankError ? <p className="auth-field__error">{bankError}</p> : null}
        {adding && banks.data ? (
          <AddPayeeForm
            token={token}
            accounts={banks.data}
            onAdded={(id) => {
              setAdding(false);
              pick(id);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : canAdd ? (
          <Button size="sm" onClick={() => setAdding(true)} data-testid="add-bank-toggle">
            + {banks.data?.pix ? t('payee.add') : t('bank.add')}
          </Button>
        ) : (
          <p className="withdraw-hint">{t('bank.max', { max: banks.data?.max ?? 3 })}</p>
        )}
      </fieldset>

      <form className="auth-form" noValidate onSubmit={submit}>
        <PlayerTextField
          control={form.control}
          name="amount"
          say={sayAmount}
          label={t('amount.label')}
          placeholder={t('amount.placeholder', {
            min: text(options.minAmount),
            max: text(options.maxAmount),
          })}
          inputMode="decimal"
          maxLength={20}
          suffix={
            <button
              type="button"
              className="withdraw-link withdraw-all link-button"
              onClick={() => {
                const most = Math.min(options.withdrawable, options.maxAmount, options.dailyAvailable);
                form.setValue('amount', most > 0 ? most.toFixed(decimals) : '');
                form.clearErrors('amount');
                edited();
              }}
            >
              {t('amount.all')}
            </button>
          }
        />
        <p className="withdraw-hint" data-testid="withdraw-limits">
          {t('amount.min')} {money(options.minAmount)} · {t('amount.max')} {money(options.maxAmount)} ·{' '}
          {t('amount.leftToday')} {money(options.dailyAvailable)}
        </p>

        <PaymentPasswordField
          control={form.control}
          say={sayPassword}
          label={t('password.label')}
          placeholder={`* ${t('password.rule')}`}
        />
        <FormAlert message={submission.failure} />
        {kycNeeded ? (
          <div className="withdraw-kyc" role="alert" data-testid="withdraw-kyc-required">
            <p>
              {kycNeeded.message} {t('kyc.level', { level: kycNeeded.level })}
            </p>
            {onVerify ? (
              <Button variant="primary" size="sm" onClick={onVerify} data-testid="withdraw-kyc-verify">
                {t('kyc.verify')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {submission.done ? (
          <p className="withdraw-done" role="status" data-testid="withdraw-done">
            {submission.done}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          disabled={request.isPending || options.turnoverRemaining > 0}
          data-testid="withdraw-submit"
        >
          {request.isPending ? t('submitting') : t('submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={forfeit !== null}
        tone="danger"
        title={t('forfeit.title')}
        message={t('forfeit.message', {
          amount: text(asked.current),
          withdrawal: text(pending.current?.amount ?? 0),
        })}
        confirmLabel={t('forfeit.confirm', { amount: text(asked.current) })}
        cancelLabel={t('forfeit.cancel')}
        busy={request.isPending}
        onCancel={() => setForfeit(null)}
        onConfirm={() => {
          const agreed = forfeit ?? undefined;
          setForfeit(null);
          if (pending.current) send(pending.current, agreed);
        }}
      />
    </div>
  );
}
