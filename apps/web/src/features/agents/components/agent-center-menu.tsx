import { useEffect, useRef, type ComponentType } from 'react';
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

/** The agent center's menu: a column on wide screens, a row of chips on phones; a dot where an offer waits. */
export function AgentCenterMenu({
  pages,
  active,
  offers,
  onNavigate,
}: {
  pages: readonly AgentPage[];
  active: AgentPage;
  offers: ReadonlySet<AgentPage>;
  onNavigate(page: AgentPage): void;
}) {
  const { t } = useTranslation('agents');
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the active chip may sit off screen in the row: bring it to the middle.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  return (
    <nav className="agent-center__menu" aria-label={t('menu')}>
      <ul ref={listRef} className="agent-center__list">
        {pages.map((page) => {
          const Icon = ICONS[page];
          return (
            <li key={page}>
              <button
                type="button"
                className="agent-center__entry"
                aria-current={page === active ? 'page' : undefined}
                data-testid={`agent-menu-${page}`}
                onClick={() => onNavigate(page)}
              >
                <Icon size={18} />
                <span className="agent-center__label">{t(`pages.${page}`)}</span>
                {offers.has(page) ? (
                  <span className="agent-center__badge" data-testid={`agent-offer-badge-${page}`}>
                    {t('offerBadge')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
