/*
 * Which origin a shared link or a download QR code carries. A page can be opened on a host that is
 * not the brand's (a mirror, a preview address, a bare IP): a link copied there, or a QR code
 * scanned from there, should lead to the brand's current domain (GET /wps/system/domainRoute).
 *
 * Choice: the first listed domain, not the first reachable one. The server lists the domains in the
 * operator's order, so the first is the one the operator wants used now; a browser cannot probe
 * another domain honestly (cross-origin answers are opaque, a CORS or mixed-content refusal looks
 * like an outage), every probe delays the page, and what this browser reaches says nothing about
 * the phone that scans the code on another network. A dead domain is the operator's to remove.
 */

/** The origin of one domainList entry: a bare host ('play.lotus.example') means https; null if unusable. */
export function domainOrigin(entry: string): string | null {
  const text = entry.trim();
  if (!text) return null;
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * This page's origin when its host is one of the brand's domains, or when there is no usable
 * domain to prefer; otherwise the first listed domain's origin.
 */
export function brandOrigin(page: Pick<Location, 'origin' | 'host'>, domainList: readonly string[]): string {
  const origins = domainList.map(domainOrigin).filter((o): o is string => o !== null);
  if (origins.length === 0) return page.origin;
  const host = page.host.toLowerCase();
  if (origins.some((origin) => new URL(origin).host === host)) return page.origin;
  return origins[0]!;
}

/** A site path ('/register?x=1') made absolute on `origin`; an address with its own scheme stays as it is. */
export function toBrandUrl(pathOrUrl: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, `${origin}/`).href;
}
