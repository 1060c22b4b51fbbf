import type { Clock } from '../../platform/clock.ts';
import type { ContentRepo } from './content.repo.ts';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);
const CACHE_MS = 60_000;

/**
 * The home page's largest paint is its first banner, which the client only finds after its
 * JavaScript runs. Naming it in a preload Link header on the HTML lets the browser fetch it at once.
 */
export function createLcpPreload(repo: Pick<ContentRepo, 'banners'>, clock: Clock) {
  let cached: { url: string | undefined; at: number } | null = null;
  return async (pathname: string): Promise<string | undefined> => {
    if (!HOME_PATHS.has(pathname)) return undefined;
    const now = clock.now().getTime();
    if (!cached || now - cached.at > CACHE_MS) {
      const [first] = await repo.banners('home');
      cached = { url: first?.image_url, at: now };
    }
    return cached.url;
  };
}
