import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { withTimeout } from '../lib/lazy-page';
import i18n, { i18nReady } from '../i18n/i18n';
import { StatusGate } from './status-gate';
import { LoginGuard } from './login-guard';
import { Shell } from './layout/shell';
import { RouteError } from '../ui/route-error';
import { PageLoader } from '../ui/page-loader';
import { StudioBalanceRelay } from './studio-balance-relay';

/**
 * Routes in history mode, each page its own chunk fetched on first visit. Declarative routes keep
 * react-router's data-router code (loaders, actions) out of the first bundle; the error boundary
 * and Suspense below give each page what the data router would.
 */
type PageModule = {
  default: ComponentType<{ category?: string }>;
  /** The text namespaces the page's first screen reads besides the startup ones. */
  namespaces?: readonly string[];
};

/**
 * A page is ready when its chunk and its texts are: a namespace asked for during the first render
 * would suspend the page back to the loader and mount it again, once per namespace.
 */
async function withTexts(module: PageModule): Promise<PageModule> {
  if (module.namespaces?.length) {
    await i18nReady;
    await i18n.loadNamespaces([...module.namespaces]);
  }
  return module;
}

/** Lazy page components are made once, at module load, so re-renders never remount a page. */
const lazyPage = (load: () => Promise<PageModule>) => lazy(() => withTimeout(() => load().then(withTexts)));

function routePage(Page: ComponentType<{ category?: string }>, props: { category?: string } = {}) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    </PageBoundary>
  );
}

/** A page that throws (or whose chunk fails) shows RouteError; navigating elsewhere resets it. */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

const loadHome = () => import('./pages/home-page');

/**
 * When the visit begins on the home page its chunk is fetched at once (main.tsx), beside the
 * status call; i18next fetches its texts with the startup ones (FIRST_PAGE_NAMESPACES).
 */
export function preloadFirstPage() {
  if (window.location.pathname === '/') void loadHome().catch(() => undefined);
}

const pages = {
  home: lazyPage(loadHome),
  register: lazyPage(() => import('./pages/register-page')),
  lobby: lazyPage(() => import('./pages/lobby-page') as Promise<PageModule>),
  promoDetail: lazyPage(() => import('./pages/promo-detail-page')),
  elott: lazyPage(() => import('./pages/elott-page')),
  pointMall: lazyPage(() => import('./pages/point-mall-page')),
  promotions: lazyPage(() => import('./pages/promotions-page')),
  help: lazyPage(() => import('./pages/help-page')),
  download: lazyPage(() => import('./pages/download-page')),
  login: lazyPage(() => import('./pages/login-page')),
  notFound: lazyPage(() => import('./pages/not-found-page')),
  lottery: lazyPage(() => import('./pages/lottery-page')),
  game: lazyPage(() => import('./pages/game-page')),
  vnlottery: lazyPage(() => import('./pages/vnlottery-page')),
  seamless: lazyPage(() => import('./pages/seamless-page')),
  helpCenter: lazyPage(() => import('./pages/help-center-page')),
  socialComplete: lazyPage(() => import('./pages/social-complete-page')),
  studioPlay: lazyPage(() => import('./pages/studio-play-page')),
  fair: lazyPage(() => import('./pages/fair-page')),
  affiliate: lazyPage(() => import('./pages/affiliate-page')),
};

/** The lobby routes: one page, told its category by the route. */
export const lobbies = ['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'inhouse', 'pge'] as const;

export function AppRouter() {
  return (
    <BrowserRouter>
      <StudioBalanceRelay />
      <ErrorBoundary>
        <Routes>
          <Route element={<StatusGate />}>
            {/* Outside the login guard: a social sign-in lands here before it has a session. */}
            <Route element={<Shell header />}>
              <Route path="social/complete" element={routePage(pages.socialComplete)} />
              {/* The studio's public verification: anyone may check a round. */}
              <Route path="fair" element={routePage(pages.fair)} />
            </Route>
            {/* The in-house studio's game page, bare: it lives in the /game iframe, named by its launch token. */}
            <Route path="studio/play/:game" element={routePage(pages.studioPlay)} />
            <Route element={<LoginGuard />}>
              {/* Header, banner, side menu and footer. */}
              <Route element={<Shell header sideMenu footer />}>
                <Route index element={routePage(pages.home)} />
                {['index', 'index.html', 'home'].map((path) => (
                  <Route key={path} path={path} element={routePage(pages.home)} />
                ))}
                {lobbies.map((category) => (
                  <Route key={category} path={category} element={routePage(pages.lobby, { category })} />
                ))}
                <Route path="elott" element={routePage(pages.elott)} />
                <Route path="pointMall" element={routePage(pages.pointMall)} />
                <Route path="promotions" element={routePage(pages.promotions)} />
                <Route path="promotions/:id" element={routePage(pages.promoDetail)} />
                <Route path="promoDetail" element={routePage(pages.promoDetail)} />
                <Route path="help" element={routePage(pages.help)} />
                <Route path="download" element={routePage(pages.download)} />
                <Route path="affiliate" element={routePage(pages.affiliate)} />
                <Route path="login" element={routePage(pages.login)} />
                <Route path="*" element={routePage(pages.notFound)} />
              </Route>
              {/* Header and banner only. */}
              <Route element={<Shell header />}>
                <Route path="register" element={routePage(pages.register)} />
                <Route path="register.html" element={routePage(pages.register)} />
                <Route path="lottery" element={routePage(pages.lottery)} />
                <Route path="game" element={routePage(pages.game)} />
              </Route>
              {/* Header and side menu, hidden unless the brand's flag shows them. */}
              <Route element={<Shell header sideMenu immersive />}>
                <Route path="vnlottery" element={routePage(pages.vnlottery)} />
                <Route path="seamless" element={routePage(pages.seamless)} />
              </Route>
              {/* The help center alone. */}
              <Route element={<Shell />}>
                <Route path="helpmc" element={routePage(pages.helpCenter)} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
