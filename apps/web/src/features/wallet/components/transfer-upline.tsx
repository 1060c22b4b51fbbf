import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_DISPLAY_DECIMALS } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/money';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { useBalance } from '../api/get-balance';
import { useTransferToUpline } from '../api/transfers';
import {
  amountIssue,
  amountValue,
  keepsIdempotencyKey,
  minorOf,
  newIdempotencyKey,
  type AmountIssue,
} from '../../../lib/money-form';
import './wallet.css';

type Errors = Partial<Record<'amount' | 'paymentPassword' | 'form', string>>;

/**
 * Transfer to upline (transferUpline): an amount from the main wallet to the upline, confirmed by
 * the payment password. The menu lists the page only when the brand allows it and the member has
 * an upline; the server checks both again.
 */
export function TransferUpline({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('wallet');
  const balance = useBalance(token);
  const send = useTransferToUpline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  if (balance.isPending) return <Spinner size={28} label={t('loading')} />;
  const decimals = balance.data?.decimals ?? 2;
  const main = balance.data?.wallets.find((w) => w.code === 'main')?.balance ?? 0;
  const mainMinor = minorOf(main, decimals);
  const money = (minor: number) => formatMoney(minor, decimals, i18n.language, MONEY_DISPLAY_DECIMALS);
  const amountText = (issue: AmountIssue) => t(`amountIssues.${issue}`, { available: money(mainMinor), decimals });
  const edited = () => {
    key.current = null;
    setDone(null);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = amountIssue(amount, { decimals, ceilings: [['balance', mainMinor]] });
    const next: Errors = {
      amount: issue ? amountText(issue) : undefined,
      paymentPassword: /^\d{6}$/.test(password) ? undefined : t('upline.passwordRule'),
    };
    setErrors(next);
    if (next.amount || next.paymentPassword || send.isPending) return;
    key.current ??= newIdempotencyKey();
    send.mutate(
      { payload: { amount: amountValue(amount), paymentPassword: password }, key: key.current },
      {
        onSuccess: (value) => {
          key.current = null;
          setAmount('');
          setPassword('');
          setDone(t('upline.done', { amount: money(minorOf(value.amount, decimals)), upline: value.upline }));
        },
        onError: (error) => {
          if (!keepsIdempotencyKey(error)) key.current = null;
          if (!(error instanceof ApiError)) return setErrors({ form: error.message });
          if (error.code === 'PAYMENT_PASSWORD_NOT_SET') setErrors({ form: t('upline.noPassword') });
          else if (error.code.startsWith('PAYMENT_PASSWORD')) setErrors({ paymentPassword: error.message });
          else if (error.code === 'INSUFFICIENT_FUNDS') setErrors({ amount: amountText('balance') });
          else if (error.code === 'FORBIDDEN') setErrors({ form: t('upline.unavailable') });
          else setErrors({ form: error.message });
        },
      },
    );
  };

  return (
    <form className="wallet wallet-transfer" noValidate onSubmit={submit} data-testid="transfer-upline">
      <p className="wallet-summary__label">{t('upline.intro')}</p>
      <p className="wallet-card__balance">
        {t('upline.balance')}: <MoneyText minor={mainMinor} decimals={decimals} />
      </p>
      <label className="wallet-field">
        <span>{t('amount')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t('amountPlaceholder')}
          aria-invalid={errors.amount ? true : undefined}
          data-testid="upline-amount"
          onChange={(e) => {
            setAmount(e.target.value);
            edited();
          }}
        />
      </label>
      {errors.amount && <p className="wallet-transfer__error">{errors.amount}</p>}
      <label className="wallet-field">
        <span>{t('upline.paymentPassword')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          aria-invalid={errors.paymentPassword ? true : undefined}
          data-testid="upline-password"
          onChange={(e) => {
            setPassword(e.target.value);
            edited();
          }}
        />
      </label>
      {errors.paymentPassword && <p className="wallet-transfer__error">{errors.paymentPassword}</p>}
      {errors.form && (
        <p className="wallet-transfer__error" role="alert" data-testid="upline-error">
          {errors.form}
        </p>
      )}
      {done && (
        <p className="wallet-transfer__done" role="status" data-testid="upline-done">
          {done}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={send.isPending} data-testid="upline-submit">
        {send.isPending ? <Spinner size={14} label={t('working')} /> : null}
        {t('upline.submit')}
      </Button>
    </form>
  );
}
