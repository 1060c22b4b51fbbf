import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n, { startLanguage } from '../i18n/i18n';
import { bannersQuery } from '../features/system/api/get-banners';
import { getStatus, statusQuery } from '../features/system/api/get-status';
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
// i18next's own start (into startLanguage) is no switch: the calls already made were asked in it.
let asked: string = startLanguage;
i18n.on('languageChanged', (language: string) => {
  if (language === asked) return;
  asked = language;
  void queryClient.invalidateQueries();
});

/**
 * The calls every first screen waits for, started as soon as the app's code has run (main.tsx):
 * the brand's status, which every page's shell waits for, and on the home page its banners, whose
 * first one is the largest paint. Both are asked in the language i18next starts in.
 */
export function startFirstCalls() {
  void queryClient.prefetchQuery({ ...statusQuery(), queryFn: ({ signal }) => getStatus(signal, startLanguage) });
  if (window.location.pathname === '/') void queryClient.prefetchQuery(bannersQuery('home', startLanguage));
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
