import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../features/system/api/get-status';
import { useUiStore } from '../stores/ui-store';
import { lockScroll } from '../../ui/scroll-lock';
import { PageLoader } from '../../ui/page-loader';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { Footer } from './footer';
import { WhenIdle } from '../../ui/when-idle';
import { Staged } from '../../ui/staged';
import { ModalHost } from './modal-host';
import { withTimeout } from '../../lib/lazy-page';
import { isTrialAccount, useSessionStore } from '../stores/session-store';
import { useMemberLanguage } from './member-language';
import './shell.css';

export interface ShellProps {
  header?: boolean;
  sideMenu?: boolean;
  footer?: boolean;
  /** /vnlottery and /seamless: bars hidden unless the brand's barsOnSeamless flag is on. */
  immersive?: boolean;
}

const PHONE_QUERY = '(max-width: 768px)';

// The chat window (its socket, texts and styles) is its own chunk, fetched when first opened.
const ChatWindow = lazy(() =>
  withTimeout(() => import('../../features/chat/components/chat-window')).then((m) => ({ default: m.ChatWindow })),
);

/** The layout every page sits in: header on top, side menu on the left, the page, then the footer. */
export function Shell({ header = false, sideMenu = false, footer = false, immersive = false }: ShellProps) {
  const { t } = useTranslation('common');
  const { barsOnSeamless, chat } = useFlags();
  const chatOpen = useUiStore((s) => s.chatOpen);
  const toggleChat = useUiStore((s) => s.toggleChat);
  const chatLook = useUiStore((s) => s.chatLook);
  useMemberLanguage();
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => isTrialAccount(s.agentType));
  const { pathname, search } = useLocation();
  const mini = useUiStore((s) => s.sideMenuMini);
  const drawerOpen = useUiStore((s) => s.sideMenuOpen);
  const setDrawerOpen = useUiStore((s) => s.setSideMenuOpen);
  const bars = !immersive || barsOnSeamless;
  const withHeader = header && bars;
  const withSideMenu = sideMenu && bars;
  // On a phone the closed drawer is a third of the page's elements: it is built when first opened.
  const [menuBuilt, setMenuBuilt] = useState(() => !window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    if (drawerOpen) setMenuBuilt(true);
  }, [drawerOpen]);
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    const onChange = () => {
      if (!phone.matches) setMenuBuilt(true);
    };
    phone.addEventListener('change', onChange);
    return () => phone.removeEventListener('change', onChange);
  }, []);

  // The phone drawer closes on every navigation.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, search, setDrawerOpen]);

  useEffect(() => {
    if (!drawerOpen || !window.matchMedia(PHONE_QUERY).matches) return;
    const unlock = lockScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    const phone = window.matchMedia(PHONE_QUERY);
    const onResize = () => {
      if (!phone.matches) setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    phone.addEventListener('change', onResize);
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
      phone.removeEventListener('change', onResize);
    };
  }, [drawerOpen, setDrawerOpen]);

  return (
    <div
      className="shell"
      data-header={withHeader ? 'true' : 'false'}
      data-side={withSideMenu ? (mini ? 'mini' : 'full') : 'none'}
    >
      <a className="shell__skip" href="#content">
        {t('shell.skipToContent')}
      </a>
      {withHeader && <Header withMenuButton={withSideMenu} />}
      {withSideMenu && menuBuilt && <SideMenu />}
      {withSideMenu && drawerOpen && (
        <button
          type="button"
          className="side-menu-backdrop"
          aria-label={t('menu.close')}
          tabIndex={-1}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <div className="shell__body">
        <div id="content" className="shell__content" tabIndex={-1}>
          {/* The page is built in the task after the header's (ui/staged), as if its chunk were loading. */}
          <Staged placeholder={<PageLoader />}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Staged>
        </div>
        {footer && (
          <WhenIdle>
            <Footer />
          </WhenIdle>
        )}
      </div>
      <Staged>
        <ModalHost />
      </Staged>
      {chatOpen && chat && token && !trial && (
        <Suspense fallback={null}>
          <ChatWindow token={token} onClose={toggleChat} look={chatLook} />
        </Suspense>
      )}
    </div>
  );
}
