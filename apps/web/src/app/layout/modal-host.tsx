import { lazy, Suspense, useState } from 'react';
import { withTimeout } from '../../lib/lazy-page';
import { useSessionStore } from '../stores/session-store';
import { useUiStore, type ShellModal } from '../stores/ui-store';
import { useFlags } from '../../features/system/api/get-status';
import { useMemberCenterInUrl } from './member-center-url';
import { useAgentCenterInUrl } from './agent-center-url';
import { useChatInUrl } from './chat-url';

// Each modal is its own chunk, fetched the first time it opens.
const DownloadModal = lazy(() => withTimeout(() => import('./download-modal')));
const LogoutDialog = lazy(() => withTimeout(() => import('./logout-dialog')));
const AnnouncementsModal = lazy(() => withTimeout(() => import('./announcements-modal')));
// The sign-in modals share one chunk (forms, encryption): one dynamic import keeps the shell's chunks as they were.
const AccountModals = lazy(() => withTimeout(() => import('./account-modals')));
const MemberCenterModal = lazy(() => withTimeout(() => import('./member-center-modal')));
const AgentCenterModal = lazy(() => withTimeout(() => import('./agent-center-modal')));
// Signed-in members only: the reminder of time and result their reality check asks for.
const RealityCheckHost = lazy(() => withTimeout(() => import('./reality-check-host')));
const ACCOUNT_MODALS: readonly ShellModal[] = [
  'login',
  'register',
  'changePassword',
  'forgotPassword',
  'accountNumber',
  'registerSuccess',
  'trialWarning',
  'notice',
  'firstLogin',
  'accountFrozen',
];

/**
 * Renders the shell's modals named by the ui store. A modal stays mounted once opened so its
 * closing animation plays and reopening needs no new chunk.
 */
export function ModalHost() {
  const modal = useUiStore((s) => s.modal);
  const close = useUiStore((s) => s.closeModal);
  const [opened, setOpened] = useState<readonly ShellModal[]>([]);
  if (modal && !opened.includes(modal)) setOpened([...opened, modal]);
  // The member center overlay, when the brand shows it (flag memberCenterOverlay), once first opened.
  const memberCenterPage = useUiStore((s) => s.memberCenterPage);
  const { memberCenterOverlay } = useFlags();
  const [memberCenterUsed, setMemberCenterUsed] = useState(false);
  if (memberCenterPage && !memberCenterUsed) setMemberCenterUsed(true);
  useMemberCenterInUrl();
  // The agent center overlay, once first opened.
  const agentCenterPage = useUiStore((s) => s.agentCenterPage);
  const [agentCenterUsed, setAgentCenterUsed] = useState(false);
  if (agentCenterPage && !agentCenterUsed) setAgentCenterUsed(true);
  useAgentCenterInUrl();
  useChatInUrl();
  const signedIn = useSessionStore((s) => s.token !== null);

  return (
    <Suspense fallback={null}>
      {opened.includes('download') && <DownloadModal open={modal === 'download'} onClose={close} />}
      {opened.includes('logout') && <LogoutDialog open={modal === 'logout'} onClose={close} />}
      {opened.includes('announcements') && <AnnouncementsModal open={modal === 'announcements'} onClose={close} />}
      {opened.some((m) => ACCOUNT_MODALS.includes(m)) && <AccountModals />}
      {memberCenterUsed && memberCenterOverlay && <MemberCenterModal />}
      {agentCenterUsed && <AgentCenterModal />}
      {signedIn && <RealityCheckHost />}
    </Suspense>
  );
}
