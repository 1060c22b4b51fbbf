import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from './shell-actions';

/** The search parameter that opens the live chat: /?chat=open (a customer-service line's address). */
export const CHAT_PARAM = 'chat';

/**
 * Opens the live chat when the address asks for it, the way the side menu does (a visitor gets the
 * login popup, a trial account the warning), then drops the parameter so Back and a refresh do
 * not open it again. A brand can point a customer-service line at `/?chat=open`.
 */
export function useChatInUrl() {
  const [params, setParams] = useSearchParams();
  const { toggleChat } = useShellActions();
  const asked = params.get(CHAT_PARAM) === 'open';
  useEffect(() => {
    if (!asked) return;
    if (!useUiStore.getState().chatOpen) toggleChat();
    const next = new URLSearchParams(params);
    next.delete(CHAT_PARAM);
    setParams(next, { replace: true });
    // Only a new address should open it; the actions object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}
