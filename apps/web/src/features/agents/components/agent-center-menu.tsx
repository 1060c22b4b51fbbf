import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BoltIcon,
  CalendarIcon,
  ChartIcon,
  GiftIcon,
  MegaphoneIcon,
  ReceiptIcon,
  TicketIcon,
  TransferIcon,
  TrophyIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
  type IconProps,
} from '../../../ui/icons';
import type { MenuOverlayEntry } from '../../../ui/menu-overlay';
import type { AgentPage } from '../lib/pages';

const ICONS: Record<AgentPage, ComponentType<IconProps>> = {
  announcement: MegaphoneIcon,
  overview: ChartIcon,
  register: UserPlusIcon,
  downlines: UsersIcon,
  bets: TicketIcon,
  profitLoss: TrophyIcon,
  income: WalletIcon,
  transactions: ReceiptIcon,
  dividend: GiftIcon,
  dailySalary: CalendarIcon,
  hourlySalary: TransferIcon,
  realtimeSalary: BoltIcon,
};

/** The agent center's menu entries, each with its icon; a badge where an offer waits for the agent's answer. */
export function useAgentCenterEntries(
  pages: readonly AgentPage[],
  offers: ReadonlySet<AgentPage>,
): MenuOverlayEntry<AgentPage>[] {
  const { t } = useTranslation('agents');
  return pages.map((page) => ({
    page,
    icon: ICONS[page],
    label: t(`pages.${page}`),
    testId: `agent-menu-${page}`,
    badge: offers.has(page) ? (
      <span className="agent-center__badge" data-testid={`agent-offer-badge-${page}`}>
        {t('offerBadge')}
      </span>
    ) : null,
  }));
}
