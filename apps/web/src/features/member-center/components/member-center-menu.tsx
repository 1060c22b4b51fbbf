import { useEffect, useRef, type ComponentType } from 'react';
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
import { badgeText, visibleEntries, type EntryConditions, type MenuPage } from '../lib/entries';

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

interface MemberCenterMenuProps {
  active: MenuPage | null;
  conditions: EntryConditions;
  missionCount: number;
  /** Unread platform messages: the messages entry's badge. */
  messageCount?: number;
  onNavigate(page: MenuPage): void;
}

/** The overlay's menu: a column on wide screens, a scrolling row of chips on phones. */
export function MemberCenterMenu({
  active,
  conditions,
  missionCount,
  messageCount = 0,
  onNavigate,
}: MemberCenterMenuProps) {
  const { t } = useTranslation('account');
  const listRef = useRef<HTMLUListElement>(null);
  const missionBadge = badgeText(missionCount);
  const messageBadge = badgeText(messageCount);

  // On a phone the active chip may sit off screen in the row: bring it (and its badge) to the middle.
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  return (
    <nav className="member-center__menu" aria-label={t('memberCenter.menu')}>
      <ul ref={listRef} className="member-center__list">
        {visibleEntries(conditions).map((page) => {
          const Icon = ICONS[page];
          const badge = page === 'missionLeaderboard' ? missionBadge : page === 'messageV2' ? messageBadge : null;
          return (
            <li key={page}>
              <button
                type="button"
                className="member-center__entry"
                aria-current={page === active ? 'page' : undefined}
                data-testid={`mc-entry-${page}`}
                onClick={() => onNavigate(page)}
              >
                <Icon size={18} />
                <span className="member-center__label">{t(`memberCenter.entries.${page}`)}</span>
                {badge !== null && (
                  <span
                    className="member-center__badge"
                    data-testid={page === 'messageV2' ? 'mc-messages-badge' : 'mc-mission-badge'}
                    aria-label={
                      page === 'messageV2'
                        ? t('memberCenter.messageBadge', { count: messageCount })
                        : t('memberCenter.missionBadge', { count: missionCount })
                    }
                  >
                    {badge}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
