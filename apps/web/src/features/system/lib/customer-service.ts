import { CUSTOMER_SERVICE_EMAIL, CUSTOMER_SERVICE_POPUP, VIP_SERVICE_RANK_ABOVE } from '@portal/shared/content-links';
import type { CustomerServiceEntry } from '@portal/shared/contracts/system';

export const SERVICE_POPUP_NAME = 'portal-customer-service';
export const SERVICE_POPUP_SIZE = { width: 480, height: 720 } as const;

/**
 * The lines the side menu lists, in the server's order: VIP-only lines only for a member whose
 * rank is above 4; a visitor, or a member whose rank is not known yet, sees the public lines.
 */
export function visibleServiceLines(
  entries: readonly CustomerServiceEntry[],
  rankLevel: number | null | undefined,
): CustomerServiceEntry[] {
  const vip = typeof rankLevel === 'number' && rankLevel > VIP_SERVICE_RANK_ABOVE;
  return entries.filter((entry) => vip || !entry.vipOnly);
}

export type ServiceOpening = 'popup' | 'mail' | 'tab';

/** A line pointing at the site's own page ('/helpmc', '/?chat=open'), not another site ('//host'). */
export { isSitePath } from '@portal/shared/content-links';

export function openingOf(entry: Pick<CustomerServiceEntry, 'type'>): ServiceOpening {
  // Spec §7: type 3 opens in a popup window; the e-mail line (mailto:) in the mail program.
  if (entry.type === CUSTOMER_SERVICE_POPUP) return 'popup';
  if (entry.type === CUSTOMER_SERVICE_EMAIL) return 'mail';
  return 'tab';
}

/** The window features of the popup: sized and centred on the player's screen, never a tab. */
export function popupFeatures(screen: {
  availWidth: number;
  availHeight: number;
  availLeft?: number;
  availTop?: number;
}) {
  const width = Math.min(SERVICE_POPUP_SIZE.width, screen.availWidth);
  const height = Math.min(SERVICE_POPUP_SIZE.height, screen.availHeight);
  const left = Math.round((screen.availLeft ?? 0) + (screen.availWidth - width) / 2);
  const top = Math.round((screen.availTop ?? 0) + (screen.availHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** Only web addresses (or the site's own paths) go into a window we open. */
export function popupUrl(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens the line in the popup window (or, with `tab`, a new tab). The window starts blank and
 * same-origin so its opener can be cut before the support page loads (that page must not reach
 * back into the portal); false when the browser blocked it, so the caller lets the link open
 * normally instead. A sealed line's address comes as a promise (the server opens it): the window
 * is opened at once, inside the click, and sent on when the address arrives; `onFailed` hears
 * when it does not.
 */
export function openServicePopup(
  url: string | Promise<string>,
  target: Window = window,
  onFailed: (error: unknown) => void = () => {},
  tab = false,
): boolean {
  if (typeof url === 'string' && !popupUrl(url, target.location.origin)) return false;
  const opened = tab
    ? target.open('about:blank', '_blank')
    : target.open(
        'about:blank',
        SERVICE_POPUP_NAME,
        popupFeatures(target.screen as Screen & { availLeft?: number; availTop?: number }),
      );
  if (!opened) return false;
  opened.opener = null;
  const send = (address: string) => {
    const href = popupUrl(address, target.location.origin);
    if (!href) throw new Error(`not a web address: ${address}`);
    opened.location.href = href;
    opened.focus();
  };
  if (typeof url === 'string') send(url);
  else
    url.then(send).catch((error: unknown) => {
      opened.close();
      onFailed(error);
    });
  return true;
}
