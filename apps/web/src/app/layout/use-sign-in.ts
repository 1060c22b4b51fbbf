import { useNavigate } from 'react-router';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { useFlags } from '../../features/system/api/get-status';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { modalAfterSignIn, type SignInWay } from './after-sign-in';

/**
 * What every sign-in ends with: the session saved (token, isAgent, username), the popup closed and
 * home shown, or the modal `modalAfterSignIn` names; the header then loads the member info for
 * the new token. A forced password change keeps the page where it is.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { memberCenterOverlay } = useFlags();
  // `to`: a social sign-in returns to the page it began on, replacing /social/complete in history.
  return (value: LoginValue, way: SignInWay, to = '/') => {
    useSessionStore.getState().signIn({
      token: value.token,
      username: value.username,
      agentType: value.type,
      remember: value.rememberMe,
    });
    const ui = useUiStore.getState();
    const next = modalAfterSignIn(value, way, memberCenterOverlay);
    if (next?.modal !== 'changePassword') void navigate(to, { replace: way === 'social' });
    if (next) ui.openModal(next.modal, next.info);
    else ui.closeModal();
  };
}
