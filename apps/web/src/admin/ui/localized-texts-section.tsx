import { Fragment, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { KitFieldProps } from '../../ui/form/form-fields';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import { EditorSection } from './editor-shell';

/** One six-language text of an editor: its field, its longest length, and a line under it. */
export interface LocalizedTextSpec<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: string;
  maxLength: number;
  multiline?: boolean;
  testId: string;
  /** Said under the field (how the text is written: Markdown). */
  note?: ReactNode;
}

/** An editor's section of texts in the six languages (a title, a description...), one field each. */
export function LocalizedTextsSection<Values extends FieldValues>({
  control,
  title,
  fields,
}: {
  control: KitFieldProps<Values>['control'];
  title: string;
  fields: readonly LocalizedTextSpec<Values>[];
}) {
  return (
    <EditorSection title={title}>
      {fields.map(({ note, ...field }) => (
        <Fragment key={field.name}>
          <LocalizedTextField control={control} {...field} />
          {note && <small className="admin-muted">{note}</small>}
        </Fragment>
      ))}
    </EditorSection>
  );
}
