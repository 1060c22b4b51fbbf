import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { DecisionDialog as QueueDecisionDialog } from '../ui/decision-dialog';
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
  const submit = () => {
    setTried(true);
    if (!missing) onConfirm(text.trim());
  };
  return (
    <QueueDecisionDialog
      title={title}
      decision={tone === 'danger' ? 'reject' : 'approve'}
      confirmLabel={confirmLabel}
      className="money-dialog"
      onClose={onClose}
      onSubmit={submit}
      pending={busy}
      error={error ? (error instanceof ApiError && error.message ? error.message : ta('failed')) : null}
      testId={testId}
      errorTestId={`${testId}-error`}
      confirmTestId={`${testId}-confirm`}
    >
      <p>{message}</p>
      <TextAreaField
        label={textLabel}
        error={tried && missing ? t('dialog.required') : undefined}
        hint={t('dialog.length', { used: text.length, max: REASON_MAX })}
        maxLength={REASON_MAX}
        value={text}
        onChange={setText}
        testId={`${testId}-text`}
      />
    </QueueDecisionDialog>
  );
}
