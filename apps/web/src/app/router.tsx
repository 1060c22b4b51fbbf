import { createBrowserRouter, type RouteObject } from 'react-router';
import { withTimeout } from './lazy-page';
import { StatusGate } from './status-gate';
import { LoginGuard } from './login-guard';
import { Shell } from './layout/shell';
import { RouteError } from './route-error';

/** Each page is its own chunk, fetched when the route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: () => withTimeout(load).then((m) => ({ Component: m.default })),
});

const home = page(() => import('./pages/home-page'));
const register = page(() => import('./pages/register-page'));

/** The lobby routes: one page, told its category by the route. */
export const lobbies = ['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'inhouse', 'pge'] as const;

const routes: RouteObject[] = [
  {
    element: <StatusGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <LoginGuard />,
        errorElement: <RouteError />,
        children: [
          {
            // Header, banner, side menu and footer.
            element: <Shell header sideMenu footer />,
            errorElement: <RouteError />,
            children: [
              { index: true, ...home },
              { path: 'index', ...home },
              { path: 'index.html', ...home },
              { path: 'home', ...home },
              ...lobbies.map((category) => ({
                path: category,
                lazy: () =>
                  withTimeout(() => import('./pages/lobby-page')).then(({ default: LobbyPage }) => ({
                    Component: () => <LobbyPage category={category} />,
                  })),
              })),
              { path: 'elott', ...page(() => import('./pages/elott-page')) },
              { path: 'pointMall', ...page(() => import('./pages/point-mall-page')) },
              { path: 'promotions', ...page(() => import('./pages/promotions-page')) },
              { path: 'promotions/:id', ...page(() => import('./pages/promo-detail-page')) },
              { path: 'promoDetail', ...page(() => import('./pages/promo-detail-page')) },
              { path: 'help', ...page(() => import('./pages/help-page')) },
              { path: 'download', ...page(() => import('./pages/download-page')) },
              { path: 'login', ...page(() => import('./pages/login-page')) },
              { path: '*', ...page(() => import('./pages/not-found-page')) },
            ],
          },
          {
            // Header and banner only.
            element: <Shell header />,
            errorElement: <RouteError />,
            children: [
              { path: 'register', ...register },
              { path: 'register.html', ...register },
            ],
          },
          {
            // Header only.
            element: <Shell header />,
            errorElement: <RouteError />,
            children: [
              { path: 'lottery', ...page(() => import('./pages/lottery-page')) },
              { path: 'game', ...page(() => import('./pages/game-page')) },
            ],
          },
          {
            // Header and side menu, hidden unless the brand's flag shows them.
            element: <Shell header sideMenu immersive />,
            errorElement: <RouteError />,
            children: [
              { path: 'vnlottery', ...page(() => import('./pages/vnlottery-page')) },
              { path: 'seamless', ...page(() => import('./pages/seamless-page')) },
            ],
          },
          {
            // The help center alone.
            element: <Shell />,
            errorElement: <RouteError />,
            children: [{ path: 'helpmc', ...page(() => import('./pages/help-center-page')) }],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
