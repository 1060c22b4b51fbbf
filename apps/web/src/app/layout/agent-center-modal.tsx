import { useEffect, useState } from 'react';
import { useMemberInfo } from '../../features/auth/api/get-member-info';
import { AnnouncementBrowser } from '../../features/announcements/components/announcement-browser';
import { AgentCenterOverlay } from '../../features/agents/components/agent-center-overlay';
import type { AgentShare } from '../../features/agents/components/share-card';
import { FIRST_AGENT_PAGE, type AgentPage } from '../../features/agents/lib/pages';
import { useReferral } from '../../features/promotions/api/referral';
import { useBrandDomain } from '../../features/system/api/get-domain-route';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { isAgentType, isTrialAccount, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';

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
  // The last page stays while the overlay plays its closing animation.
  const [shown, setShown] = useState<AgentPage>(page ?? FIRST_AGENT_PAGE);
  if (page && page !== shown) setShown(page);

  // Signed out, or found to be a trial account or no agent: the overlay goes.
  useEffect(() => {
    if (!page) return;
    if (!token) close();
    else if (member && isTrialAccount(member.type)) {
      close();
      useUiStore.getState().openModal('trialWarning');
    } else if (member && !isAgentType(member.type)) close();
  }, [page, token, member, close]);

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
