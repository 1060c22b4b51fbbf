import type { FieldValues } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from './form-fields';

/** Text of a few lines (a reason, a note, instructions), three rows unless told. */
export function LongTextField<Values extends FieldValues>(
  props: KitFieldProps<Values> & { maxLength?: number; rows?: number },
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
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          data-testid={props.testId}
        />
      )}
    </FieldFrame>
  );
}
