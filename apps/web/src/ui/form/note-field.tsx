import type { FieldValues } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from './form-fields';

/** A few lines of free text (a note, a reason) bound by name; three rows unless told. */
export function NoteField<Values extends FieldValues>(
  props: KitFieldProps<Values> & { rows?: number; maxLength?: number },
) {
  const { field, error } = useKitField(props);
  return (
    <FieldFrame label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          ref={field.ref}
          name={field.name}
          rows={props.rows ?? 3}
          maxLength={props.maxLength}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          data-testid={props.testId}
        />
      )}
    </FieldFrame>
  );
}
