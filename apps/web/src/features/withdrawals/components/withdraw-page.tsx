import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { Spinner } from '../../../ui/spinner';
import { failureMessage } from '../../../lib/field-messages';
import { FormAlert } from '../../../ui/form/text-field';
import { useWithdrawalOptions } from '../api/get-withdrawal-options';
import { minorOf } from '../../../lib/money-form';
import { SetPaymentPasswordForm } from './set-payment-password-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';
import { BonusWallet } from './bonus-wallet';
import './withdrawals.css';
import '../../../ui/patterns.css';

/**
 * The member center's withdraw page (spec sections 2, 3, 4): the withdrawable balance, the form
 * (or, first, setting a payment password), and the history with the confirmation after approval.
 * A bonus still wagering shows above the form with the figures the bonus pages show; `onVerify`
 * opens identity verification when a withdrawal needs it (KYC_REQUIRED, decision 042).
 */
export function WithdrawPage({
  token,
  onVerify,
}: {
  token: string | null;
  /** Opens the Verification page, offered when the server answers KYC_REQUIRED. */
  onVerify?: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const options = useWithdrawalOptions(token);

  if (options.isPending) {
    return (
      <div className="withdraw-loading">
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  }
  if (options.isError) {
    return (
      <div className="withdraw" data-testid="withdraw-page">
        <FormAlert message={failureMessage(options.error, ta('errors.network'))} />
        <Button onClick={() => void options.refetch()}>{ta('errors.retry')}</Button>
      </div>
    );
  }
  const o = options.data;
  const money = (major: number) => <MoneyText minor={minorOf(major, o.decimals)} decimals={o.decimals} />;
  return (
    <div className="withdraw" data-testid="withdraw-page">
      <section className="withdraw-balance" aria-label={t('balance.title')}>
        <div>
          <p className="withdraw-balance__label">{t('balance.withdrawable')}</p>
          <p className="withdraw-balance__value" data-testid="withdraw-balance">
            {money(o.withdrawable)} <span className="withdraw-balance__currency">{o.currency}</span>
          </p>
        </div>
        <dl className="fact-list withdraw-balance__facts">
          <div>
            <dt>{t('balance.leftToday')}</dt>
            <dd>{money(o.dailyAvailable)}</dd>
          </div>
          <div>
            <dt>{t('balance.turnover')}</dt>
            <dd data-owed={o.turnoverRemaining > 0 ? 'true' : undefined}>{money(o.turnoverRemaining)}</dd>
          </div>
        </dl>
      </section>
      {o.turnoverRemaining > 0 ? (
        <p className="auth-form__alert" role="status" data-testid="withdraw-turnover">
          {t('turnoverOwed')}
        </p>
      ) : null}

      {o.bonus.activeAmount > 0 ? <BonusWallet options={o} /> : null}
      <section className="withdraw-card surface-card">
        <h4 className="withdraw-card__title">{o.hasPaymentPassword ? t('title') : t('password.title')}</h4>
        {o.hasPaymentPassword ? (
          <WithdrawForm token={token} options={o} onVerify={onVerify} />
        ) : (
          <SetPaymentPasswordForm token={token} />
        )}
      </section>

      <section className="withdraw-card surface-card">
        <h4 className="withdraw-card__title">{t('history.title')}</h4>
        <WithdrawalHistory token={token} decimals={o.decimals} />
      </section>
    </div>
  );
}
