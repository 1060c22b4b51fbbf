import { SystemStatus } from '@portal/shared/constants';
import type { BrandSettings } from '@portal/shared/settings';
import { countryOf, ipMatcher } from '../../platform/geo.ts';

export interface VisitorStatus {
  status: SystemStatus;
  ip: string;
  country: string | null;
  maintenanceActive: boolean;
  restricted: boolean;
}

/** Maintenance is armed by `enabled` and, when a window is set, active only inside it. */
export function isMaintenanceActive(m: BrandSettings['maintenance'], now: Date): boolean {
  if (!m.enabled) return false;
  const t = now.getTime();
  if (m.startAt && t < Date.parse(m.startAt)) return false;
  if (m.endAt && t >= Date.parse(m.endAt)) return false;
  return true;
}

/**
 * The visitor's system status: 1 maintenance wins over 2 region restriction, which holds when the
 * address is on the deny list, or the country is blocked and the address is not on the allow list.
 */
export function createStatusResolver() {
  let matchers: { key: string; allow: (ip: string) => boolean; deny: (ip: string) => boolean } | null = null;

  const listsFor = (r: BrandSettings['regionRestriction']) => {
    const key = JSON.stringify([r.ipAllowList, r.ipDenyList]);
    if (matchers?.key !== key) matchers = { key, allow: ipMatcher(r.ipAllowList), deny: ipMatcher(r.ipDenyList) };
    return matchers;
  };

  return (settings: BrandSettings, ip: string, now: Date): VisitorStatus => {
    const country = countryOf(ip);
    const region = settings.regionRestriction;
    let restricted = false;
    if (region.enabled) {
      const lists = listsFor(region);
      restricted =
        lists.deny(ip) || (!lists.allow(ip) && country !== null && region.blockedCountries.includes(country));
    }
    const maintenanceActive = isMaintenanceActive(settings.maintenance, now);
    const status = maintenanceActive
      ? SystemStatus.MAINTENANCE
      : restricted
        ? SystemStatus.RESTRICTED
        : SystemStatus.NORMAL;
    return { status, ip, country, maintenanceActive, restricted };
  };
}
