import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../features/auth/api/logout';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { Modal } from '../../ui/modal';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import './auth-modal.css';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** Ends this sign-in here and on the server; a failed call still forgets it locally. */
async function endSession() {
  await logout().catch(() => undefined);
  useSessionStore.getState().clear();
}

/**
 * The forced change after a password login with an expired or default password.
 * Leaving it signs out; after a change the login popup shows again for the new password.
 */
export default function ChangePasswordModal({ open }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const reason = useUiStore((s) => s.modalInfo.passwordReason);
  const queryClient = useQueryClient();

  const leave = async () => {
    useUiStore.getState().closeModal();
    await endSession();
    queryClient.removeQueries({ queryKey: QUERY_ROOTS.memberInfo });
  };

  return (
    <Modal
      open={open}
      onClose={() => void leave()}
      closeOnBackdrop={false}
      title={t('changePassword.title')}
      size="sm"
      className="auth-modal"
      testId="change-password-modal"
    >
      {reason ? (
        <p className="auth-form__hint" data-testid="change-password-reason">
          {t(reason === 'expired' ? 'changePassword.expired' : 'changePassword.default')}
        </p>
      ) : null}
      <ChangePasswordForm
        onChanged={() => {
          void endSession().then(() => {
            queryClient.removeQueries({ queryKey: QUERY_ROOTS.memberInfo });
            useUiStore.getState().openModal('login', { loginNotice: t('changePassword.done') });
          });
        }}
      />
    </Modal>
  );
}
