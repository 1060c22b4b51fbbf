import { create } from 'zustand';
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { MemberCenterPage } from '../../features/member-center/lib/entries';
import type { AgentPage } from '../../features/agents/lib/pages';
import { onAccountFrozen, onPasswordChangeRequired } from '../../lib/api-client';
import { useSessionStore } from './session-store';

/** Modals the layout's host renders; later issues add theirs. */
export type ShellModal =
  | 'download'
  | 'logout'
  | 'announcements'
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'accountNumber'
  | 'registerSuccess'
  | 'trialWarning'
  | 'notice'
  | 'firstLogin'
  | 'accountFrozen';

/** What the next modal needs to say (the account number, why the password must change...). */
export interface ModalInfo {
  /** A line above the login form ("log in with your new password"). */
  loginNotice?: string;
  passwordReason?: 'expired' | 'default';
  username?: string;
  /** A first sign-in (firstTimeLogin): the registration success also invites to secure the account. */
  firstLogin?: boolean;
  notice?: { title: string; message: string };
  /** The operator's message to a frozen player (null: none given). */
  frozenMessage?: string | null;
}

export interface ChatLook {
  title?: string;
  headerColor?: string;
}

/** Member center pages: the member-center feature lists them. */
export type { MemberCenterPage };

interface UiState {
  sideMenuMini: boolean;
  /** Phone layout: the side menu slides over the page. */
  sideMenuOpen: boolean;
  balanceHidden: boolean;
  modal: ShellModal | null;
  modalInfo: ModalInfo;
  /** The member center overlay's page (null: closed). */
  memberCenterPage: MemberCenterPage | null;
  /** The agent center overlay's page (null: closed). */
  agentCenterPage: AgentPage | null;
  chatOpen: boolean;
  /** The chat window's title and header colour asked by a chat page address (GET /wps/chat's chatUrl). */
  chatLook: ChatLook;
  toggleSideMenuMini(): void;
  setSideMenuOpen(open: boolean): void;
  toggleBalanceHidden(): void;
  openModal(modal: ShellModal, info?: ModalInfo): void;
  closeModal(): void;
  openMemberCenter(page: MemberCenterPage): void;
  closeMemberCenter(): void;
  openAgentCenter(page: AgentPage): void;
  closeAgentCenter(): void;
  toggleChat(): void;
  setChatLook(look: ChatLook): void;
}

/** UI state that outlives a page: side menu mode, hidden balance, open overlays. */
export const useUiStore = create<UiState>((set, get) => ({
  sideMenuMini: localStorage.getItem(STORAGE_KEYS.sideMenuMini) === '1',
  sideMenuOpen: false,
  balanceHidden: localStorage.getItem(STORAGE_KEYS.balanceHidden) === '1',
  modal: null,
  modalInfo: {},
  memberCenterPage: null,
  agentCenterPage: null,
  chatOpen: false,
  chatLook: {},
  toggleSideMenuMini() {
    const sideMenuMini = !get().sideMenuMini;
    localStorage.setItem(STORAGE_KEYS.sideMenuMini, sideMenuMini ? '1' : '0');
    set({ sideMenuMini });
  },
  setSideMenuOpen(sideMenuOpen) {
    set({ sideMenuOpen });
  },
  toggleBalanceHidden() {
    const balanceHidden = !get().balanceHidden;
    localStorage.setItem(STORAGE_KEYS.balanceHidden, balanceHidden ? '1' : '0');
    set({ balanceHidden });
  },
  openModal(modal, info = {}) {
    set({ modal, modalInfo: info, sideMenuOpen: false });
  },
  closeModal() {
    set({ modal: null });
  },
  openMemberCenter(memberCenterPage) {
    set({ memberCenterPage, sideMenuOpen: false });
  },
  closeMemberCenter() {
    set({ memberCenterPage: null });
  },
  openAgentCenter(agentCenterPage) {
    set({ agentCenterPage, sideMenuOpen: false });
  },
  closeAgentCenter() {
    set({ agentCenterPage: null });
  },
  setChatLook(chatLook) {
    set({ chatLook });
  },
  toggleChat() {
    // A look asked by an address lasts while that window is open.
    set(get().chatOpen ? { chatOpen: false, chatLook: {} } : { chatOpen: true });
  },
}));

// A session the server keeps for the password change alone (an expired or default password, also
// after a reload) opens the change instead of leaving every call failing behind it.
onPasswordChangeRequired(() => {
  const { modal, openModal } = useUiStore.getState();
  if (modal !== 'changePassword') openModal('changePassword', { passwordReason: 'expired' });
});

// A frozen account is signed out here and told why (the operator's message, how to reach support).
onAccountFrozen((frozenMessage) => {
  if (useSessionStore.getState().token) useSessionStore.getState().clear();
  useUiStore.getState().openModal('accountFrozen', { frozenMessage });
});
