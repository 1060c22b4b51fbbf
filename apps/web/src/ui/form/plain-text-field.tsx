import type { FieldValues } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from './form-fields';

/**
 * Text kept as it is typed, bound by name: a filter's search box or day, or a few lines of free
 * text (`note`: a note, a reason; three rows unless told). `error` is a check the form makes as it
 * is typed (a range the wrong way round), beside the field's own issue.
 */
export function PlainTextField<Values extends FieldValues>(
  props: KitFieldProps<Values> & {
    type: 'search' | 'date' | 'note';
    rows?: number;
    min?: string;
    maxLength?: number;
    placeholder?: string;
    error?: string;
  },
) {
  const { field, error } = useKitField(props);
  const box = {
    ref: field.ref,
    name: field.name,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    'data-testid': props.testId,
  };
  return (
    <FieldFrame label={props.label} hint={props.hint} error={props.error ?? error}>
      {(aria) =>
        props.type === 'note' ? (
          <textarea {...aria} {...box} rows={props.rows ?? 3} />
        ) : (
          <input {...aria} {...box} type={props.type} min={props.min} />
        )
      }
    </FieldFrame>
  );
}
