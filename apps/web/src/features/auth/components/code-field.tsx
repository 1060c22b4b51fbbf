import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/shared/constants';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';
import { TextField } from '../../../ui/form/text-field';

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
