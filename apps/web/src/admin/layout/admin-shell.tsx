import { useState, type ComponentType } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@portal/shared/languages';
import { changeLanguage } from '../../i18n/i18n';
import { useThemeStore } from '../../lib/theme';
import { IconButton } from '../../ui/button';
import {
  AlertIcon,
  ChatIcon,
  CloseIcon,
  CrownIcon,
  DepositIcon,
  DocumentIcon,
  GiftIcon,
  HomeIcon,
  LogoutIcon,
  LotteryIcon,
  MailIcon,
  MegaphoneIcon,
  MenuIcon,
  MoonIcon,
  ReceiptIcon,
  RefreshIcon,
  ShieldIcon,
  StarIcon,
  SunIcon,
  TargetIcon,
  UserPlusIcon,
  UsersIcon,
  WithdrawIcon,
  type IconProps,
} from '../../ui/icons';
import { adminApi, canUse, useAdminSession } from '../lib/admin-api';
import { SECTIONS } from '../sections';

const NAV_ICONS: Record<string, ComponentType<IconProps>> = {
  dashboard: HomeIcon,
  members: UsersIcon,
  agents: UserPlusIcon,
  deposits: DepositIcon,
  withdrawals: WithdrawIcon,
  approvals: TargetIcon,
  kycReviews: ShieldIcon,
  heldWins: ShieldIcon,
  content: MegaphoneIcon,
  promotions: GiftIcon,
  loyalty: StarIcon,
  chat: ChatIcon,
  messages: MailIcon,
  feedback: DocumentIcon,
  responsibleGaming: AlertIcon,
  lottery: LotteryIcon,
  reports: ReceiptIcon,
  settings: CrownIcon,
  operators: ShieldIcon,
  audit: ReceiptIcon,
  jobs: RefreshIcon,
};

/** The console's frame: the menu of the pages the operator's roles open, and the operator's bar. */
export function AdminShell() {
  const { t, i18n } = useTranslation('admin');
  const { operator, signOut } = useAdminSession();
  const { theme, toggleTheme } = useThemeStore();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const roles = operator?.roles ?? [];

  const leave = async () => {
    await adminApi('/admin/api/session', { method: 'DELETE' }).catch(() => undefined);
    queryClient.clear();
    signOut();
  };

  return (
    <div className="admin">
      <aside className={menuOpen ? 'admin-nav admin-nav--open' : 'admin-nav'} aria-label={t('nav.label')}>
        <div className="admin-nav__brand">
          <span>{t('brand')}</span>
          <IconButton className="admin-nav__close" label={t('nav.close')} onClick={() => setMenuOpen(false)}>
            <CloseIcon size={20} />
          </IconButton>
        </div>
        <nav>
          {SECTIONS.filter((s) => s.nav && canUse(roles, s.roles)).map((section) => {
            const Icon = NAV_ICONS[section.nav!] ?? HomeIcon;
            return (
              <NavLink
                key={section.path}
                to={`/${section.path}`}
                end={section.path === ''}
                className="admin-nav__link"
                onClick={() => setMenuOpen(false)}
              >
                <Icon size={18} />
                {t(`nav.${section.nav}`)}
              </NavLink>
            );
          })}
        </nav>
      </aside>
      {menuOpen && <div className="admin-nav__backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className="admin-main">
        <header className="admin-bar">
          <IconButton className="admin-bar__menu" label={t('nav.open')} onClick={() => setMenuOpen(true)}>
            <MenuIcon size={20} />
          </IconButton>
          <span className="admin-bar__operator" data-testid="admin-operator">
            {operator?.username}
            <small>{roles.map((role) => t(`roles.${role}`)).join(' · ')}</small>
          </span>
          <select
            className="admin-bar__language"
            aria-label={t('language')}
            value={i18n.language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          <IconButton label={theme === 'dark' ? t('theme.light') : t('theme.dark')} onClick={toggleTheme}>
            {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
          </IconButton>
          <IconButton label={t('signOut')} onClick={() => void leave()} data-testid="admin-sign-out">
            <LogoutIcon size={18} />
          </IconButton>
        </header>
        <main className="admin-content" key={pathname}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
