import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS } from '@portal/shared/settings-defaults';
import { useFlags, useStatus } from '../../features/system/api/get-status';
import { useSessionStore } from '../stores/session-store';
import { useThemeStore } from '../../lib/theme';
import { useUiStore } from '../stores/ui-store';
import { BrandLogo } from '../../ui/brand-logo';
import { Button, IconButton } from '../../ui/button';
import { LoginIcon, MenuIcon, MoonIcon, PlayIcon, SunIcon } from '../../ui/icons';
import { HeaderAccount } from './header-account';
import { useShellActions } from './shell-actions';
import './header.css';

export const SIDE_MENU_ID = 'site-side-menu';

/** The top bar: logo, theme switch, and the visitor's or player's actions. */
export function Header({ withMenuButton }: { withMenuButton: boolean }) {
  const { t } = useTranslation('common');
  const { data: status } = useStatus();
  const flags = useFlags();
  const token = useSessionStore((s) => s.token);
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const drawerOpen = useUiStore((s) => s.sideMenuOpen);
  const setDrawerOpen = useUiStore((s) => s.setSideMenuOpen);
  const actions = useShellActions();
  const brandName = status?.brand.name ?? DEFAULT_SETTINGS.brand.name;

  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__start">
        {withMenuButton && (
          <IconButton
            label={t('header.openMenu')}
            className="site-header__menu"
            aria-expanded={drawerOpen}
            aria-controls={SIDE_MENU_ID}
            data-testid="menu-open"
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link to="/" className="site-header__logo" aria-label={t('header.home', { brand: brandName })}>
          <BrandLogo name={brandName} />
        </Link>
      </div>

      <div className="site-header__end">
        <IconButton
          label={theme === 'light' ? t('header.themeDark') : t('header.themeLight')}
          aria-pressed={theme === 'light'}
          data-testid="theme-toggle"
          className="site-header__theme"
          onClick={toggleTheme}
        >
          {theme === 'light' ? <MoonIcon /> : <SunIcon />}
        </IconButton>

        {token ? (
          <HeaderAccount />
        ) : (
          <div className="site-header__guest">
            {flags.freePlay && (
              <Button
                variant="ghost"
                size="sm"
                className="site-header__demo"
                icon={<PlayIcon size={16} />}
                aria-label={t('header.freeDemo')}
                data-testid="header-free-demo"
                onClick={actions.startFreePlay}
              >
                <span className="site-header__demo-text">{t('header.freeDemo')}</span>
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              icon={<LoginIcon size={16} />}
              data-testid="header-login"
              onClick={actions.openLogin}
            >
              {t('header.login')}
            </Button>
            {flags.directRegistration && (
              <Button variant="primary" size="sm" data-testid="header-register" onClick={actions.openRegister}>
                {t('header.register')}
              </Button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
