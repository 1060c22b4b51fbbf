import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'aria-invalid'> & {
  'data-testid'?: string;
  ref?: Ref<HTMLInputElement>;
};

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

/**
 * An AgentInput bound to react-hook-form by name: its issue code (from the shared schema, the
 * form's own rules or the server) worded by the form's `say`.
 */
export function AgentTextField<Values extends FieldValues>({
  control,
  name,
  say,
  ...input
}: Omit<InputProps, 'name' | 'value' | 'onBlur'> & {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  /** The sentence for an issue code; `type` tells a refusal the server worded itself. */
  say(code: string, type: string): string;
}) {
  const { field, fieldState } = useController({ control, name });
  const { message: code, type = '' } = fieldState.error ?? {};
  return (
    <AgentInput
      {...input}
      ref={field.ref}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      error={code ? say(code, type) : undefined}
      onBlur={field.onBlur}
      onValue={field.onChange}
    />
  );
}

/** The agent center's look for a form's last answer (FormOutcome). */
export const AGENT_OUTCOME = { failureClass: 'agent-error', doneClass: 'agent-done' } as const;
