import { create } from 'zustand';
import { AGENT_CENTER_TYPES, REMEMBER_ME_HOURS, STORAGE_KEYS, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants';
import { onSessionRejected } from '../../lib/api-client';

interface SessionState {
  token: string | null;
  username: string | null;
  /** Agent type number kept in session storage as `isAgent`. */
  agentType: number | null;
  /** `remember`: also kept in the remember-me cookie, so a new tab or a restarted browser stays signed in. */
  signIn(session: { token: string; username: string; agentType: number | null; remember?: boolean }): void;
  /** The member's type as member info reports it now (an operator made the member an agent). */
  setAgentType(agentType: number): void;
  /** Clears session storage except the merchant (spec: logout). */
  clear(): void;
}

type Remembered = { token: string; username: string; agentType: number | null };

const secure = () => (location.protocol === 'https:' ? '; Secure' : '');

function remember(session: Remembered) {
  const value = encodeURIComponent(JSON.stringify(session));
  document.cookie = `${STORAGE_KEYS.remember}=${value}; Max-Age=${REMEMBER_ME_HOURS * 3600}; Path=/; SameSite=Strict${secure()}`;
}

function forget() {
  document.cookie = `${STORAGE_KEYS.remember}=; Max-Age=0; Path=/; SameSite=Strict${secure()}`;
}

/** The remembered session, moved into this tab's session storage (spec: token, isAgent, username). */
function restoreRemembered() {
  if (sessionStorage.getItem(STORAGE_KEYS.token)) return;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${STORAGE_KEYS.remember}=`));
  if (!cookie) return;
  try {
    const session = JSON.parse(decodeURIComponent(cookie.slice(STORAGE_KEYS.remember.length + 1))) as Remembered;
    if (typeof session.token !== 'string' || typeof session.username !== 'string') return forget();
    sessionStorage.setItem(STORAGE_KEYS.token, session.token);
    sessionStorage.setItem(STORAGE_KEYS.username, session.username);
    if (typeof session.agentType === 'number') sessionStorage.setItem(STORAGE_KEYS.isAgent, String(session.agentType));
  } catch {
    forget();
  }
}

const read = () => {
  restoreRemembered();
  return readSession();
};

const readSession = () => ({
  token: sessionStorage.getItem(STORAGE_KEYS.token),
  username: sessionStorage.getItem(STORAGE_KEYS.username),
  agentType: sessionStorage.getItem(STORAGE_KEYS.isAgent) ? Number(sessionStorage.getItem(STORAGE_KEYS.isAgent)) : null,
});

/** The signed-in player as the header sees it; the accounts feature fills it at login. */
export const useSessionStore = create<SessionState>((set) => ({
  ...read(),
  signIn({ token, username, agentType, remember: keep }) {
    if (keep) remember({ token, username, agentType });
    else forget();
    sessionStorage.setItem(STORAGE_KEYS.token, token);
    sessionStorage.setItem(STORAGE_KEYS.username, username);
    if (agentType !== null) sessionStorage.setItem(STORAGE_KEYS.isAgent, String(agentType));
    set({ token, username, agentType });
  },
  setAgentType(agentType) {
    sessionStorage.setItem(STORAGE_KEYS.isAgent, String(agentType));
    set({ agentType });
  },
  clear() {
    const merchant = sessionStorage.getItem(STORAGE_KEYS.merchant);
    forget();
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
