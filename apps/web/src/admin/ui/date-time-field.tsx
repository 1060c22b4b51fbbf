import type { FieldValues } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from '../../ui/form/form-fields';
import { DateTimeInput } from './date-time-input';

/** The form kit's date and time: an ISO instant (or null) shown in the operator's time zone. */
export function DateTimeField<Values extends FieldValues>(props: KitFieldProps<Values>) {
  const { field, error } = useKitField(props);
  return (
    <FieldFrame label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <DateTimeInput
          {...aria}
          name={field.name}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          data-testid={props.testId}
        />
      )}
    </FieldFrame>
  );
}
