import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { changeLanguage } from '../../i18n/i18n';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from './shell-actions';

/** The search parameter that opens the live chat: /?chat=open (a customer-service line's address). */
export const CHAT_PARAM = 'chat';

/**
 * Opens the live chat when the address asks for it, the way the side menu does (a visitor gets the
 * login popup, a trial account the warning), then drops the parameters so Back and a refresh do
 * not open it again. A brand can point a customer-service line at `/?chat=open`; GET /wps/chat's
 * chatUrl adds the window's title, header colour and language (a language switches the site's).
 */
export function useChatInUrl() {
  const [params, setParams] = useSearchParams();
  const { toggleChat } = useShellActions();
  const asked = params.get(CHAT_PARAM) === 'open';
  useEffect(() => {
    if (!asked) return;
    // The chat contract (and zod with it) only when an address asks: it stays out of the first load.
    void import('@portal/shared/contracts/chat').then(({ chatInfoQuerySchema, chatLookOf }) => {
      const { language, ...look } = chatLookOf(params);
      useUiStore.getState().setChatLook(look);
      if (language) void changeLanguage(language);
      if (!useUiStore.getState().chatOpen) toggleChat();
      // The chat call's page parameters (spec: b2c, title, language, headerColor), dropped once read.
      const next = new URLSearchParams(params);
      for (const name of [CHAT_PARAM, ...Object.keys(chatInfoQuerySchema.shape)]) next.delete(name);
      setParams(next, { replace: true });
    });
    // Only a new address should open it; the actions object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}
