import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useShellActions } from './shell-actions';

/** "Log out?": confirming ends the session on the server and goes home. */
export default function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('common');
  const { logOut } = useShellActions();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('actions.cancel')}
      tone="danger"
      busy={busy}
      onConfirm={() => {
        setBusy(true);
        void logOut().finally(() => setBusy(false));
      }}
      onCancel={onClose}
    />
  );
}
