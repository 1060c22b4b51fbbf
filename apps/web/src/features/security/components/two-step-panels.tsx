import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  twoStepCodePayloadSchema,
  twoStepEnablePayloadSchema,
  type TwoStepSetup,
} from '@portal/shared/contracts/security';
import { FieldIssue } from '@portal/shared/errors';
import { Button } from '../../../ui/button';
import { CopyIcon, DownloadIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { issueMessage } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { PlayerTextField } from '../../../ui/form/player-fields';
import { FormAlert } from '../../../ui/form/text-field';
import { cleanCode, groupSecret, recoveryCodesFile, TOTP_CODE } from '../lib/two-step';
import { CurrentPasswordField } from './step-up-field';
import '../../../ui/patterns.css';

interface CodeFormProps {
  /** 'totp': six digits from the app; 'any': the app's code or a recovery code. */
  accept: 'totp' | 'any';
  submitLabel: string;
  busy: boolean;
  error: string | null;
  tone?: 'primary' | 'danger';
  testId: string;
  /** The login password is asked with the code (enrolling a device), under `children`. */
  askPassword?: boolean;
  /** The server refused that password (wrong, or the account is locked): shown under it. */
  passwordError?: string | null;
  /** The code without spaces; the password as typed ('' when not asked). */
  onSubmit(code: string, currentPassword: string): void;
  onCancel(): void;
  children?: ReactNode;
}

interface CodeValues {
  twoStepCode: string;
  currentPassword: string;
}
type CodeBody = { code: string; currentPassword?: string };

/** The route's schema (with the password when asked) on the code without its spaces. */
const codeSchema = (askPassword: boolean): z.ZodType<CodeBody, CodeValues> =>
  z
    .custom<CodeValues>()
    .transform(({ twoStepCode, currentPassword }) =>
      askPassword ? { code: cleanCode(twoStepCode), currentPassword } : { code: cleanCode(twoStepCode) },
    )
    .pipe(askPassword ? twoStepEnablePayloadSchema : twoStepCodePayloadSchema);

/** The form's own issues of the code box, worded by `security.twoStep.*`. */
const CODE_ISSUES = ['codeRequired', 'codeFormat'];

/** A code from the authenticator app (or a recovery code), with confirm and cancel. */
export function TwoStepCodeForm({
  accept,
  submitLabel,
  busy,
  error,
  tone = 'primary',
  testId,
  askPassword = false,
  passwordError,
  onSubmit,
  onCancel,
  children,
}: CodeFormProps) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const label = accept === 'totp' ? t('security.twoStep.code') : t('security.twoStep.codeOrRecovery');
  // The server's refusal of the password, on its box until the next check of it.
  const serverErrors = useMemo(
    () => (passwordError ? { currentPassword: { type: 'server', message: passwordError } } : undefined),
    [passwordError],
  );
  const form = useForm<CodeValues, unknown, CodeBody>({
    defaultValues: { twoStepCode: '', currentPassword: '' },
    errors: serverErrors,
    resolver: formResolver(
      codeSchema(askPassword),
      ({ twoStepCode, currentPassword }) => {
        const value = cleanCode(twoStepCode);
        const issues: FieldIssueCodes = {};
        if (!value) issues.twoStepCode = 'codeRequired';
        else if (accept === 'totp' && !TOTP_CODE.test(value)) issues.twoStepCode = 'codeFormat';
        if (askPassword && !currentPassword) issues.currentPassword = FieldIssue.REQUIRED;
        return issues;
      },
      { extraFirst: true },
    ),
  });

  const submit = ({ code, currentPassword = '' }: CodeBody) => {
    if (!busy) onSubmit(code, currentPassword);
  };

  return (
    <form
      className="auth-form security-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      data-testid={testId}
    >
      {children}
      {askPassword && <CurrentPasswordField control={form.control} />}
      <PlayerTextField
        control={form.control}
        name="twoStepCode"
        say={(code) => (CODE_ISSUES.includes(code) ? t(`security.twoStep.${code}`) : issueMessage(ta, code))}
        label={label}
        placeholder={accept === 'totp' ? '123456' : label}
        inputMode={accept === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={accept === 'totp' ? 7 : 32}
      />
      <FormAlert message={error} testId={`${testId}-error`} />
      <div className="security-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" variant={tone} disabled={busy} aria-busy={busy} data-testid={`${testId}-submit`}>
          {busy ? <Spinner size={18} label={t('security.saving')} /> : submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface SetupPanelProps {
  setup: TwoStepSetup;
  busy: boolean;
  error: string | null;
  /** The server refused the password (wrong, or the account is locked): shown under it. */
  passwordError?: string | null;
  onConfirm(payload: { code: string; currentPassword: string }): void;
  onCancel(): void;
}

/**
 * Setup: scan the QR code (or type the key), then confirm with the app's first code and the
 * login password (a signed-in session alone does not bind a device).
 */
export function TwoStepSetupPanel({ setup, busy, error, passwordError, onConfirm, onCancel }: SetupPanelProps) {
  const { t } = useTranslation('account');
  return (
    <div className="two-step-setup" data-testid="two-step-setup">
      <ol className="two-step-setup__steps">
        <li>
          <p>{t('security.twoStep.scan')}</p>
          <img
            className="two-step-setup__qr"
            src={setup.qrCode}
            alt={t('security.twoStep.qrAlt')}
            width={176}
            height={176}
            data-testid="two-step-qr"
          />
        </li>
        <li>
          <p>{t('security.twoStep.manual')}</p>
          <code className="two-step-setup__secret" data-testid="two-step-secret" data-secret={setup.secret}>
            {groupSecret(setup.secret)}
          </code>
        </li>
        <li>
          <TwoStepCodeForm
            accept="totp"
            submitLabel={t('security.twoStep.enable')}
            busy={busy}
            error={error}
            testId="two-step-enable"
            askPassword
            passwordError={passwordError}
            onSubmit={(code, currentPassword) => onConfirm({ code, currentPassword })}
            onCancel={onCancel}
          >
            <p>{t('security.twoStep.enterCode')}</p>
            <p className="security-card__hint">{t('security.stepUp.about')}</p>
          </TwoStepCodeForm>
        </li>
      </ol>
    </div>
  );
}

/** The recovery codes, shown once: copy them, download them as a .txt, then say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesFile(codes, t('security.recovery.fileHeading'));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard permission (an insecure page, a refused prompt): the codes stay on screen to copy by hand.
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="recovery-codes" data-testid="recovery-codes">
      <p className="recovery-codes__warning" role="alert">
        {t('security.recovery.once')}
      </p>
      <ul className="recovery-codes__list plain-list">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security-form__actions recovery-codes__actions">
        <Button size="sm" icon={<CopyIcon size={16} />} onClick={() => void copy()} data-testid="recovery-copy">
          {copied ? t('security.recovery.copied') : t('security.recovery.copy')}
        </Button>
        <Button size="sm" icon={<DownloadIcon size={16} />} onClick={download} data-testid="recovery-download">
          {t('security.recovery.download')}
        </Button>
        <Button variant="primary" onClick={onDone} data-testid="recovery-done">
          {t('security.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
