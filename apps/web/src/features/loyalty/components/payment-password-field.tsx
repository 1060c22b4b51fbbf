import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-field';

/** The 6-digit payment password, as the withdrawal asks for it: digits only, hidden, never remembered. */
export function PaymentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('loyalty');
  return (
    <TextField
      name="paymentPassword"
      type="password"
      label={t('password.label')}
      placeholder={`* ${t('password.rule')}`}
      autoComplete="off"
      inputMode="numeric"
      maxLength={6}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      error={error}
    />
  );
}
