import { Fragment, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { ResourceType } from '@portal/shared/constants';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { useUiStore } from '../stores/ui-store';
import { isTrialAccount, useSessionStore } from '../stores/session-store';
import { useGameMenus } from '../../features/games/api/get-game-menus';
import type { LobbyCategory } from '@portal/shared/contracts/games';
import { IconButton } from '../../ui/button';
import { BrandLogo } from '../../ui/brand-logo';
import {
  ChatIcon,
  ChevronDownIcon,
  CloseIcon,
  CollapseIcon,
  CrownIcon,
  DownloadIcon,
  ExpandIcon,
  FacebookIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  InstagramIcon,
  LotusIcon,
  SpadeIcon,
  TargetIcon,
  TelegramIcon,
  UserPlusIcon,
  type IconProps,
} from '../../ui/icons';
import { visibleCategories, type MenuCategory } from './side-menu-categories';
import { isCategoryKey, menuBlocks, menuEntries, type MenuKey } from './side-menu-entries';
import { ServiceLinks } from './side-menu-service';
import { MenuLanguages } from './side-menu-languages';
import { useWhitelabel } from '../../features/system/api/get-whitelabel';
import { useMissionBadgeCount } from '../../features/loyalty/api/missions';
import { MissionCountBadge } from '../../features/loyalty/components/count-badge';
import { useShellActions } from './shell-actions';
import { SIDE_MENU_ID } from './header';
import './side-menu.css';
import '../../ui/patterns.css';

// The chat's badge brings the chat's store: it loads for a member of a brand with chat, not with the shell.
const ChatUnreadBadge = lazy(() =>
  import('../../features/chat/components/chat-badge').then((m) => ({ default: m.ChatUnreadBadge })),
);

// The game popup (its grid, tiles and launch flow) loads on the first vendor click, not with the shell.
const GamePopup = lazy(() =>
  import('../../features/games/components/game-popup').then((m) => ({ default: m.GamePopup })),
);

const SOCIALS: { type: ResourceType; labelKey: string; Icon: ComponentType<IconProps> }[] = [
  { type: 'FACEBOOK', labelKey: 'menu.social.facebook', Icon: FacebookIcon },
  { type: 'INSTAGRAM', labelKey: 'menu.social.instagram', Icon: InstagramIcon },
  { type: 'TELEGRAM', labelKey: 'menu.social.telegram', Icon: TelegramIcon },
];

type Group = string | null;

/**
 * The left side menu: fixed on desktop and collapsible to an icon rail ("mini"),
 * a slide-over drawer on phones.
 */
export function SideMenu() {
  const { t } = useTranslation('common');
  const { data: status } = useStatus();
  const flags = useFlags();
  const { pathname } = useLocation();
  const mini = useUiStore((s) => s.sideMenuMini);
  const toggleMini = useUiStore((s) => s.toggleSideMenuMini);
  const drawerOpen = useUiStore((s) => s.sideMenuOpen);
  const setDrawerOpen = useUiStore((s) => s.setSideMenuOpen);
  const openModal = useUiStore((s) => s.openModal);
  const actions = useShellActions();
  const { data: menus } = useGameMenus();
  const categories = visibleCategories(menus);
  const token = useSessionStore((s) => s.token);
  const agentType = useSessionStore((s) => s.agentType);
  const chatOpen = useUiStore((s) => s.chatOpen);
  // Signed-in real members only: a visitor or a trial account has no missions to claim.
  const missionCount = useMissionBadgeCount(token, flags.missions && !isTrialAccount(agentType));
  // A VASSALAGE vendor card opens the popup list of its games.
  const [popup, setPopup] = useState<{ code: string; name: string; category: LobbyCategory } | null>(null);
  const [group, setGroup] = useState<Group>(
    () => categories.find((c) => pathname.startsWith(c.path))?.category ?? null,
  );
  const navRef = useRef<HTMLElement>(null);
  // Built by its first opening on a phone: drawn closed once, so it slides in as it does every later time.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  const open = drawerOpen && drawn;

  useEffect(() => {
    if (open) navRef.current?.focus({ preventScroll: true });
  }, [open]);

  const languages = status?.languages ?? [];
  const socials = SOCIALS.flatMap((s) => {
    const resource = status?.resources.find((r) => r.resourceType === s.type && r.url);
    return resource ? [{ ...s, url: resource.url }] : [];
  });

  /** In the icon rail a group cannot open in place: the menu widens first. */
  const toggleGroup = (name: string) => {
    if (mini) {
      toggleMini();
      setGroup(name);
      return;
    }
    setGroup((open) => (open === name ? null : name));
  };

  // The brand's menu settings decide which entries show and in which order (the flags while they load).
  const { data: whitelabel } = useWhitelabel();
  const shown = new Set(categories.map((c) => c.category));
  const entries = menuEntries(whitelabel, {
    referral: flags.referral,
    chat: flags.chat,
    languages: languages.length,
  }).filter((key) => {
    if (isCategoryKey(key)) return shown.has(key);
    if (key === 'languages') return languages.length > 1;
    // The brand's loyalty flags switch their entries off, whatever the menu settings say.
    if (key === 'vip') return flags.vip;
    if (key === 'mission') return flags.missions;
    return true;
  });
  const blocks = menuBlocks(entries);

  const renderEntry = (key: MenuKey): ReactNode => {
    if (isCategoryKey(key)) {
      const entry = categories.find((c) => c.category === key)!;
      return renderCategory(entry);
    }
    switch (key) {
      case 'home':
        return <MenuLink key={key} menuKey={key} to="/" end Icon={HomeIcon} label={t('menu.home')} />;
      case 'pgsoft':
        return <MenuLink key={key} menuKey={key} to="/pge" Icon={SpadeIcon} label={t('menu.pgSoft')} />;
      case 'inhouse':
        return <MenuLink key={key} menuKey={key} to="/inhouse" Icon={LotusIcon} label={t('menu.inhouse')} />;
      case 'promotions':
        return <MenuLink key={key} menuKey={key} to="/promotions" Icon={GiftIcon} label={t('menu.promotions')} />;
      case 'vip':
        return (
          <MenuButton
            key={key}
            menuKey={key}
            Icon={CrownIcon}
            label={t('menu.vip')}
            onClick={() => actions.openMemberCenter('playerRank')}
          />
        );
      case 'mission':
        return (
          <MenuButton
            key={key}
            menuKey={key}
            Icon={TargetIcon}
            label={t('menu.missions')}
            testId="menu-missions"
            badge={<MissionCountBadge count={missionCount} testId="menu-mission-badge" />}
            onClick={() => actions.openMemberCenter('missionLeaderboard')}
          />
        );
      case 'referral':
        return (
          <MenuButton
            key={key}
            menuKey={key}
            Icon={UserPlusIcon}
            label={t('menu.invite')}
            onClick={() => actions.openMemberCenter('referral')}
          />
        );
      case 'download':
        return (
          <MenuButton
            key={key}
            menuKey={key}
            Icon={DownloadIcon}
            label={t('menu.download')}
            testId="open-download"
            onClick={() => openModal('download')}
          />
        );
      case 'customerService':
        return (
          <MenuGroup
            key={key}
            menuKey={key}
            name="service"
            Icon={HeadsetIcon}
            label={t('menu.service.title')}
            open={!mini && group === 'service'}
            active={pathname.startsWith('/helpmc')}
            onToggle={toggleGroup}
          >
            <ServiceLinks />
          </MenuGroup>
        );
      case 'chat':
        return (
          <MenuButton
            key={key}
            menuKey={key}
            Icon={ChatIcon}
            label={t('menu.chat')}
            testId="open-chat"
            badge={
              token && flags.chat && !isTrialAccount(agentType) ? (
                <Suspense fallback={null}>
                  <ChatUnreadBadge token={token} enabled open={chatOpen} />
                </Suspense>
              ) : null
            }
            onClick={actions.toggleChat}
          />
        );
      default:
        return null;
    }
  };

  const renderCategory = ({ category, path, labelKey, Icon, vendors }: MenuCategory) => (
    <MenuGroup
      key={category}
      menuKey={category}
      name={category}
      Icon={Icon}
      label={t(labelKey)}
      open={!mini && group === category}
      active={pathname.startsWith(path)}
      onToggle={toggleGroup}
    >
      <li>
        <NavLink to={path} end className={subLinkClass}>
          {t('menu.all')}
        </NavLink>
      </li>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          {vendor.isGame === 'VASSALAGE' && category !== 'ELOTT' ? (
            <button
              type="button"
              className="side-menu__sublink"
              data-testid={`menu-vendor-${vendor.vassalage}`}
              onClick={() => setPopup({ code: vendor.vassalage, name: vendor.name, category })}
            >
              {vendor.name}
            </button>
          ) : (
            <NavLink
              to={`${path}?vendor=${vendor.vassalage}`}
              className="side-menu__sublink"
              data-testid={`menu-vendor-${vendor.vassalage}`}
            >
              {vendor.name}
            </NavLink>
          )}
        </li>
      ))}
    </MenuGroup>
  );

  return (
    <nav
      ref={navRef}
      id={SIDE_MENU_ID}
      className="side-menu"
      aria-label={t('menu.label')}
      data-testid="side-menu"
      data-mini={mini ? 'true' : 'false'}
      data-open={open ? 'true' : 'false'}
      tabIndex={-1}
    >
      <div className="side-menu__drawer-head">
        <BrandLogo name={whitelabel?.brandName ?? status?.brand.name ?? ''} size={30} />
        <IconButton label={t('menu.close')} data-testid="menu-close" onClick={() => setDrawerOpen(false)}>
          <CloseIcon />
        </IconButton>
      </div>

      <div className="side-menu__scroll">
        {blocks.map((block, index) => (
          <Fragment key={block.keys.join('|')}>
            {index > 0 && block.divider && <div className="side-menu__divider" />}
            {block.keys[0] === 'languages' ? (
              <MenuLanguages languages={languages} mini={mini} onExpand={toggleMini} />
            ) : (
              <ul className="side-menu__list plain-list">{block.keys.map((key) => renderEntry(key))}</ul>
            )}
          </Fragment>
        ))}

        {socials.length > 0 && (
          <ul className="side-menu__socials" aria-label={t('menu.social.title')}>
            {socials.map(({ type, url, labelKey, Icon }) => (
              <li key={type}>
                <a
                  className="side-menu__social"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(labelKey)}
                  title={t(labelKey)}
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="side-menu__foot">
        <button
          type="button"
          className="side-menu__item side-menu__toggle"
          aria-pressed={mini}
          aria-label={mini ? t('menu.expand') : t('menu.collapse')}
          title={mini ? t('menu.expand') : t('menu.collapse')}
          data-testid="side-menu-toggle"
          onClick={toggleMini}
        >
          {mini ? <ExpandIcon /> : <CollapseIcon />}
          <span className="side-menu__label">{t('menu.collapse')}</span>
        </button>
      </div>
      {popup && (
        <Suspense fallback={null}>
          <GamePopup
            vendor={popup}
            category={popup.category}
            onClose={() => setPopup(null)}
            token={token}
            isTrial={isTrialAccount(agentType)}
            onNeedLogin={actions.openLogin}
            onTrialBlocked={() => openModal('trialWarning')}
          />
        </Suspense>
      )}
    </nav>
  );
}

const subLinkClass = ({ isActive }: { isActive: boolean }) => clsx('side-menu__sublink', isActive && 'is-active');

interface ItemProps {
  Icon: ComponentType<IconProps>;
  label: string;
  /** The entry's key in the brand's menu settings (tests read the drawn order from it). */
  menuKey: MenuKey;
}

function MenuLink({ to, end, Icon, label, menuKey }: ItemProps & { to: string; end?: boolean }) {
  return (
    <li data-menu-key={menuKey}>
      <NavLink
        to={to}
        end={end}
        title={label}
        className={({ isActive }) => clsx('side-menu__item', isActive && 'is-active')}
      >
        <Icon />
        <span className="side-menu__label">{label}</span>
      </NavLink>
    </li>
  );
}

function MenuButton({
  Icon,
  label,
  onClick,
  testId,
  menuKey,
  badge,
}: ItemProps & { onClick(): void; testId?: string; badge?: ReactNode }) {
  return (
    <li data-menu-key={menuKey}>
      <button type="button" className="side-menu__item" title={label} data-testid={testId} onClick={onClick}>
        <Icon />
        <span className="side-menu__label">{label}</span>
        {badge}
      </button>
    </li>
  );
}

function MenuGroup({
  menuKey,
  name,
  Icon,
  label,
  open,
  active,
  onToggle,
  children,
}: ItemProps & { name: string; open: boolean; active: boolean; onToggle(name: string): void; children: ReactNode }) {
  const listId = `side-menu-group-${name}`;
  return (
    <li className="side-menu__group" data-open={open} data-menu-key={menuKey}>
      <button
        type="button"
        className={clsx('side-menu__item', active && 'is-active')}
        title={label}
        aria-expanded={open}
        aria-controls={listId}
        data-testid={`menu-group-${name.toLowerCase()}`}
        onClick={() => onToggle(name)}
      >
        <Icon />
        <span className="side-menu__label">{label}</span>
        <ChevronDownIcon size={16} className="side-menu__chevron" />
      </button>
      <ul id={listId} className="side-menu__sublist" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
