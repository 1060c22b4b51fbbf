import { Suspense, useEffect } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import i18n from '../i18n/i18n';
import { PageLoader } from '../ui/page-loader';
import { adminApi, canUse, useAdminSession, type OperatorSession } from './lib/admin-api';
import { AdminShell } from './layout/admin-shell';
import { SECTIONS } from './sections';
import { SignInPage } from './session/sign-in-page';
import { FirstStepsPage } from './session/first-steps-page';
import { AdminPageBoundary } from './layout/admin-page-boundary';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 1 && ![401, 403, 404].includes((error as { status?: number }).status ?? 0),
      refetchOnWindowFocus: false,
    },
  },
});

export function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<PageLoader />}>
          <BrowserRouter basename="/admin">
            <SessionGate />
          </BrowserRouter>
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** No token: the sign-in. A step left (new password, authenticator): that step. Then the console. */
function SessionGate() {
  const { token, operator, update } = useAdminSession();
  const me = useQuery({
    queryKey: ['admin', 'me', token],
    queryFn: () => adminApi<OperatorSession & { id: number }>('/admin/api/me'),
    enabled: Boolean(token) && !operator,
  });
  useEffect(() => {
    if (me.data) update({ username: me.data.username, roles: me.data.roles, restriction: me.data.restriction });
  }, [me.data, update]);
  useEffect(() => {
    // A new sign-in starts from fresh data: nothing cached under the previous operator shows.
    if (!token) queryClient.clear();
  }, [token]);

  if (!token) return <SignInPage />;
  if (!operator) return <PageLoader />;
  if (operator.restriction) return <FirstStepsPage restriction={operator.restriction} />;
  return <ConsoleRoutes roles={operator.roles} />;
}

function ConsoleRoutes({ roles }: { roles: OperatorRole[] }) {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        {SECTIONS.filter((section) => canUse(roles, section.roles)).map(({ path, page: Page }) => (
          <Route
            key={path}
            index={path === ''}
            path={path === '' ? undefined : path}
            element={
              <AdminPageBoundary>
                <Suspense fallback={<PageLoader />}>
                  <Page />
                </Suspense>
              </AdminPageBoundary>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
