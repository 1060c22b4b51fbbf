import { useTranslation } from 'react-i18next';
import type { UplineTransferValue } from '@portal/shared/contracts/transfers';
import { minorOf } from '../../../lib/money-form';
import { usePasswordTransfer } from '../../../lib/use-password-transfer';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { useBalance } from '../api/get-balance';
import { useTransferToUpline } from '../api/transfers';
import './wallet.css';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * Transfer to upline (transferUpline): an amount from the main wallet to the upline, confirmed by
 * the payment password. The menu lists the page only when the brand allows it and the member has
 * an upline; the server checks both again.
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
  const form = usePasswordTransfer<UplineTransferValue>({
    rules: { decimals, ceilings: [['balance', mainMinor]] },
    texts: {
      amountIssue: (issue) => t(`amountIssues.${issue}`, { available: money(mainMinor), decimals }),
      passwordRule: t('upline.passwordRule'),
      noPassword: t('upline.noPassword'),
      refusals: { FORBIDDEN: t('upline.unavailable') },
    },
    send: ({ key, ...payload }, callbacks) => send.mutate({ payload, key }, callbacks),
    doneText: (value) => t('upline.done', { amount: money(minorOf(value.amount, decimals)), upline: value.upline }),
    busy: send.isPending,
  });
  const { errors } = form;

  if (balance.isPending) return <Spinner size={28} label={t('loading')} />;
  return (
    <form
      className="wallet wallet-transfer surface-card"
      noValidate
      onSubmit={form.submit}
      data-testid="transfer-upline"
    >
      <p className="wallet-summary__label">{t('upline.intro')}</p>
      <p className="wallet-card__balance">
        {t('upline.balance')}: <MoneyText minor={mainMinor} decimals={decimals} />
      </p>
      <label className="wallet-field sunken-field">
        <span>{t('amount')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          placeholder={t('amountPlaceholder')}
          aria-invalid={errors.amount ? true : undefined}
          data-testid="upline-amount"
          onChange={(e) => form.setAmount(e.target.value)}
        />
      </label>
      {errors.amount && <p className="wallet-transfer__error">{errors.amount}</p>}
      <label className="wallet-field sunken-field">
        <span>{t('upline.paymentPassword')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.password}
          aria-invalid={errors.paymentPassword ? true : undefined}
          data-testid="upline-password"
          onChange={(e) => form.setPassword(e.target.value)}
        />
      </label>
      {errors.paymentPassword && <p className="wallet-transfer__error">{errors.paymentPassword}</p>}
      {errors.form && (
        <p className="wallet-transfer__error" role="alert" data-testid="upline-error">
          {errors.form}
        </p>
      )}
      {form.done && (
        <p className="wallet-transfer__done" role="status" data-testid="upline-done">
          {form.done}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={send.isPending} data-testid="upline-submit">
        {send.isPending ? <Spinner size={14} label={t('working')} /> : null}
        {t('upline.submit')}
      </Button>
    </form>
  );
}
