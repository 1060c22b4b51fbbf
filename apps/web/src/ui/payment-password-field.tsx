import { TextField } from './form/text-field';

/**
 * A 6-digit payment password field: hidden, digits only (anything else typed is dropped), never
 * remembered by the browser unless it is a new one. The caller's namespace gives its texts.
 */
export function PaymentPasswordField({
  name = 'paymentPassword',
  label,
  placeholder,
  autoComplete = 'off',
  value,
  error,
  onChange,
}: {
  name?: string;
  label: string;
  placeholder: string;
  autoComplete?: 'off' | 'new-password';
  value: string;
  error?: string | null;
  onChange(value: string): void;
}) {
  return (
    <TextField
      name={name}
      type="password"
      label={label}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode="numeric"
      maxLength={6}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      error={error}
    />
  );
}
