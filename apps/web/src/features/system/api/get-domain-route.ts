import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandOrigin, toBrandUrl } from '../lib/brand-domain';

/** GET /wps/system/domainRoute: the brand's domains, in the operator's order. */
export const domainRouteQuery = () =>
  queryOptions({
    queryKey: ['system', 'domain-route'],
    queryFn: ({ signal }) =>
      api<{ domainList: string[]; appDomainList: string[] }>('/wps/system/domainRoute', { signal }),
    staleTime: 10 * 60_000,
  });

export const useDomainRoute = () => useQuery(domainRouteQuery());

/**
 * The origin that links and QR codes meant for other people or devices should carry: this page's
 * own when it is served on one of the brand's domains (or the list is empty or still loading),
 * else the brand's first listed domain (lib/brand-domain.ts says why the first).
 * `url(pathOrUrl)` makes a site path absolute on that origin and leaves other addresses alone.
 * For `app` files the brand's app-download domains take the site's place when it has any.
 */
export function useBrandDomain(purpose: 'site' | 'app' = 'site') {
  const { data } = useDomainRoute();
  const site = data?.domainList ?? [];
  const app = data?.appDomainList ?? [];
  const origin = brandOrigin(window.location, purpose === 'app' && app.length > 0 ? app : site);
  return { origin, url: (pathOrUrl: string) => toBrandUrl(pathOrUrl, origin) };
}
