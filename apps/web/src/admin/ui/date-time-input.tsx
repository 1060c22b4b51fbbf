import type { ComponentProps } from 'react';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

/**
 * A date and time in the operator's time zone (what datetime-local shows) for an ISO instant (what
 * the API takes); an empty or unreadable field is no time at all. Other input props (the id and
 * description `Field` gives, a test id) pass through.
 */
export function DateTimeInput({
  value,
  onChange,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (iso: string | null) => void;
}) {
  return (
    <input
      {...input}
      type="datetime-local"
      value={toLocalInput(value)}
      onChange={(event) => onChange(fromLocalInput(event.target.value))}
    />
  );
}
