import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';
import { MessageDialog } from './message-dialog';

interface DialogProps {
  open: boolean;
  onClose(): void;
}

/** Mobile registration (spec section 4): the generated account number first, then the success modal. */
export function AccountNumberDialog({ open }: DialogProps) {
  const { t } = useTranslation('auth');
  const username = useUiStore((s) => s.modalInfo.username) ?? '';
  return (
    <MessageDialog
      open={open}
      title={t('register.accountNumberTitle')}
      confirmLabel={t('register.accountNumberOk')}
      testId="account-number-dialog"
      onConfirm={() => useUiStore.getState().openModal('registerSuccess', { username })}
    >
      {t('register.accountNumber', { account: username })}
      <strong className="auth-message__account" data-testid="account-number">
        {username}
      </strong>
    </MessageDialog>
  );
}

export function RegisterSuccessDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  const username = useUiStore((s) => s.modalInfo.username) ?? '';
  return (
    <MessageDialog
      open={open}
      title={t('register.successTitle')}
      confirmLabel={t('register.successAction')}
      testId="register-success"
      onConfirm={onClose}
    >
      {t('register.successMessage', { username })}
    </MessageDialog>
  );
}

/** 'in_need_true_account' (spec sections 6 and 8): a trial account meets this instead of the feature. */
export function TrialWarningDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  return (
    <MessageDialog
      open={open}
      title={t('trial.title')}
      confirmLabel={t('trial.confirm')}
      testId="trial-warning"
      onConfirm={onClose}
    >
      {t('trial.message')}
    </MessageDialog>
  );
}

export function NoticeDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  const notice = useUiStore((s) => s.modalInfo.notice);
  return (
    <MessageDialog
      open={open}
      title={notice?.title ?? ''}
      confirmLabel={t('trial.confirm')}
      testId="notice-dialog"
      onConfirm={onClose}
    >
      {notice?.message}
    </MessageDialog>
  );
}
