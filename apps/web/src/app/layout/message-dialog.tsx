import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import './auth-modal.css';

interface MessageDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  testId: string;
}

/** A message with one confirm button; Escape and the backdrop confirm too. */
export function MessageDialog({ open, title, children, confirmLabel, onConfirm, testId }: MessageDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onConfirm}
      title={title}
      size="sm"
      showClose={false}
      testId={testId}
      footer={
        <Button variant="primary" onClick={onConfirm} data-testid={`${testId}-ok`}>
          {confirmLabel}
        </Button>
      }
    >
      <div className="auth-message">{children}</div>
    </Modal>
  );
}
