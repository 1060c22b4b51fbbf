import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { balanceFigures, useBalance } from '../../features/wallet';
import { useMemberAvatar, useMemberInfo } from '../../features/auth/api/get-member-info';
import { LazyImage } from '../../ui/lazy-image';
import { isAgentType, isTrialAccount, useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { Button, IconButton } from '../../ui/button';
import { Dropdown } from '../../ui/dropdown';
import { MoneyText } from '../../ui/money-text';
import { useMoneyFormat } from '../../lib/currency';
import {
  ChevronDownIcon,
  CrownIcon,
  DepositIcon,
  EyeIcon,
  EyeOffIcon,
  LogoutIcon,
  MailIcon,
  ReceiptIcon,
  RefreshIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../ui/icons';
import { ClubLabelButton } from '../../features/loyalty/components/club-label-button';
import { LevelBadge } from '../../features/loyalty/components/level-badge';
import { ringStyle } from '../../features/loyalty/lib/colors';
import { useShellActions } from './shell-actions';
import { useUnreadMessageCount } from '../../features/messages/api/messages';
import { UnreadBadge } from '../../features/messages/components/unread-badge';

// The popups after sign-in (their list, Markdown and read marks) load with the signed-in header, not the shell.
const AnnouncementPopup = lazy(() =>
  import('../../features/announcements/components/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);

/** The header's two money buttons, deposit first: each opens its member-center page. */
const CASH_ACTIONS = [
  { name: 'deposit', page: 'depositv2', variant: 'primary', Icon: DepositIcon, className: 'site-header__deposit' },
  { name: 'withdraw', page: 'withdraw', variant: 'secondary', Icon: WithdrawIcon, className: 'site-header__withdraw' },
] as const;

/**
 * The signed-in part of the header: deposit, withdraw, the club label (the member's VIP level,
 * opening the VIP page), balance with hide and refresh, and the avatar menu. The balance shows a
 * placeholder while it loads or refreshes, never a made-up number. The avatar carries the unread
 * platform messages (refreshed every minute and after reads). The popup announcements live here
 * too: this part of the header exists exactly while someone is signed in, so they come after a
 * sign-in and on a load already signed in, and wait while another dialog is open.
 */
export function HeaderAccount() {
  const { t } = useTranslation('common');
  const { data: status } = useStatus();
  const flags = useFlags();
  const username = useSessionStore((s) => s.username) ?? '';
  const token = useSessionStore((s) => s.token);
  // Loaded at every sign-in and on start with a saved token.
  const { data: info } = useMemberInfo(token);
  const { data: avatar } = useMemberAvatar(token);
  const shownName = info?.nickname || info?.account || username;
  const initial = shownName.slice(0, 1).toUpperCase() || <UserIcon size={18} />;
  const agentType = useSessionStore((s) => s.agentType);
  const setAgentType = useSessionStore((s) => s.setAgentType);
  // The type saved at sign-in follows member info, so an approval shows the agent center at once.
  useEffect(() => {
    if (info && info.type !== agentType) setAgentType(info.type);
  }, [info, agentType, setAgentType]);
  const hidden = useUiStore((s) => s.balanceHidden);
  const toggleHidden = useUiStore((s) => s.toggleBalanceHidden);
  const actions = useShellActions();
  const balance = useBalance(token);
  const unreadMessages = useUnreadMessageCount(token);
  const messagesLabel = t('header.messagesBadge', { count: unreadMessages });
  const otherDialogOpen = useUiStore(
    (s) => s.modal !== null || s.memberCenterPage !== null || s.agentCenterPage !== null,
  );
  // The member's VIP level, when the brand has levels and member info has come.
  const club = flags.vip && info && info.clubLabel.labelName.trim() ? info.clubLabel : null;
  const updating = balance.isFetching;
  const decimals = balance.data?.decimals ?? status?.currency.decimals ?? 2;
  const figures = balance.data ? balanceFigures(balance.data) : null;
  const { money } = useMoneyFormat();

  let amount;
  if (hidden) amount = <span aria-label={t('balance.hiddenValue')}>****</span>;
  else if (updating || figures === null) {
    amount = (
      <span className="balance__placeholder" data-testid="balance-placeholder">
        —
      </span>
    );
  } else amount = <MoneyText minor={figures.cashMinor} decimals={decimals} />;
  // The locked bonus is the player's only once wagered: said beside the money, never added to it.
  const bonus =
    !hidden && !updating && figures && figures.bonusMinor > 0 ? (
      <span className="balance__bonus" data-testid="header-bonus" data-minor={figures.bonusMinor}>
        {t('balance.bonus', { amount: money(figures.bonusMinor, decimals) })}
      </span>
    ) : null;

  return (
    <div className="site-header__account">
      {CASH_ACTIONS.map(({ name, page, variant, Icon, className }) => (
        <Button
          key={name}
          variant={variant}
          size="sm"
          icon={<Icon size={16} />}
          className={className}
          data-testid={`header-${name}`}
          onClick={() => actions.openMemberCenter(page)}
        >
          <span className="site-header__action-text">{t(`header.${name}`)}</span>
        </Button>
      ))}

      {club ? <ClubLabelButton label={club} onOpen={() => actions.openMemberCenter('playerRank')} /> : null}

      <div className="balance" data-testid="header-balance" aria-busy={updating}>
        <span className="visually-hidden">{t('balance.label')}</span>
        {/* A new balance (a bet, a win, a deposit) is told to a screen reader once it shows (WCAG 4.1.3). */}
        <span className="balance__figures" aria-live="polite" aria-atomic="true">
          <span className="balance__amount">{amount}</span>
          {bonus}
        </span>
        <IconButton
          label={hidden ? t('balance.show') : t('balance.hide')}
          className="balance__btn"
          aria-pressed={hidden}
          data-testid="balance-hide"
          onClick={toggleHidden}
        >
          {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
        </IconButton>
        <IconButton
          label={t('balance.refresh')}
          className="balance__btn"
          data-updating={updating}
          data-testid="balance-refresh"
          disabled={updating}
          onClick={() => void balance.refetch()}
        >
          <RefreshIcon size={16} />
        </IconButton>
      </div>

      <Dropdown
        label={t('header.accountMenu')}
        testId="avatar-menu"
        triggerClassName="avatar"
        trigger={
          <>
            <span className="unread-anchor">
              <span
                className="avatar__circle"
                aria-hidden="true"
                data-testid="header-avatar-ring"
                data-club={club ? 'true' : undefined}
                style={club ? ringStyle(club) : undefined}
              >
                {avatar ? (
                  <LazyImage
                    src={avatar.url}
                    alt=""
                    className="avatar__img"
                    width={32}
                    height={32}
                    fallback={initial}
                  />
                ) : (
                  initial
                )}
              </span>
              <UnreadBadge count={unreadMessages} label={messagesLabel} testId="header-messages-badge" floating />
            </span>
            <span className="avatar__name" data-testid="header-username">
              {shownName}
            </span>
            <ChevronDownIcon size={16} />
          </>
        }
      >
        <button type="button" className="dropdown__item" onClick={() => actions.openMemberCenter('securityCenter')}>
          <UserIcon size={18} /> {t('account.memberCenter')}
        </button>
        {club ? (
          <button
            type="button"
            className="dropdown__item"
            data-testid="avatar-menu-vip"
            onClick={() => actions.openMemberCenter('playerRank')}
          >
            <CrownIcon size={18} /> {t('menu.vip')}
            <LevelBadge label={club} size="sm" testId="avatar-menu-level" />
          </button>
        ) : null}
        <button
          type="button"
          className="dropdown__item"
          data-testid="avatar-menu-messages"
          onClick={() => actions.openMemberCenter('messageV2')}
        >
          <MailIcon size={18} /> {t('menu.service.messages')}
          <UnreadBadge count={unreadMessages} label={messagesLabel} testId="avatar-menu-messages-badge" />
        </button>
        <button type="button" className="dropdown__item" onClick={() => actions.openMemberCenter('transactionHistory')}>
          <ReceiptIcon size={18} /> {t('account.accountRecord')}
        </button>
        <button
          type="button"
          className="dropdown__item"
          onClick={() => actions.openMemberCenter('personalHistoryCopy')}
        >
          <TicketIcon size={18} /> {t('account.bettingRecord')}
        </button>
        {isAgentType(agentType) ? (
          <button
            type="button"
            className="dropdown__item"
            data-testid="avatar-menu-agent"
            onClick={() => actions.openAgentCenter()}
          >
            <UsersIcon size={18} /> {t('account.agentCenter')}
          </button>
        ) : (
          !isTrialAccount(agentType) && (
            <Link className="dropdown__item" to="/affiliate" data-testid="avatar-menu-become-agent">
              <UsersIcon size={18} /> {t('account.becomeAgent')}
            </Link>
          )
        )}
        <div className="dropdown__separator" role="separator" />
        <button type="button" className="dropdown__item" data-testid="logout" onClick={actions.confirmLogout}>
          <LogoutIcon size={18} /> {t('account.logout')}
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        <AnnouncementPopup token={token} paused={otherDialogOpen} />
      </Suspense>
    </div>
  );
}
