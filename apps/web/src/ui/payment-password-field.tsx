import type { FieldPath, FieldValues } from 'react-hook-form';
import { PlayerTextField, type PlayerFieldProps } from './form/player-fields';

/** What a payment password box keeps of the typed text: the digits, six at most. */
export const paymentPasswordDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * A 6-digit payment password field of a react-hook-form form: hidden, digits only (anything else
 * typed is dropped), never remembered by the browser unless it is a new one. The caller's
 * namespace gives its texts; `say` words its issue codes.
 */
export function PaymentPasswordField<Values extends FieldValues>({
  control,
  name = 'paymentPassword' as FieldPath<Values>,
  label,
  placeholder,
  autoComplete = 'off',
  say,
}: Pick<PlayerFieldProps<Values>, 'control' | 'label' | 'placeholder' | 'say'> & {
  name?: FieldPath<Values>;
  autoComplete?: 'off' | 'new-password';
}) {
  return (
    <PlayerTextField
      control={control}
      name={name}
      type="password"
      label={label}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode="numeric"
      maxLength={6}
      normalize={paymentPasswordDigits}
      say={say}
    />
  );
}
