import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { Decision } from './decision-buttons';
import './list-tab.css';

/**
 * A queue's approve / reject dialog: what the decision does (`children`), why it failed, and
 * cancel beside the confirm button, red for a rejection (worded Approve or Reject unless
 * `confirmLabel` names it otherwise).
 */
export function DecisionDialog({
  title,
  decision,
  onClose,
  onSubmit,
  pending,
  error,
  testId,
  errorTestId,
  confirmTestId,
  confirmLabel,
  className,
  children,
}: {
  title: string;
  decision: Decision;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: ReactNode;
  testId: string;
  errorTestId: string;
  confirmTestId: string;
  confirmLabel?: string;
  /** The form's own class beside `admin-decision`. */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const approving = decision === 'approve';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Modal open onClose={onClose} title={title} size="sm" draggable={false} testId={testId}>
      <form className={className ? `admin-decision ${className}` : 'admin-decision'} onSubmit={submit} noValidate>
        {children}
        {error && (
          <p className="admin-error" role="alert" data-testid={errorTestId}>
            {error}
          </p>
        )}
        <div className="admin-actions admin-decision__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant={approving ? 'primary' : 'danger'}
            disabled={pending}
            data-testid={confirmTestId}
          >
            {confirmLabel ?? t(approving ? 'actions.approve' : 'actions.reject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
