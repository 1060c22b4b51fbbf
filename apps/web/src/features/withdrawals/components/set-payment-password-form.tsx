import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PASSWORD,
  setPaymentPasswordPayloadSchema,
  type SetPaymentPasswordPayload,
} from '@portal/shared/contracts/withdrawals';
import { Button } from '../../../ui/button';
import { failureMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PlayerTextField } from '../../../ui/form/player-fields';
import { FormAlert } from '../../../ui/form/text-field';
import { PaymentPasswordField } from '../../../ui/payment-password-field';
import { ApiError } from '../../../lib/api-client';
import { useSetPaymentPassword } from '../api/payment-password';

/** The form's own codes: a PIN that is not six digits, a repeat that differs, a wrong login password. */
const PASSWORD_RULE = 'PASSWORD_RULE';
const MISMATCH = 'MISMATCH';
const WRONG_LOGIN = 'WRONG_LOGIN';

/** What the schema leaves to the form: the six digits, the repeat. */
function checkDraft(draft: SetPaymentPasswordPayload): FieldIssueCodes {
  const issues: FieldIssueCodes = {};
  if (!draft.loginPassword) issues.loginPassword = 'REQUIRED';
  if (!PAYMENT_PASSWORD.test(draft.paymentPassword)) issues.paymentPassword = PASSWORD_RULE;
  if (draft.confirmPaymentPassword !== draft.paymentPassword) issues.confirmPaymentPassword = MISMATCH;
  return issues;
}

const resolver = formResolver(setPaymentPasswordPayloadSchema, checkDraft, { extraFirst: true });

/**
 * The first payment password (six digits), proven by the login password: shown in place of the
 * withdraw form while the member has none.
 */
export function SetPaymentPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('withdraw');
  const { t: ta } = useTranslation('auth');
  const set = useSetPaymentPassword(token);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SetPaymentPasswordPayload>({
    defaultValues: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    resolver,
  });
  const say = (code: string) =>
    code === PASSWORD_RULE
      ? t('password.rule')
      : code === MISMATCH
        ? t('password.mismatch')
        : code === WRONG_LOGIN
          ? t('password.wrongLogin')
          : t('errors.required');

  const send = (body: SetPaymentPasswordPayload) => {
    if (set.isPending) return;
    set.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'OLD_PASSWORD_INCORRECT') {
          form.setError('loginPassword', { type: 'server', message: WRONG_LOGIN });
        } else setFormError(failureMessage(error, ta('errors.network')));
      },
    });
  };
  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(send)(event);
  };

  return (
    <form className="auth-form withdraw-form" noValidate onSubmit={submit} data-testid="set-payment-password-form">
      <p className="withdraw-lead">{t('password.intro')}</p>
      <PlayerTextField
        control={form.control}
        name="loginPassword"
        say={say}
        type="password"
        label={t('password.loginPassword')}
        placeholder={`* ${t('password.loginPassword')}`}
        autoComplete="current-password"
      />
      <PaymentPasswordField
        control={form.control}
        say={say}
        label={t('password.new')}
        placeholder={`* ${t('password.rule')}`}
        autoComplete="new-password"
      />
      <PaymentPasswordField
        control={form.control}
        name="confirmPaymentPassword"
        say={say}
        label={t('password.confirm')}
        placeholder={`* ${t('password.confirm')}`}
        autoComplete="new-password"
      />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" disabled={set.isPending} data-testid="set-payment-password-submit">
        {t('password.submit')}
      </Button>
    </form>
  );
}
