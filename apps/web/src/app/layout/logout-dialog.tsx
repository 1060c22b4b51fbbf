import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useShellActions } from './shell-actions';

/** "Log out?" (spec section 4, Logout): confirming clears the session and goes home. */
export default function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('common');
  const { logOut } = useShellActions();
  return (
    <ConfirmDialog
      open={open}
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('actions.cancel')}
      tone="danger"
      onConfirm={logOut}
      onCancel={onClose}
    />
  );
}
