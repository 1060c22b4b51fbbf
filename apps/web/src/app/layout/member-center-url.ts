import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isMemberCenterPage } from '../../features/member-center/lib/entries';
import { useUiStore } from '../stores/ui-store';
import { useShellActions } from './shell-actions';

/** The search parameter that names the open member center page: /?mc=securityCenter. */
export const MEMBER_CENTER_PARAM = 'mc';

/**
 * Keeps the member center's page in the address so a refresh (or a shared link) opens it again.
 * The address opens it the way the header does: a visitor gets the login popup and a trial
 * account the warning, and then the parameter is dropped. Changes replace the history entry, so
 * Back leaves the page as before rather than stepping through the menu.
 */
export function useMemberCenterInUrl() {
  const [params, setParams] = useSearchParams();
  const page = useUiStore((s) => s.memberCenterPage);
  const { openMemberCenter } = useShellActions();
  const fromUrl = params.get(MEMBER_CENTER_PARAM);

  // Address → overlay (on load). The store is read fresh: the other effect may have just run.
  useEffect(() => {
    if (isMemberCenterPage(fromUrl) && fromUrl !== useUiStore.getState().memberCenterPage) openMemberCenter(fromUrl);
    // Only a new address should open it; the actions object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl]);

  // Overlay → address (other parameters kept).
  useEffect(() => {
    const current = useUiStore.getState().memberCenterPage;
    if ((params.get(MEMBER_CENTER_PARAM) ?? null) === current) return;
    const next = new URLSearchParams(params);
    if (current) next.set(MEMBER_CENTER_PARAM, current);
    else next.delete(MEMBER_CENTER_PARAM);
    setParams(next, { replace: true });
  }, [page, params, setParams]);
}
