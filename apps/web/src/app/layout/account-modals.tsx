import { useState } from 'react';
import { useUiStore, type ShellModal } from '../stores/ui-store';
import AuthModal from './auth-modal';
import ChangePasswordModal from './change-password-modal';
import ForgotPasswordModal from './forgot-password-modal';
import {
  AccountFrozenDialog,
  AccountNumberDialog,
  FirstLoginDialog,
  NoticeDialog,
  RegisterSuccessDialog,
  TrialWarningDialog,
} from './account-dialogs';

/**
 * The sign-in modals (login/register popup, forced password change, account number, register
 * success, first-login welcome, trial warning, notices). Each stays mounted once opened so its closing animation plays;
 * the popup's two tabs are one dialog, so switching tabs never closes and reopens it.
 */
export default function AccountModals() {
  const modal = useUiStore((s) => s.modal);
  const close = useUiStore((s) => s.closeModal);
  const current: ShellModal | null = modal === 'register' ? 'login' : modal;
  const [opened, setOpened] = useState<readonly ShellModal[]>([]);
  if (current && !opened.includes(current)) setOpened([...opened, current]);
  const props = (name: ShellModal) => ({ open: current === name, onClose: close });

  return (
    <>
      {opened.includes('login') && <AuthModal {...props('login')} />}
      {opened.includes('forgotPassword') && <ForgotPasswordModal {...props('forgotPassword')} />}
      {opened.includes('changePassword') && <ChangePasswordModal {...props('changePassword')} />}
      {opened.includes('accountNumber') && <AccountNumberDialog {...props('accountNumber')} />}
      {opened.includes('registerSuccess') && <RegisterSuccessDialog {...props('registerSuccess')} />}
      {opened.includes('trialWarning') && <TrialWarningDialog {...props('trialWarning')} />}
      {opened.includes('notice') && <NoticeDialog {...props('notice')} />}
      {opened.includes('firstLogin') && <FirstLoginDialog {...props('firstLogin')} />}
      {opened.includes('accountFrozen') && <AccountFrozenDialog {...props('accountFrozen')} />}
    </>
  );
}
