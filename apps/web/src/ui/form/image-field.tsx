import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame, useKitField, type KitFieldProps } from './form-fields';

/** A picture to upload: the field holds the chosen File (or null) until the form saves it. */
export function ImageField<Values extends FieldValues>(props: KitFieldProps<Values> & { accept: string }) {
  const { field, error } = useKitField(props);
  return (
    <FieldFrame label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          ref={field.ref}
          type="file"
          name={field.name}
          accept={props.accept}
          onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          onBlur={field.onBlur}
          data-testid={props.testId}
        />
      )}
    </FieldFrame>
  );
}

/** A chosen file as an address the page can show, released when the file changes or the form closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
