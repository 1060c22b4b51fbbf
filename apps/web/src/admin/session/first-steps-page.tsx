import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  operatorPasswordChangeSchema,
  operatorTwoStepEnableSchema,
} from '@portal/shared/contracts/operators';
import { Button } from '../../ui/button';
import { formResolver } from '../../lib/form-resolver';
import { TextField } from '../../ui/form/form-fields';
import { IssueTextProvider, useSayIssueIn } from '../../ui/form/issue-text';
import { adminApi, useAdminSession, type OperatorSession } from '../lib/admin-api';
import { ActionStatus } from '../ui/action-status';
import { CodeField, emptyIssues, failureSentence } from './session-fields';

type Restriction = NonNullable<OperatorSession['restriction']>;

/** The steps a new operator account takes before the console opens: its own password, then TOTP. */
export function FirstStepsPage({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation('admin');
  const signOut = useAdminSession((s) => s.signOut);
  return (
    <div className="admin-gate">
      <div className="admin-card admin-gate__card">
        {restriction === 'PASSWORD_CHANGE_REQUIRED' ? <PasswordStep /> : <TwoStepEnrolment />}
        <Button variant="ghost" onClick={signOut}>
          {t('signOut')}
        </Button>
      </div>
    </div>
  );
}

/** Reads the operator again: the server says which step, if any, is left. */
function useRefreshOperator() {
  const update = useAdminSession((s) => s.update);
  return async () => {
    const me = await adminApi<OperatorSession>('/admin/api/me');
    update({ username: me.username, roles: me.roles, restriction: me.restriction });
  };
}

const MISMATCH = 'MISMATCH';

/** The route's body, and the new password typed twice the same. */
const passwordStepSchema = z
  .object({ ...operatorPasswordChangeSchema.shape, repeat: z.string() })
  .refine((values) => values.repeat === values.newPassword, { path: ['repeat'], message: MISMATCH })
  .transform(({ oldPassword, newPassword }) => ({ oldPassword, newPassword }));
type PasswordValues = z.input<typeof passwordStepSchema>;
type PasswordChange = z.output<typeof passwordStepSchema>;

/** The step's three boxes: the name, its label's key and what the browser may fill in. */
const PASSWORD_BOXES = [
  ['oldPassword', 'firstSteps.oldPassword', 'current-password'],
  ['newPassword', 'firstSteps.newPassword', 'new-password'],
  ['repeat', 'firstSteps.repeatPassword', 'new-password'],
] as const satisfies readonly (readonly [keyof PasswordValues, string, string])[];

function PasswordStep() {
  const { t } = useTranslation('admin');
  const say = useSayIssueIn('admin');
  const refresh = useRefreshOperator();
  const form = useForm<PasswordValues, unknown, PasswordChange>({
    defaultValues: { oldPassword: '', newPassword: '', repeat: '' },
    resolver: formResolver(
      passwordStepSchema,
      (values) => emptyIssues(values, ['oldPassword', 'newPassword', 'repeat']),
      { extraFirst: true },
    ),
  });
  const change = useMutation({
    mutationFn: (body: PasswordChange) => adminApi('/admin/api/me/password', { method: 'PUT', body }),
    onSuccess: refresh,
  });
  return (
    <form
      onSubmit={(event) => void form.handleSubmit((body) => change.mutate(body))(event)}
      noValidate
      data-testid="admin-password-step"
    >
      <h1>{t('firstSteps.passwordTitle')}</h1>
      <p className="admin-muted">{t('firstSteps.passwordText', { min: OPERATOR_PASSWORD_MIN_LENGTH })}</p>
      <IssueTextProvider value={(code) => (code === MISMATCH ? t('firstSteps.mismatch') : say(code))}>
        {PASSWORD_BOXES.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            type="password"
            control={form.control}
            name={name}
            label={t(label)}
            autoComplete={autoComplete}
          />
        ))}
      </IssueTextProvider>
      <ActionStatus error={change.error && failureSentence(change.error, t('failed'))} />
      <Button type="submit" variant="primary" disabled={change.isPending}>
        {t('firstSteps.savePassword')}
      </Button>
    </form>
  );
}

type TwoStepEnable = z.input<typeof operatorTwoStepEnableSchema>;

function TwoStepEnrolment() {
  const { t } = useTranslation('admin');
  const say = useSayIssueIn('admin');
  const refresh = useRefreshOperator();
  const form = useForm<TwoStepEnable, unknown, z.output<typeof operatorTwoStepEnableSchema>>({
    defaultValues: { code: '' },
    resolver: formResolver(operatorTwoStepEnableSchema, (values) => emptyIssues(values, ['code']), {
      extraFirst: true,
    }),
  });
  const setup = useQuery({
    queryKey: ['admin', 'two-step-setup'],
    queryFn: () =>
      adminApi<{ secret: string; otpauthUrl: string; qrCode: string }>('/admin/api/me/two-step/setup', {
        method: 'POST',
      }),
    staleTime: Infinity,
  });
  const enable = useMutation({
    mutationFn: (body: TwoStepEnable) => adminApi('/admin/api/me/two-step/enable', { method: 'POST', body }),
    onSuccess: refresh,
  });
  const failure = enable.error ?? setup.error;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit((body) => enable.mutate(body))(event)}
      noValidate
      data-testid="admin-two-step-step"
    >
      <h1>{t('firstSteps.twoStepTitle')}</h1>
      <p className="admin-muted">{t('firstSteps.twoStepText')}</p>
      {setup.data && (
        <div className="admin-two-step">
          <img src={setup.data.qrCode} alt={t('firstSteps.qrAlt')} width={180} height={180} />
          <code data-testid="admin-two-step-secret">{setup.data.secret}</code>
        </div>
      )}
      <IssueTextProvider value={say}>
        <CodeField control={form.control} name="code" label={t('signIn.code')} />
      </IssueTextProvider>
      <ActionStatus error={failure && failureSentence(failure, t('failed'))} />
      <Button type="submit" variant="primary" disabled={enable.isPending || !setup.data}>
        {t('firstSteps.enableTwoStep')}
      </Button>
    </form>
  );
}
