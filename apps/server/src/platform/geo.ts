// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- declarations must reach every program that compiles this file (the e2e and bench tsconfigs too)
/// <reference path="../types/geoip-country.d.ts" />
import geoip from 'geoip-country';
import { BlockList, isIP } from 'node:net';

/** Country of an address from the GeoLite2 data shipped inside the geoip-country package. */
export function countryOf(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? null;
}

/** Addresses and CIDR ranges, IPv4 and IPv6, as the operator writes them in settings. */
export function ipMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    if (!family) continue;
    // Settings are validated, but one bad prefix must not turn every request into a 500.
    try {
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    } catch {
      continue;
    }
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const family = isIP(plain) === 6 ? 'ipv6' : isIP(plain) === 4 ? 'ipv4' : null;
    return family !== null && list.check(plain, family);
  };
}
