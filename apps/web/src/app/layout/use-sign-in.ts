import { useNavigate } from 'react-router';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';

export type SignInWay = 'password' | 'sms' | 'register' | 'mobileRegister' | 'freePlay';

/**
 * What every sign-in ends with (spec section 4): the session saved (token, isAgent, username), the
 * popup closed and home shown; the header then loads the member info for the new token. A password
 * login with an expired or default password shows the change-password modal instead.
 */
export function useSignIn() {
  const navigate = useNavigate();
  return (value: LoginValue, way: SignInWay) => {
    useSessionStore.getState().signIn({ token: value.token, username: value.username, agentType: value.type });
    const ui = useUiStore.getState();
    if (way === 'password' && (value.passwordExpired || value.forceChangePassword)) {
      ui.openModal('changePassword', { passwordReason: value.passwordExpired ? 'expired' : 'default' });
      return;
    }
    void navigate('/');
    if (way === 'mobileRegister') ui.openModal('accountNumber', { username: value.username });
    else if (way === 'register') ui.openModal('registerSuccess', { username: value.username });
    else ui.closeModal();
  };
}
