import type { LaunchValue } from '@portal/shared/contracts/games';

/*
 * Which hosts the /game frame may load (docs/security.md): the portal's own origin (the in-house
 * studio), the brand's game CDNs (settings delivery.launchGameCDNs, in /wps/system/status), and the
 * hosts this browser was sent to by the portal's own launch call (GET /wps/game/launchGame answers
 * only enabled, configured providers' URLs). Anything else, such as a link made up as
 * /game?url=https://elsewhere, is not framed.
 */

const STORAGE_KEY = 'portal.game-origins';
const MAX_REMEMBERED = 20;

function originOf(raw: string, base?: string): string | null {
  try {
    return new URL(raw, base).origin;
  } catch {
    return null;
  }
}

/** The origins the portal's launch call has answered in this browser (most recent first). */
export function launchedGameOrigins(storage: Pick<Storage, 'getItem'> | null = safeStorage()): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers the hosts of a launch answer, so the /game page it leads to may frame them. */
export function rememberLaunchedGame(
  value: Pick<LaunchValue, 'game_url' | 'game_url2'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
): void {
  const origins = [value.game_url, value.game_url2]
    .map((url) => (url ? originOf(url) : null))
    .filter((o): o is string => o !== null && o.startsWith('https://'));
  if (origins.length === 0 || !storage) return;
  const next = [...new Set([...origins, ...launchedGameOrigins(storage)])].slice(0, MAX_REMEMBERED);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the frame then trusts the brand's CDNs only.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface GameHostRules {
  /** The portal's origin (window.location.origin). */
  origin: string;
  /** The brand's launchGameCDNs: URLs or bare hosts. */
  cdns: readonly string[];
  /** Origins the portal's launch call answered (launchedGameOrigins()). */
  launched: readonly string[];
}

/**
 * The address to frame, or null when it may not be framed: never javascript:, data: or plain
 * http elsewhere; another origin only over HTTPS and only when registered.
 */
export function allowedGameUrl(raw: string | null, rules: GameHostRules): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, rules.origin);
  } catch {
    return null;
  }
  if (url.origin === rules.origin) return url.href;
  if (url.protocol !== 'https:') return null;
  const cdnOrigins = rules.cdns.map((cdn) => originOf(cdn.includes('://') ? cdn : `https://${cdn}`));
  return cdnOrigins.includes(url.origin) || rules.launched.includes(url.origin) ? url.href : null;
}
