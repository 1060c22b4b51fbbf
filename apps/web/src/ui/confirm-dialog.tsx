import type { ReactNode } from 'react';
import { Modal } from './modal';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  tone?: 'primary' | 'danger';
  busy?: boolean;
}

/** A yes/no question on the modal wrapper; Escape and the backdrop count as "no". */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      showClose={false}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} data-testid="confirm-cancel">
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="confirm-dialog__message">{message}</p>
    </Modal>
  );
}
