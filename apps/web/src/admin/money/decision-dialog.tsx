import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextAreaField } from '../ui/text-area-field';

/** The longest note or reason the money calls take. */
export const REASON_MAX = 500;

/**
 * Confirms a decision on a money record, with a text the operator writes: a reason (required to
 * reject) or a note (optional to approve). The confirm button waits while the call runs; the
 * server's refusal is shown in the dialog.
 */
export function DecisionDialog({
  title,
  message,
  textLabel,
  required,
  tone = 'primary',
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  message: ReactNode;
  textLabel: string;
  required: boolean;
  tone?: 'primary' | 'danger';
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: (text: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('admin-money');
  const { t: ta } = useTranslation('admin');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missing = required && !text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing && !busy) onConfirm(text.trim());
  };
  return (
    <Modal open onClose={onClose} title={title} testId={testId} draggable={false} size="sm">
      <form className="money-dialog" onSubmit={submit} noValidate>
        <p className="money-dialog__message">{message}</p>
        <TextAreaField
          label={textLabel}
          error={tried && missing ? t('dialog.required') : undefined}
          hint={t('dialog.length', { used: text.length, max: REASON_MAX })}
          maxLength={REASON_MAX}
          value={text}
          onChange={setText}
          testId={`${testId}-text`}
        />
        {error ? (
          <p className="admin-error" role="alert" data-testid={`${testId}-error`}>
            {error instanceof ApiError && error.message ? error.message : ta('failed')}
          </p>
        ) : null}
        <div className="admin-actions money-dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {ta('actions.cancel')}
          </Button>
          <Button type="submit" variant={tone} disabled={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
