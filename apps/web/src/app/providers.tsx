import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n, { i18nReady } from '../i18n/i18n';
import { bannersQuery } from '../features/system/api/get-banners';
import { AppRouter } from './router';
import { PageLoader } from '../ui/page-loader';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 2 && (error as { status?: number }).status !== 404,
      refetchOnWindowFocus: false,
    },
  },
});

// The server names games, lotteries, vendors and payment methods in the request's language: after
// a switch every query loads again in the new one, so no name stays in the old language (decision 048).
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

// Most visits begin on the home page, whose largest paint is its first banner: the banners are
// asked for beside the status call the shell waits for, instead of after it (the router fetches
// the home page's chunk the same way). Once i18next has its language: the call's Language header
// is i18n.language, which a Thai visitor's banners must be asked in.
if (window.location.pathname === '/') {
  void i18nReady.then(
    () => queryClient.prefetchQuery(bannersQuery('home', i18n.language)),
    () => undefined,
  );
}

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<PageLoader />}>
          <AppRouter />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
