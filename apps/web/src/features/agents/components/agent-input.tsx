import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'aria-invalid'> & { 'data-testid'?: string };

/** A labelled input of the agent center's forms; its error shows under it and marks it invalid. */
export function AgentInput({
  label,
  error,
  onValue,
  ...input
}: InputProps & { label: string; error?: string; onValue(value: string): void }) {
  return (
    <label className="agent-field">
      <span>{label}</span>
      <input {...input} aria-invalid={error ? true : undefined} onChange={(e) => onValue(e.target.value)} />
      {error ? <small className="agent-error">{error}</small> : null}
    </label>
  );
}
