import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD } from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { failureMessage } from '../../../lib/field-messages';
import { FormAlert, TextField } from '../../../ui/form/text-field';
import { UnboundPaymentPasswordField } from '../../../ui/payment-password-field';
import { ApiError } from '../../../lib/api-client';
import { useTextForm } from '../../../lib/use-form-issues';
import { useSetPaymentPassword } from '../api/payment-password';

type Field = 'loginPassword' | 'paymentPassword' | 'confirmPaymentPassword';

/**
 * The first payment password (six digits), proven by the login password: shown in place of the
 * withdraw form while the member has none.
 */
export function SetPaymentPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const set = useSetPaymentPassword(token);
  const { values, change, errors, setErrors, formError, setFormError, passes } = useTextForm<Field>({
    loginPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passed = passes({
      loginPassword: values.loginPassword ? undefined : t('errors.required'),
      paymentPassword: PAYMENT_PASSWORD.test(values.paymentPassword) ? undefined : t('password.rule'),
      confirmPaymentPassword:
        values.confirmPaymentPassword === values.paymentPassword ? undefined : t('password.mismatch'),
    });
    if (!passed || set.isPending) return;
    set.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'OLD_PASSWORD_INCORRECT') {
          setErrors({ loginPassword: t('password.wrongLogin') });
        } else setFormError(failureMessage(error, ta('errors.network')));
      },
    });
  };

  return (
    <form className="auth-form withdraw-form" noValidate onSubmit={submit} data-testid="set-payment-password-form">
      <p className="withdraw-lead">{t('password.intro')}</p>
      <TextField
        name="loginPassword"
        type="password"
        label={t('password.loginPassword')}
        placeholder={`* ${t('password.loginPassword')}`}
        autoComplete="current-password"
        value={values.loginPassword}
        onChange={change('loginPassword')}
        error={errors.loginPassword}
      />
      <UnboundPaymentPasswordField
        label={t('password.new')}
        placeholder={`* ${t('password.rule')}`}
        autoComplete="new-password"
        value={values.paymentPassword}
        onChange={change('paymentPassword')}
        error={errors.paymentPassword}
      />
      <UnboundPaymentPasswordField
        name="confirmPaymentPassword"
        label={t('password.confirm')}
        placeholder={`* ${t('password.confirm')}`}
        autoComplete="new-password"
        value={values.confirmPaymentPassword}
        onChange={change('confirmPaymentPassword')}
        error={errors.confirmPaymentPassword}
      />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" disabled={set.isPending} data-testid="set-payment-password-submit">
        {t('password.submit')}
      </Button>
    </form>
  );
}
