import { useNavigate } from 'react-router';
import { useSessionStore } from '../stores/session-store';
import { useUiStore, type MemberCenterPage } from '../stores/ui-store';

/**
 * What the header and side menu buttons do, in one place. The accounts issue swaps the route
 * navigations for the login/register popup and the free-play call; the member center issue renders
 * the overlay `openMemberCenter` asks for. Protected actions send a visitor to log in first
 * (spec section 6: an unauthenticated protected action opens the login popup).
 */
export function useShellActions() {
  const navigate = useNavigate();

  const openLogin = () => {
    void navigate('/login');
  };

  return {
    openLogin,
    openRegister() {
      void navigate('/register');
    },
    startFreePlay() {
      void navigate('/login');
    },
    openMemberCenter(page: MemberCenterPage) {
      if (!useSessionStore.getState().token) return openLogin();
      useUiStore.getState().openMemberCenter(page);
    },
    openAgentCenter() {
      if (!useSessionStore.getState().token) return openLogin();
      useUiStore.getState().setAgentCenterOpen(true);
    },
    toggleChat() {
      if (!useSessionStore.getState().token) return openLogin();
      useUiStore.getState().toggleChat();
    },
    /** Logout asks first (spec section 4); the dialog then calls `logOut`. */
    confirmLogout() {
      useUiStore.getState().openModal('logout');
    },
    logOut() {
      // The server logout call (DELETE /wps/session/logout) comes with the accounts issue.
      useSessionStore.getState().clear();
      useUiStore.getState().closeModal();
      useUiStore.getState().closeMemberCenter();
      useUiStore.getState().setAgentCenterOpen(false);
      void navigate('/');
    },
  };
}
