import { useTranslation } from 'react-i18next';
import type { StepUpProof } from '@portal/shared/contracts/security';
import { ApiError } from '../../../lib/api-client';
import { TextField } from '../../../ui/form/text-field';

/** The login password a sensitive change asks for again. */
export function CurrentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      name="currentPassword"
      type="password"
      label={t('security.stepUp.password')}
      placeholder={t('security.stepUp.password')}
      autoComplete="current-password"
      maxLength={128}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/**
 * The proof an account change carries (rebinding the mobile or e-mail, enrolling an
 * authenticator): the current login password, or, for a member with two-step on, a code from the
 * authenticator app instead. Sent with the change itself; the server counts wrong tries with the
 * sign-in form's and locks the account after too many.
 */
export interface StepUpValue {
  mode: 'password' | 'code';
  text: string;
}

export const NEW_STEP_UP: StepUpValue = { mode: 'password', text: '' };

export const stepUpPayload = (value: StepUpValue): StepUpProof =>
  value.mode === 'password' ? { currentPassword: value.text } : { twoStepCode: value.text.replace(/\s/g, '') };

/** A refusal that belongs under this field: a wrong proof, the lock it led to, or none sent. */
export const isStepUpError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'STEP_UP_FAILED' ||
    error.code === 'ACCOUNT_LOCKED' ||
    (error.code === 'VALIDATION_FAILED' &&
      typeof error.value === 'object' &&
      error.value !== null &&
      'currentPassword' in ((error.value as { fields?: object }).fields ?? {})));

interface StepUpFieldProps {
  value: StepUpValue;
  /** Two-step is on: the member may use the app's code instead of the password. */
  twoStepEnabled: boolean;
  error?: string | null;
  onChange(value: StepUpValue): void;
}

export function StepUpField({ value, twoStepEnabled, error, onChange }: StepUpFieldProps) {
  const { t } = useTranslation('account');
  const byCode = value.mode === 'code';
  return (
    <div className="step-up" data-testid="step-up">
      <p className="security-card__hint">{t('security.stepUp.about')}</p>
      {byCode ? (
        <TextField
          name="stepUpCode"
          label={t('security.stepUp.code')}
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
          value={value.text}
          error={error}
          onChange={(text) => onChange({ mode: 'code', text })}
        />
      ) : (
        <CurrentPasswordField
          value={value.text}
          error={error}
          onChange={(text) => onChange({ mode: 'password', text })}
        />
      )}
      {twoStepEnabled && (
        <button
          type="button"
          className="step-up__switch"
          data-testid="step-up-switch"
          onClick={() => onChange({ mode: byCode ? 'password' : 'code', text: '' })}
        >
          {byCode ? t('security.stepUp.usePassword') : t('security.stepUp.useCode')}
        </button>
      )}
    </div>
  );
}

/** The message for a form whose proof is missing, or null when one was given. */
export function missingStepUp(t: (key: string) => string, value: StepUpValue): string | null {
  if (value.text.trim()) return null;
  return value.mode === 'password' ? t('security.stepUp.passwordRequired') : t('security.stepUp.codeRequired');
}
