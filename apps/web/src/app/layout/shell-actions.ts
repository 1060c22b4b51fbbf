import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { logout } from '../../features/auth/api/logout';
import { isAgentType, isTrialAccount, useSessionStore } from '../stores/session-store';
import { FIRST_AGENT_PAGE, type AgentPage } from '../../features/agents/lib/pages';
import { useUiStore, type MemberCenterPage } from '../stores/ui-store';
import { useSignIn } from './use-sign-in';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** Where a protected action stops: a visitor logs in first, a trial account is told to register. */
function blocked(openLogin: () => void): boolean {
  const { token, agentType } = useSessionStore.getState();
  if (!token) {
    openLogin();
    return true;
  }
  if (isTrialAccount(agentType)) {
    useUiStore.getState().openModal('trialWarning');
    return true;
  }
  return false;
}

/**
 * What the header and side menu buttons do, in one place. Login and register open the popup;
 * the member center issue renders the overlay `openMemberCenter` asks for.
 */
export function useShellActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();

  const openLogin = () => {
    useUiStore.getState().openModal('login');
  };

  return {
    openLogin,
    openRegister() {
      useUiStore.getState().openModal('register');
    },
    async startFreePlay() {
      try {
        // The encrypting code (jose) is fetched only now, never with the shell.
        const { freePlay } = await import('../../features/auth/api/free-play');
        signIn(await freePlay(queryClient), 'freePlay');
      } catch (error) {
        await i18n.loadNamespaces('auth');
        const message = (error as Error).message || i18n.t('auth:errors.network');
        useUiStore.getState().openModal('notice', { notice: { title: i18n.t('auth:freePlay.failedTitle'), message } });
      }
    },
    openMemberCenter(page: MemberCenterPage) {
      if (blocked(openLogin)) return;
      useUiStore.getState().openMemberCenter(page);
    },
    /** The agent center (agent types only; the header shows the button to them alone). */
    openAgentCenter(page: AgentPage = FIRST_AGENT_PAGE) {
      if (blocked(openLogin)) return;
      if (!isAgentType(useSessionStore.getState().agentType)) return;
      useUiStore.getState().openAgentCenter(page);
    },
    toggleChat() {
      if (blocked(openLogin)) return;
      useUiStore.getState().toggleChat();
    },
    /** Logout asks first; the dialog then calls `logOut`. */
    confirmLogout() {
      useUiStore.getState().openModal('logout');
    },
    async logOut() {
      try {
        await logout();
      } catch {
        // The server could not be reached: the session is still forgotten here, as the person asked.
      }
      useSessionStore.getState().clear();
      queryClient.removeQueries({ queryKey: QUERY_ROOTS.memberInfo });
      useUiStore.getState().closeModal();
      useUiStore.getState().closeMemberCenter();
      useUiStore.getState().closeAgentCenter();
      void navigate('/');
    },
  };
}
