import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/shared/constants';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';
import { TextField } from '../../../ui/form/text-field';
import { PlayerTextField, type PlayerFieldProps } from '../../../ui/form/player-fields';

type CodeFieldProps = SendCodeButtonProps & {
  value: string;
  error?: string | null;
  onChange(value: string): void;
};

/** The SMS verification code input with its send button inside. */
export function CodeField({ value, error, onChange, ...sender }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name="verificationCode"
      label={t('fields.verificationCode')}
      placeholder={`* ${t('fields.verificationCode')}`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      value={value}
      error={error}
      onChange={onChange}
      suffix={<SendCodeButton {...sender} />}
    />
  );
}

type BoundCodeFieldProps<Values extends FieldValues> = SendCodeButtonProps &
  Pick<PlayerFieldProps<Values>, 'control' | 'say'> & {
    /** The form's field for the code: `verificationCode` unless told. */
    name?: FieldPath<Values>;
  };

/** The same code box and send button, bound to a react-hook-form form by name. */
export function FormCodeField<Values extends FieldValues>({
  control,
  name = 'verificationCode' as FieldPath<Values>,
  say,
  ...sender
}: BoundCodeFieldProps<Values>) {
  const { t } = useTranslation('auth');
  return (
    <PlayerTextField
      control={control}
      name={name}
      say={say}
      label={t('fields.verificationCode')}
      placeholder={`* ${t('fields.verificationCode')}`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      suffix={<SendCodeButton {...(sender as SendCodeButtonProps)} />}
    />
  );
}
