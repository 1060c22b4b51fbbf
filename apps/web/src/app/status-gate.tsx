import { lazy, useEffect } from 'react';
import { Outlet } from 'react-router';
import { SystemStatus } from '@portal/shared/constants';
import { useStatus } from '../features/system/api/get-status';
import { changeLanguage, visitorLanguage } from '../i18n/i18n';
import { CurrencyProvider } from '../lib/currency';
import { PageLoader } from '../ui/page-loader';

const MaintenancePage = lazy(() => import('../features/system/pages/maintenance-page'));
const RestrictedPage = lazy(() => import('../features/system/pages/restricted-page'));

/**
 * System status decides what the visitor sees: the site (0), the maintenance page (1) or the IP
 * restriction page (2). If the status call itself fails the site still renders. Below it every
 * amount is shown in the brand's currency.
 */
export function StatusGate() {
  const { data, isPending } = useStatus();

  useEffect(() => {
    // A first visit speaks the brand's default language (unless the address asks for one: ?lang=).
    if (data && !visitorLanguage()) void changeLanguage(data.defaultLanguage);
  }, [data]);

  if (isPending) return <PageLoader />;
  if (data?.status === SystemStatus.MAINTENANCE) return <MaintenancePage status={data} />;
  if (data?.status === SystemStatus.RESTRICTED) return <RestrictedPage status={data} />;
  return (
    <CurrencyProvider currency={data?.currency}>
      <Outlet />
    </CurrencyProvider>
  );
}
