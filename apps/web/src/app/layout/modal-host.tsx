import { lazy, Suspense, useState } from 'react';
import { withTimeout } from '../lazy-page';
import { useUiStore, type ShellModal } from '../stores/ui-store';

// Each modal is its own chunk, fetched the first time it opens (the sign-in ones carry the encryption).
const DownloadModal = lazy(() => withTimeout(() => import('./download-modal')));
const LogoutDialog = lazy(() => withTimeout(() => import('./logout-dialog')));
const AnnouncementsModal = lazy(() => withTimeout(() => import('./announcements-modal')));
const AuthModal = lazy(() => withTimeout(() => import('./auth-modal')));
const ChangePasswordModal = lazy(() => withTimeout(() => import('./change-password-modal')));
const accountDialogs = () => withTimeout(() => import('./account-dialogs'));
const AccountNumberDialog = lazy(() => accountDialogs().then((m) => ({ default: m.AccountNumberDialog })));
const RegisterSuccessDialog = lazy(() => accountDialogs().then((m) => ({ default: m.RegisterSuccessDialog })));
const TrialWarningDialog = lazy(() => accountDialogs().then((m) => ({ default: m.TrialWarningDialog })));
const NoticeDialog = lazy(() => accountDialogs().then((m) => ({ default: m.NoticeDialog })));

/** The popup's two tabs are one dialog: switching tabs must not close and reopen it. */
const asOpened = (modal: ShellModal): ShellModal => (modal === 'register' ? 'login' : modal);

/**
 * Renders the shell's modals named by the ui store. A modal stays mounted once opened so its
 * closing animation plays and reopening needs no new chunk.
 */
export function ModalHost() {
  const modal = useUiStore((s) => s.modal);
  const close = useUiStore((s) => s.closeModal);
  const [opened, setOpened] = useState<readonly ShellModal[]>([]);
  const current = modal && asOpened(modal);
  if (current && !opened.includes(current)) setOpened([...opened, current]);
  const props = (name: ShellModal) => ({ open: current === name, onClose: close });

  return (
    <Suspense fallback={null}>
      {opened.includes('download') && <DownloadModal {...props('download')} />}
      {opened.includes('logout') && <LogoutDialog {...props('logout')} />}
      {opened.includes('announcements') && <AnnouncementsModal {...props('announcements')} />}
      {opened.includes('login') && <AuthModal {...props('login')} />}
      {opened.includes('changePassword') && <ChangePasswordModal {...props('changePassword')} />}
      {opened.includes('accountNumber') && <AccountNumberDialog {...props('accountNumber')} />}
      {opened.includes('registerSuccess') && <RegisterSuccessDialog {...props('registerSuccess')} />}
      {opened.includes('trialWarning') && <TrialWarningDialog {...props('trialWarning')} />}
      {opened.includes('notice') && <NoticeDialog {...props('notice')} />}
    </Suspense>
  );
}
