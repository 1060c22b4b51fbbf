import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalOptions } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, serverFieldIssues } from '../../../lib/field-messages';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { PaymentPasswordField } from '../../../ui/payment-password-field';
import { useBankAccounts, useRemoveBankAccount } from '../api/bank-accounts';
import { useRequestWithdrawal } from '../api/withdrawals';
import { amountIssue, amountValue, minorOf, newIdempotencyKey, type AmountIssue } from '../../../lib/money-form';
import { AddPayeeForm } from './add-payee-form';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

type Errors = Partial<Record<'bank' | 'amount' | 'paymentPassword', string>>;

/** Server field issues of the amount, as the form's own words. */
const AMOUNT_ISSUES: Record<string, AmountIssue> = {
  TOO_SMALL: 'min',
  TOO_BIG: 'max',
  TOO_MANY_DECIMALS: 'decimals',
};

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
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** KYC_REQUIRED: the server's sentence and the level needed; the call to verify stays until the next try. */
  const [kycNeeded, setKycNeeded] = useState<{ message: string; level: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The bonus amount (major units) a withdrawal now would forfeit, while the player is asked. */
  const [forfeit, setForfeit] = useState<number | null>(null);
  // The dialog keeps its words while it closes.
  const asked = useRef(0);
  if (forfeit !== null) asked.current = forfeit;
  const key = useRef<string | null>(null);
  const { decimals } = options;

  const accounts = banks.data?.accounts ?? [];
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
  const edited = () => {
    key.current = null;
    setDone(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = amountIssue(amount, {
      decimals,
      digitsOnly: true,
      minMinor: minorOf(options.minAmount, decimals),
      ceilings: [
        ['max', minorOf(options.maxAmount, decimals)],
        ['daily', minorOf(options.dailyAvailable, decimals)],
        ['balance', minorOf(options.withdrawable, decimals)],
      ],
    });
    const next: Errors = {
      bank: selected ? undefined : t('bank.pick'),
      amount: issue ? amountMessage(issue) : undefined,
      paymentPassword: /^\d{6}$/.test(password) ? undefined : t('password.rule'),
    };
    setErrors(next);
    setFormError(null);
    setKycNeeded(null);
    if (Object.values(next).some(Boolean) || request.isPending || !selected) return;
    // A bonus still wagering would be lost: the player says so first, with the amount named.
    if (options.bonus.forfeitAmount > 0 && !options.bonus.refuses) setForfeit(options.bonus.forfeitAmount);
    else send();
  };

  /** The request; `confirmForfeit` is the bonus amount the player agreed to lose in the dialog. */
  const send = (confirmForfeit?: number) => {
    if (!selected) return;
    key.current ??= newIdempotencyKey();
    request.mutate(
      {
        payload: { amount: amountValue(amount), bankAccountId: selected.id, paymentPassword: password, confirmForfeit },
        key: key.current,
      },
      {
        onSuccess: (withdrawal) => {
          key.current = null;
          setAmount('');
          setPassword('');
          setDone(t('submitted', { amount: text(withdrawal.amount) }));
        },
        onError: (error) => {
          // A refusal is final for this form: a new try is a new request.
          if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') key.current = null;
          const fields = serverFieldIssues(error);
          if (error instanceof ApiError && error.code.startsWith('PAYMENT_PASSWORD')) {
            setErrors({ paymentPassword: error.message });
          } else if (fields?.amount) {
            setErrors({ amount: amountMessage(AMOUNT_ISSUES[fields.amount] ?? 'format') });
          } else if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
            setErrors({ amount: amountMessage('balance') });
          } else if (error instanceof ApiError && error.code === 'BONUS_FORFEIT_UNCONFIRMED') {
            // The bonus wallet changed since the page loaded (a new claim): ask again with the server's amount.
            const lost = (error.value as { forfeitAmount?: number } | null)?.forfeitAmount;
            if (lost) setForfeit(lost);
            else setFormError(error.message);
          } else if (error instanceof ApiError && error.code === 'KYC_REQUIRED') {
            const level = (error.value as { requiredLevel?: number } | null)?.requiredLevel ?? 1;
            setKycNeeded({ message: error.message, level });
          } else setFormError(failureMessage(error, ta('errors.network')));
        },
      },
    );
  };

  if (banks.isPending) return <Spinner size={24} label={t('loading')} />;
  const canAdd = banks.data ? banks.data.accounts.length < banks.data.max : false;

  return (
    <div className="auth-form withdraw-form" data-testid="withdraw-form">
      {/* Outside the withdraw <form>: the add-account form must not nest in it. */}
      <fieldset className="withdraw-banks" data-invalid={errors.bank ? 'true' : undefined}>
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
                setPicked(account.id);
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
        {errors.bank ? <p className="auth-field__error">{errors.bank}</p> : null}
        {adding && banks.data ? (
          <AddPayeeForm
            token={token}
            accounts={banks.data}
            onAdded={(id) => {
              setAdding(false);
              setPicked(id);
              setErrors((e) => ({ ...e, bank: undefined }));
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
        <TextField
          name="amount"
          label={t('amount.label')}
          placeholder={t('amount.placeholder', {
            min: text(options.minAmount),
            max: text(options.maxAmount),
          })}
          inputMode="decimal"
          maxLength={20}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors((e) => ({ ...e, amount: undefined }));
            edited();
          }}
          error={errors.amount}
          suffix={
            <button
              type="button"
              className="withdraw-link withdraw-all link-button"
              onClick={() => {
                const most = Math.min(options.withdrawable, options.maxAmount, options.dailyAvailable);
                setAmount(most > 0 ? most.toFixed(decimals) : '');
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
          label={t('password.label')}
          placeholder={`* ${t('password.rule')}`}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, paymentPassword: undefined }));
          }}
          error={errors.paymentPassword}
        />
        <FormAlert message={formError} />
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
        {done ? (
          <p className="withdraw-done" role="status" data-testid="withdraw-done">
            {done}
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
          withdrawal: text(amountValue(amount) || 0),
        })}
        confirmLabel={t('forfeit.confirm', { amount: text(asked.current) })}
        cancelLabel={t('forfeit.cancel')}
        busy={request.isPending}
        onCancel={() => setForfeit(null)}
        onConfirm={() => {
          const agreed = forfeit ?? undefined;
          setForfeit(null);
          send(agreed);
        }}
      />
    </div>
  );
}
