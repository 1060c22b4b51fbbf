import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import { useStatus } from '../../features/system/api/get-status';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useUiStore } from '../stores/ui-store';
import { MessageDialog } from './message-dialog';
import { useShellActions } from './shell-actions';

interface DialogProps {
  open: boolean;
  onClose(): void;
}

/** Mobile registration: the generated account number first, then the success modal. */
export function AccountNumberDialog({ open }: DialogProps) {
  const { t } = useTranslation('auth');
  const username = useUiStore((s) => s.modalInfo.username) ?? '';
  const firstLogin = useUiStore((s) => s.modalInfo.firstLogin);
  return (
    <MessageDialog
      open={open}
      title={t('register.accountNumberTitle')}
      confirmLabel={t('register.accountNumberOk')}
      testId="account-number-dialog"
      onConfirm={() => useUiStore.getState().openModal('registerSuccess', { username, firstLogin })}
    >
      {t('register.accountNumber', { account: username })}
      <strong className="auth-message__account" data-testid="account-number">
        {username}
      </strong>
    </MessageDialog>
  );
}

/** Closes the dialog and opens the member center on the security center. */
function useOpenSecurityCenter() {
  const { openMemberCenter } = useShellActions();
  return () => {
    useUiStore.getState().closeModal();
    openMemberCenter('securityCenter');
  };
}

/** After a registration; on the first sign-in it also invites to secure the account (see use-sign-in). */
export function RegisterSuccessDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  const username = useUiStore((s) => s.modalInfo.username) ?? '';
  const firstLogin = useUiStore((s) => s.modalInfo.firstLogin);
  const secure = useOpenSecurityCenter();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('register.successTitle')}
      size="sm"
      showClose={false}
      testId="register-success"
      footer={
        <>
          {firstLogin && (
            <Button variant="ghost" onClick={secure} data-testid="register-success-secure">
              {t('firstLogin.secure')}
            </Button>
          )}
          <Button variant="primary" onClick={onClose} data-testid="register-success-ok">
            {t('register.successAction')}
          </Button>
        </>
      }
    >
      <p className="auth-message">{t('register.successMessage', { username })}</p>
      {firstLogin && (
        <p className="auth-message auth-message--more" data-testid="register-success-invite">
          {t('firstLogin.message')}
        </p>
      )}
    </Modal>
  );
}

/**
 * The first-login action (after a member's first sign-in): a welcome in the brand's name that
 * invites the player to secure the account, or to do it later.
 */
export function FirstLoginDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  const { data: status } = useStatus();
  const brand = status?.brand.name ?? DEFAULT_SETTINGS.brand.name;
  const secure = useOpenSecurityCenter();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('firstLogin.title', { brand })}
      size="sm"
      showClose={false}
      testId="first-login-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} data-testid="first-login-later">
            {t('firstLogin.later')}
          </Button>
          <Button variant="primary" onClick={secure} data-testid="first-login-secure">
            {t('firstLogin.secure')}
          </Button>
        </>
      }
    >
      <p className="auth-message">{t('firstLogin.message')}</p>
    </Modal>
  );
}

/** 'in_need_true_account': a trial account meets this instead of the feature. */
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

/**
 * ACCOUNT_FROZEN, at sign-in or on a session the freeze ended: what happened, the operator's
 * message when they left one, and how to reach support (e-mail and the help center, which a
 * signed-out player can open; the chat needs a session).
 */
export function AccountFrozenDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('auth');
  const message = useUiStore((s) => s.modalInfo.frozenMessage);
  const { data: status } = useStatus();
  const supportEmail = status?.brand.supportEmail ?? '';
  const help = () => {
    onClose();
    window.location.assign('/helpmc');
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('frozen.title')}
      size="sm"
      showClose={false}
      testId="account-frozen"
      footer={
        <>
          <Button variant="ghost" onClick={help} data-testid="account-frozen-help">
            {t('frozen.help')}
          </Button>
          <Button variant="primary" onClick={onClose} data-testid="account-frozen-ok">
            {t('trial.confirm')}
          </Button>
        </>
      }
    >
      <p className="auth-message">{t('frozen.message')}</p>
      {message && (
        <div className="auth-message auth-message--more" data-testid="account-frozen-reason">
          <strong>{t('frozen.reason')}</strong>
          <blockquote className="auth-frozen__reason">{message}</blockquote>
        </div>
      )}
      <p className="auth-message auth-message--more" data-testid="account-frozen-support">
        {supportEmail ? (
          <>
            {t('frozen.contact')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </>
        ) : (
          t('frozen.contactHelp')
        )}
      </p>
    </Modal>
  );
}
