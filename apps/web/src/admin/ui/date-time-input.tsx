import type { ComponentProps } from 'react';

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

function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
