import type { FormEvent, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { TextField, type KitFieldProps } from '../../ui/form/form-fields';
import { Modal } from '../../ui/modal';
import { failureText } from './settings-lists';

/**
 * The frame of a settings editor (a payment channel, a game provider, a social provider, a
 * vendor): a large dialog with its form, the server's refusal and Cancel / Save at the bottom.
 */
export function SettingsFormDialog({
  title,
  testId,
  onClose,
  onSubmit,
  saving,
  error,
  errorTestId,
  saveTestId,
  cancelLabel,
  children,
  after,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  error: Error | null;
  errorTestId?: string;
  saveTestId: string;
  /** "Cancel" unless the dialog also holds changes saved on their own (then "Close"). */
  cancelLabel?: string;
  children: ReactNode;
  /** What the dialog shows below the form, outside it. */
  after?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal open onClose={onClose} size="lg" title={title} testId={testId}>
      <form className="settings-form" noValidate onSubmit={onSubmit}>
        {children}
        <FailureText error={error} testId={errorTestId} />
        <div className="admin-actions settings-form__actions">
          <Button onClick={onClose}>{cancelLabel ?? t('actions.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={saving} data-testid={saveTestId}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
      {after}
    </Modal>
  );
}

/** A settings call's refusal in the server's words (or the console's own), once there is one. */
export function FailureText({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation('admin');
  if (!error) return null;
  return (
    <p className="admin-error" role="alert" data-testid={testId}>
      {failureText(error, t('failed'))}
    </p>
  );
}

/**
 * A settings editor's text boxes: bound to its form, nothing filled in by the browser, a secret
 * hidden; each box's test id is the editor's prefix and the field's name (or `testId`).
 */
export function editorTextBoxes<Values extends FieldValues>(control: KitFieldProps<Values>['control'], prefix: string) {
  return (name: FieldPath<Values>, label: string, extra: { hint?: string; secret?: boolean; testId?: string } = {}) => (
    <TextField
      control={control}
      name={name}
      label={label}
      hint={extra.hint}
      type={extra.secret ? 'password' : undefined}
      autoComplete="off"
      testId={`${prefix}-${extra.testId ?? name}`}
    />
  );
}
