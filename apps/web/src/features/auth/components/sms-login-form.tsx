import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { DEFAULT_COUNTRY_DIALING_CODE } from '@portal/shared/constants';
import { smsLoginPayloadSchema, type LoginChallenge, type LoginValue } from '@portal/shared/contracts/auth';
import { formResolver } from '../../../lib/form-resolver';
import { smsLogin } from '../api/sms-login';
import { useCodeRun } from '../lib/use-code-run';
import { blankIssues, checkedMobile, useAuthSay } from '../lib/form-checks';
import { FormCodeField } from './code-field';
import { FormAlert } from '../../../ui/form/text-field';
import { PlayerMobileField } from '../../../ui/form/player-fields';
import { LoginVerification } from './login-verification';
import { SubmitButton } from './submit-button';
import { mobileIssues } from '../../../ui/form/mobile-rules';

type Values = z.input<typeof smsLoginPayloadSchema>;

const resolver = formResolver(
  smsLoginPayloadSchema,
  (values: Values) => ({ ...mobileIssues(values), ...blankIssues(values, ['verificationCode']) }),
  { extraFirst: true },
);

/**
 * Login by a code sent to the member's mobile; no forced password change. A member with an
 * authenticator is asked for it next: the phone alone does not sign them in.
 */
export function SmsLoginForm({ onSignedIn }: { onSignedIn(value: LoginValue): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const say = useAuthSay();
  const form = useForm<Values, unknown, z.output<typeof smsLoginPayloadSchema>>({
    defaultValues: { countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE, mobileNum: '', verificationCode: '' },
    resolver,
  });
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const { formError, setFormError, pending, run } = useCodeRun(form.setError);

  const send = form.handleSubmit((body) =>
    run(async () => onSignedIn(await smsLogin(queryClient, body)), 'verificationCode', setChallenge),
  );

  const submit = (event: FormEvent) => {
    setFormError(null);
    void send(event);
  };

  if (challenge) {
    const back = (message: string | null) => {
      setChallenge(null);
      form.setValue('verificationCode', '');
      setFormError(message);
    };
    return <LoginVerification challenge={challenge} onSignedIn={onSignedIn} onExpired={back} after="phoneCode" />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="sms-login-form">
      <PlayerMobileField control={form.control} />
      <FormCodeField control={form.control} say={say} purpose="noLogin" target={() => checkedMobile(form)} />
      <FormAlert message={formError} testId="login-error" />
      <SubmitButton pending={pending} busyLabel={t('login.submitting')} testId="sms-login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
