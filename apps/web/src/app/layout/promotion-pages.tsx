import type { ReactNode } from 'react';
import type { MemberCenterPage } from '../../features/member-center/lib/entries';
import type { ActionContext } from '../../features/promotions/components/promotion-action-button';
import { BonusDetails } from '../../features/promotions/pages/bonus-details';
import { InviteFriends } from '../../features/promotions/pages/invite-friends';
import { RewardCenter } from '../../features/promotions/pages/reward-center';
import { BonusDetails as BonusMovements } from '../../features/records/components/bonus-details';
import { useBrandDomain } from '../../features/system/api/get-domain-route';
import { useStatus } from '../../features/system/api/get-status';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';

/** What the promotions pages need from the shell: the token, the currency's decimals, the login popup. */
export function usePromotionContext(): ActionContext {
  const token = useSessionStore((s) => s.token);
  const { data: status } = useStatus();
  return {
    token,
    currency: status?.currency.code,
    decimals: status?.currency.decimals ?? 2,
    onLoginRequired: () => useUiStore.getState().openModal('login'),
  };
}

/**
 * The member center pages of the promotions feature: bonus details (with the bonus wallet's
 * ledger from the records feature as its second view), the reward center and invite friends.
 */
export function usePromotionPages(token: string | null): Partial<Record<MemberCenterPage, ReactNode>> {
  const { decimals, currency } = usePromotionContext();
  const close = useUiStore((s) => s.closeMemberCenter);
  const brand = useBrandDomain();
  // The invitation travels to other people's devices: on the brand's current domain.
  const shareUrl = (link: string) => {
    const { pathname, search } = new URL(link, window.location.origin);
    return brand.url(`${pathname}${search}`);
  };
  return {
    bonusDetails: (
      <BonusDetails
        token={token}
        currency={currency}
        decimals={decimals}
        movements={<BonusMovements token={token} decimals={decimals} />}
      />
    ),
    rewardCenter: <RewardCenter token={token} decimals={decimals} onOpenLink={close} />,
    referral: <InviteFriends token={token} decimals={decimals} shareUrl={shareUrl} />,
  };
}
