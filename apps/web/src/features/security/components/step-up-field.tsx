import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { StepUpProof } from '@portal/shared/contracts/security';
import { FieldIssue } from '@portal/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { issueMessage } from '../../../lib/field-messages';
import { PlayerTextField } from '../../../ui/form/player-fields';

/** The login password a sensitive change asks for again: the form's `currentPassword` box. */
export function CurrentPasswordField<Values extends FieldValues & { currentPassword: string }>({
  control,
}: {
  control: Control<Values, unknown, FieldValues>;
}) {
  const { t } = useTranslation('account');
  const say = useSayStepUp();
  return (
    <PlayerTextField
      control={control as unknown as Control<{ currentPassword: string }>}
      name="currentPassword"
      say={say('currentPassword')}
      type="password"
      label={t('security.stepUp.password')}
      placeholder={t('security.stepUp.password')}
      autoComplete="current-password"
      maxLength={128}
    />
  );
}

/**
 * The proof an account change carries (rebinding the mobile or e-mail, enrolling an
 * authenticator): the current login password, or, for a member with two-step on, a code from the
 * authenticator app instead. Sent with the change itself; the server counts wrong tries with the
 * sign-in form's and locks the account after too many. A form holding it has these three boxes.
 */
export interface StepUpValues {
  stepUpMode: 'password' | 'code';
  currentPassword: string;
  stepUpCode: string;
}

export const NEW_STEP_UP: StepUpValues = { stepUpMode: 'password', currentPassword: '', stepUpCode: '' };

/** The proof as the route reads it: the password as typed, or the code without spaces. */
export const stepUpPayload = (value: StepUpValues): StepUpProof =>
  value.stepUpMode === 'password'
    ? { currentPassword: value.currentPassword }
    : { twoStepCode: value.stepUpCode.replace(/\s/g, '') };

/** The box of the chosen proof: where its issues show. */
export const stepUpBox = (value: Pick<StepUpValues, 'stepUpMode'>) =>
  value.stepUpMode === 'password' ? 'currentPassword' : 'stepUpCode';

/** The issue of a form whose chosen proof is empty (REQUIRED on its box), none when one was given. */
export function missingStepUp(value: StepUpValues): Partial<Record<'currentPassword' | 'stepUpCode', string>> {
  const box = stepUpBox(value);
  return value[box].trim() ? {} : { [box]: FieldIssue.REQUIRED };
}

/** A refusal that belongs under this field: a wrong proof, the lock it led to, or none sent. */
export const isStepUpError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'STEP_UP_FAILED' ||
    error.code === 'ACCOUNT_LOCKED' ||
    (error.code === 'VALIDATION_FAILED' &&
      typeof error.value === 'object' &&
      error.value !== null &&
      'currentPassword' in ((error.value as { fields?: object }).fields ?? {})));

/** A proof's issue in words: an empty box asks for the chosen proof, a server's sentence stays as it is. */
export function useSayStepUp() {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  return (box: 'currentPassword' | 'stepUpCode') => (code: string) =>
    code === FieldIssue.REQUIRED
      ? t(box === 'currentPassword' ? 'security.stepUp.passwordRequired' : 'security.stepUp.codeRequired')
      : /^[A-Z][A-Z_]*$/.test(code)
        ? issueMessage(ta, code)
        : code;
}

/** The form methods the proof's boxes use (the form's own values include StepUpValues). */
type StepUpForm = Pick<UseFormReturn<StepUpValues, unknown, FieldValues>, 'control' | 'setValue' | 'clearErrors'>;

interface StepUpFieldProps<Values extends StepUpValues> {
  form: Pick<UseFormReturn<Values, unknown, FieldValues>, 'control' | 'setValue' | 'clearErrors'>;
  /** Two-step is on: the member may use the app's code instead of the password. */
  twoStepEnabled: boolean;
}

export function StepUpField<Values extends StepUpValues>({ form, twoStepEnabled }: StepUpFieldProps<Values>) {
  const { t } = useTranslation('account');
  const { control, setValue, clearErrors } = form as unknown as StepUpForm;
  const mode = useController({ control, name: 'stepUpMode' });
  const say = useSayStepUp();
  const byCode = mode.field.value === 'code';
  return (
    <div className="step-up" data-testid="step-up">
      <p className="security-card__hint">{t('security.stepUp.about')}</p>
      {byCode ? (
        <PlayerTextField
          key="stepUpCode"
          control={control}
          name="stepUpCode"
          say={say('stepUpCode')}
          label={t('security.stepUp.code')}
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
        />
      ) : (
        <CurrentPasswordField control={control} />
      )}
      {twoStepEnabled && (
        <button
          type="button"
          className="step-up__switch"
          data-testid="step-up-switch"
          onClick={() => {
            // The other proof starts empty, without the last one's message.
            setValue(byCode ? 'currentPassword' : 'stepUpCode', '');
            clearErrors(['currentPassword', 'stepUpCode']);
            mode.field.onChange(byCode ? 'password' : 'code');
          }}
        >
          {byCode ? t('security.stepUp.usePassword') : t('security.stepUp.useCode')}
        </button>
      )}
    </div>
  );
}
