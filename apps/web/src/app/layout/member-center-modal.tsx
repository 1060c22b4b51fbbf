import { useMemberInfo } from '../../features/auth/api/get-member-info';
import { MemberCenterOverlay } from '../../features/member-center/components/member-center-overlay';
import type { MemberCenterPage } from '../../features/member-center/lib/entries';
import { SecurityCenter } from '../../features/security/components/security-center';
import { DepositPage } from '../../features/deposits/components/deposit-page';
import { WithdrawPage } from '../../features/withdrawals/components/withdraw-page';
import { useFlags } from '../../features/system/api/get-status';
import { isTrialAccount, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { useOverlayGuard, useShownPage } from './overlay-page';
import { useWalletPages } from './wallet-pages';
import { usePromotionPages } from './promotion-pages';
import { DepositBonusOffer } from '../../features/promotions/components/deposit-bonus-offer';
import { useMissionBadgeCount } from '../../features/loyalty/api/missions';
import { MissionsPage } from '../../features/loyalty/pages/missions-page';
import { VipPage } from '../../features/loyalty/pages/vip-page';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { PushNotificationsToggle } from '../../features/app-install/components/push-notifications-toggle';
import { useUnreadMessageCount } from '../../features/messages/api/messages';
import { FeedbackPage } from '../../features/feedback/components/feedback-page';
import { ResponsibleGamingPage } from '../../features/responsible-gaming/components/rg-page';
import { VerificationPage } from '../../features/kyc/components/verification-page';

/**
 * The member center overlay with the pages that exist so far: the security center is "my
 * account" (and the "profile" it references), the VIP page is 'playerRank', the missions with
 * their leaderboard 'missionLeaderboard' (its entry carries the claimable count, and is left out
 * when the brand has missions off), the platform messages 'messageV2' (its entry carries the unread
 * count; a system message leads to the page where it happened), feedback and complaints, and the
 * Verification page (KYC), which the withdraw page opens when the server asks for verification.
 */
export default function MemberCenterModal() {
  const page = useUiStore((s) => s.memberCenterPage);
  const openPage = useUiStore((s) => s.openMemberCenter);
  const close = useUiStore((s) => s.closeMemberCenter);
  const signOut = useSessionStore((s) => s.clear);
  const token = useSessionStore((s) => s.token);
  const { data: member } = useMemberInfo(token);
  const { referral, vip, missions } = useFlags();
  const isMember = member !== undefined && !isTrialAccount(member.type);
  const missionCount = useMissionBadgeCount(token, missions && isMember);
  const messageCount = useUnreadMessageCount(token);
  // The last page stays while the overlay plays its closing animation.
  const shown = useShownPage<MemberCenterPage>(page, 'securityCenter');
  useOverlayGuard({ open: page !== null, token, memberType: member?.type, close });

  const security = <SecurityCenter token={token} />;
  const walletPages = useWalletPages(token);
  const promotionPages = usePromotionPages(token);
  return (
    <MemberCenterOverlay
      open={page !== null && token !== null}
      page={shown}
      member={member}
      referral={referral}
      missions={missions}
      missionCount={missionCount}
      messageCount={messageCount}
      pages={{
        ...walletPages,
        ...promotionPages,
        securityCenter: security,
        profile: security,
        verification: <VerificationPage token={token} />,
        withdraw: <WithdrawPage token={token} onVerify={() => openPage('verification')} />,
        depositv2: (
          <DepositPage
            token={token}
            afterPaid={<DepositBonusOffer token={token} onOpenBonusDetails={() => openPage('bonusDetails')} />}
          />
        ),
        playerRank: <VipPage token={token} enabled={vip} />,
        missionLeaderboard: <MissionsPage token={token} enabled={missions} />,
        messageV2: <MessagesPage token={token} onOpenPage={openPage} footer={<PushNotificationsToggle />} />,
        feedback: <FeedbackPage token={token} />,
        // A break signs every session out: the overlay closes with the session.
        responsibleGaming: <ResponsibleGamingPage token={token} onBlocked={signOut} />,
      }}
      onNavigate={openPage}
      onClose={close}
    />
  );
}
