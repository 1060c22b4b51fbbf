import { create } from 'zustand';
import { AGENT_CENTER_TYPES, STORAGE_KEYS, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants';
import { onSessionRejected } from '../../lib/api-client';

interface SessionState {
  token: string | null;
  username: string | null;
  /** Agent type number kept in session storage as `isAgent`. */
  agentType: number | null;
  signIn(session: { token: string; username: string; agentType: number | null }): void;
  /** Clears session storage except the merchant (spec: logout). */
  clear(): void;
}

const read = () => ({
  token: sessionStorage.getItem(STORAGE_KEYS.token),
  username: sessionStorage.getItem(STORAGE_KEYS.username),
  agentType: sessionStorage.getItem(STORAGE_KEYS.isAgent) ? Number(sessionStorage.getItem(STORAGE_KEYS.isAgent)) : null,
});

/** The signed-in player as the header sees it; the accounts feature fills it at login. */
export const useSessionStore = create<SessionState>((set) => ({
  ...read(),
  signIn({ token, username, agentType }) {
    sessionStorage.setItem(STORAGE_KEYS.token, token);
    sessionStorage.setItem(STORAGE_KEYS.username, username);
    if (agentType !== null) sessionStorage.setItem(STORAGE_KEYS.isAgent, String(agentType));
    set({ token, username, agentType });
  },
  clear() {
    const merchant = sessionStorage.getItem(STORAGE_KEYS.merchant);
    sessionStorage.clear();
    if (merchant !== null) sessionStorage.setItem(STORAGE_KEYS.merchant, merchant);
    set({ token: null, username: null, agentType: null });
  },
}));

export const isAgentType = (type: number | null) =>
  type !== null && (AGENT_CENTER_TYPES as readonly number[]).includes(type);
export const isTrialAccount = (type: number | null) => type === TRIAL_ACCOUNT_TYPE;

// A token the server no longer accepts (expired, revoked) signs the visitor out everywhere at once.
onSessionRejected(() => {
  if (useSessionStore.getState().token) useSessionStore.getState().clear();
});
