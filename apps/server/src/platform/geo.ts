// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- declarations must reach every program that compiles this file (the e2e and bench tsconfigs too)
/// <reference path="../types/geoip-country.d.ts" />
import geoip from 'geoip-country';
import { BlockList, isIP } from 'node:net';

/** Addresses remembered at most; past it the map starts again (the data never changes, only memory counts). */
const REMEMBERED = 10_000;
const countries = new Map<string, string | null>();

/**
 * Country of an address from the GeoLite2 data shipped inside the geoip-country package. A player's
 * app asks the status on every screen from the same address, and the lookup (parse, then binary
 * search) was a visible share of a small request's CPU: the answer is remembered per address.
 */
export function countryOf(ip: string): string | null {
  const known = countries.get(ip);
  if (known !== undefined) return known;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const country = geoip.lookup(plain)?.country ?? null;
  if (countries.size >= REMEMBERED) countries.clear();
  countries.set(ip, country);
  return country;
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
