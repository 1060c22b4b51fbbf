import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import { REASON_MAX_LENGTH } from '@portal/shared/contracts/member-admin';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ApiError } from '../../lib/api-client';
import { TextAreaField } from '../ui/text-area-field';
import { useHolds } from './members-api';

/**
 * The frame of every action on a member: what will happen, the fields, a note when the
 * operator's roles do not allow it (the server refuses; the refusal is shown), the server's
 * error, and confirm / cancel. The confirm button waits while the call runs.
 */
export function ActionDialog({
  title,
  description,
  roles,
  tone = 'primary',
  confirmLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
  testId,
}: {
  title: string;
  description: ReactNode;
  roles: readonly OperatorRole[];
  tone?: 'primary' | 'danger';
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('admin-members');
  const { t: ta } = useTranslation('admin');
  const allowed = useHolds(roles);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal open onClose={onClose} title={title} testId={testId} draggable={false}>
      <form className="members-dialog" onSubmit={submit} noValidate>
        <p className="members-dialog__description">{description}</p>
        {!allowed && (
          <p className="admin-muted members-dialog__roles" data-testid="action-needs-role">
            {t('dialog.needsRole', { roles: roles.map((role) => ta(`roles.${role}`)).join(', ') })}
          </p>
        )}
        {children}
        {error ? (
          <p className="admin-error" role="alert" data-testid="action-error">
            {error instanceof ApiError ? error.message : ta('failed')}
          </p>
        ) : null}
        <div className="admin-actions members-dialog__actions">
          <Button onClick={onClose} variant="ghost" data-testid="action-cancel">
            {ta('actions.cancel')}
          </Button>
          <Button type="submit" variant={tone} disabled={busy} data-testid="action-confirm">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The reason every action asks for: required, at most REASON_MAX_LENGTH characters. */
export function ReasonField({
  value,
  onChange,
  showError,
}: {
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}) {
  const { t } = useTranslation('admin-members');
  return (
    <TextAreaField
      label={t('dialog.reason')}
      hint={t('dialog.reasonHint')}
      error={showError && value.trim() === '' ? t('dialog.required') : undefined}
      maxLength={REASON_MAX_LENGTH}
      value={value}
      onChange={onChange}
      testId="action-reason"
    />
  );
}

/**
 * The reason of an action and whether the operator tried to confirm: `field` goes to a
 * ReasonField, `attempt()` marks the try and says whether a reason was given.
 */
export function useReason() {
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  return {
    text: value.trim(),
    tried,
    field: { value, onChange: setValue, showError: tried },
    attempt: () => {
      setTried(true);
      return value.trim() !== '';
    },
  };
}
