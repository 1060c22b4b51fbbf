import { useId, type InputHTMLAttributes } from 'react';
import '../../../ui/patterns.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'aria-invalid'> & { 'data-testid'?: string };

/**
 * A labelled input of the agent center's forms. The rule it must meet shows under it (not as a
 * placeholder, which a phone cuts off and typing hides); an error takes its place and marks it invalid.
 */
export function AgentInput({
  label,
  hint,
  error,
  onValue,
  ...input
}: InputProps & { label: string; hint?: string; error?: string; onValue(value: string): void }) {
  const noteId = useId();
  const note = error ?? hint;
  return (
    <label className="agent-field">
      <span>{label}</span>
      <input
        className="sunken-input"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {note ? (
        <small
          id={noteId}
          className={error ? 'agent-error' : 'agent-hint'}
          data-testid={input['data-testid'] && `${input['data-testid']}-note`}
        >
          {note}
        </small>
      ) : null}
    </label>
  );
}
