import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { KitFieldProps } from './form-fields';
import './form.css';

/**
 * A choice of the form kit in the player site's look (the text field's box and label), bound to
 * react-hook-form by name; `text` words an option, `onPick` hears the member's choice.
 */
export function PlayerSelect<Values extends FieldValues, Value extends string>({
  control,
  name,
  label,
  options,
  text = (option) => option,
  onPick,
  testId,
}: {
  control: KitFieldProps<Values>['control'];
  name: FieldPath<Values>;
  label: string;
  options: readonly Value[];
  text?: (option: Value) => string;
  onPick?(value: Value): void;
  testId?: string;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <div className="auth-field" data-invalid={fieldState.error ? 'true' : undefined}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__box">
        <select
          id={id}
          ref={field.ref}
          name={field.name}
          className="auth-field__input"
          value={field.value as Value}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPick?.(event.target.value as Value);
          }}
          onBlur={field.onBlur}
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {text(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
