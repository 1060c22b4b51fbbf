import type { FieldValues } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from './form-fields';

/**
 * A filter bar's search box or day, bound to the bar's small form: what it holds applies with the
 * bar's Search. `error` is a check the bar makes as it is typed (a range the wrong way round).
 */
export function FilterField<Values extends FieldValues>(
  props: KitFieldProps<Values> & {
    type: 'search' | 'date';
    min?: string;
    maxLength?: number;
    placeholder?: string;
    error?: string;
  },
) {
  const { field, error } = useKitField(props);
  return (
    <FieldFrame label={props.label} hint={props.hint} error={props.error ?? error}>
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          name={field.name}
          type={props.type}
          min={props.min}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          data-testid={props.testId}
        />
      )}
    </FieldFrame>
  );
}
