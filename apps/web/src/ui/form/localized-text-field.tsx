import type { FieldValues } from 'react-hook-form';
import { useKitField, type KitFieldProps } from './form-fields';
import { LocalizedTextInput, type LocalizedValue } from './localized-text-input';

/** A text in the six interface languages; its issue names the languages it concerns. */
export function LocalizedTextField<Values extends FieldValues>(
  props: Omit<KitFieldProps<Values>, 'label'> & { label: string; multiline?: boolean; maxLength?: number },
) {
  const { field, error } = useKitField(props);
  return (
    <>
      <LocalizedTextInput
        label={props.label}
        value={(field.value as LocalizedValue | undefined) ?? {}}
        onChange={field.onChange}
        multiline={props.multiline}
        maxLength={props.maxLength}
        testId={props.testId}
      />
      {error ? (
        <small className="admin-field__error">{error}</small>
      ) : (
        props.hint && <small className="admin-muted">{props.hint}</small>
      )}
    </>
  );
}
