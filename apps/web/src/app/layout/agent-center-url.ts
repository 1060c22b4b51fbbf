import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isAgentPage } from '../../features/agents/lib/pages';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from './shell-actions';

/** The search parameter that names the open agent center page: /?ac=overview. */
export const AGENT_CENTER_PARAM = 'ac';

/**
 * Keeps the agent center's page in the address, as the member center does (member-center-url.ts):
 * a refresh or a shared link opens it again the way the header does (a visitor gets the login
 * popup, a trial account the warning, a member who is no agent nothing), and the parameter goes.
 */
export function useAgentCenterInUrl() {
  const [params, setParams] = useSearchParams();
  const page = useUiStore((s) => s.agentCenterPage);
  const { openAgentCenter } = useShellActions();
  const fromUrl = params.get(AGENT_CENTER_PARAM);

  // Address → overlay (on load). The store is read fresh: the other effect may have just run.
  useEffect(() => {
    if (isAgentPage(fromUrl) && fromUrl !== useUiStore.getState().agentCenterPage) openAgentCenter(fromUrl);
    // Only a new address should open it; the actions object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl]);

  // Overlay → address (other parameters kept).
  useEffect(() => {
    const current = useUiStore.getState().agentCenterPage;
    if ((params.get(AGENT_CENTER_PARAM) ?? null) === current) return;
    const next = new URLSearchParams(params);
    if (current) next.set(AGENT_CENTER_PARAM, current);
    else next.delete(AGENT_CENTER_PARAM);
    setParams(next, { replace: true });
  }, [page, params, setParams]);
}
