import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartIcon,
  DepositIcon,
  DocumentIcon,
  GiftIcon,
  MailIcon,
  ReceiptIcon,
  ShieldIcon,
  TargetIcon,
  TicketIcon,
  TransferIcon,
  TrophyIcon,
  UserIcon,
  UserPlusIcon,
  WalletIcon,
  WithdrawIcon,
  type IconProps,
} from '../../../ui/icons';
import { CountBadge } from '../../../ui/count-badge';
import type { MenuOverlayEntry } from '../../../ui/menu-overlay';
import { visibleEntries, type EntryConditions, type MenuPage } from '../lib/entries';

const ICONS: Record<MenuPage, ComponentType<IconProps>> = {
  securityCenter: UserIcon,
  verification: ShieldIcon,
  transferFund: WalletIcon,
  depositv2: DepositIcon,
  withdraw: WithdrawIcon,
  transferUpline: TransferIcon,
  personalHistoryCopy: TicketIcon,
  transactionHistory: ReceiptIcon,
  personalProfit: ChartIcon,
  bonusDetails: GiftIcon,
  rewardCenter: TrophyIcon,
  referral: UserPlusIcon,
  missionLeaderboard: TargetIcon,
  messageV2: MailIcon,
  responsibleGaming: ShieldIcon,
  feedback: DocumentIcon,
};

/**
 * The overlay's menu entries: those the member's conditions allow, each with its icon; the
 * missions and messages entries carry a count badge while there is something unseen.
 */
export function useMemberCenterEntries({
  conditions,
  missionCount,
  messageCount,
}: {
  conditions: EntryConditions;
  missionCount: number;
  /** Unread platform messages: the messages entry's badge. */
  messageCount: number;
}): MenuOverlayEntry<MenuPage>[] {
  const { t } = useTranslation('account');
  const badges: Partial<Record<MenuPage, ReactNode>> = {
    missionLeaderboard: (
      <CountBadge
        count={missionCount}
        label={t('memberCenter.missionBadge', { count: missionCount })}
        testId="mc-mission-badge"
      />
    ),
    messageV2: (
      <CountBadge
        count={messageCount}
        label={t('memberCenter.messageBadge', { count: messageCount })}
        testId="mc-messages-badge"
      />
    ),
  };
  return visibleEntries(conditions).map((page) => ({
    page,
    icon: ICONS[page],
    label: t(`memberCenter.entries.${page}`),
    testId: `mc-entry-${page}`,
    badge: badges[page],
  }));
}
