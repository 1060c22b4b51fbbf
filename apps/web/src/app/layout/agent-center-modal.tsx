import { useMemberInfo } from '../../features/auth/api/get-member-info';
import { AnnouncementBrowser } from '../../features/announcements/components/announcement-browser';
import { AgentCenterOverlay } from '../../features/agents/components/agent-center-overlay';
import type { AgentShare } from '../../features/agents/components/share-card';
import { FIRST_AGENT_PAGE, type AgentPage } from '../../features/agents/lib/pages';
import { useReferral } from '../../features/promotions/api/referral';
import { useBrandDomain } from '../../features/system/api/get-domain-route';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { isAgentType, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { useOverlayGuard, useShownPage } from './overlay-page';

/**
 * The agent center overlay (agent types 1, 2, 41, 42): the agents feature's pages, the
 * announcements feature's list as its announcement page, and the member's own affiliate link
 * (invite friends' code, on the brand's current domain) on the overview and register pages.
 */
export default function AgentCenterModal() {
  const page = useUiStore((s) => s.agentCenterPage);
  const openPage = useUiStore((s) => s.openAgentCenter);
  const close = useUiStore((s) => s.closeAgentCenter);
  const token = useSessionStore((s) => s.token);
  const { data: member } = useMemberInfo(token);
  const flags = useFlags();
  const { data: status } = useStatus();
  const open = page !== null && token !== null;
  const referral = useReferral(open ? token : null, 1);
  const brand = useBrandDomain();
  const shown = useShownPage<AgentPage>(page, FIRST_AGENT_PAGE);
  // No agent (any more): the overlay goes too.
  useOverlayGuard({ open: page !== null, token, memberType: member?.type, close, allowed: isAgentType });

  let share: AgentShare | null = null;
  if (referral.data?.code) {
    // The link travels to other people's devices: on the brand's current domain.
    const { pathname, search } = new URL(referral.data.link, window.location.origin);
    share = { code: referral.data.code, link: brand.url(`${pathname}${search}`) };
  }

  return (
    <AgentCenterOverlay
      open={open}
      onClose={close}
      page={shown}
      token={token}
      decimals={status?.currency.decimals ?? 2}
      flags={{
        dividend: flags.dividend,
        salary: flags.salary,
        hourlySalary: flags.hourlySalary,
        realTimeSalary: flags.realTimeSalary,
      }}
      share={share}
      announcement={<AnnouncementBrowser token={token} />}
      onNavigate={openPage}
    />
  );
}
