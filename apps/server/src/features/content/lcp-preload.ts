import { HOME_PATHS } from '../../platform/web-client.ts';
import type { ContentReads } from './content-reads.ts';

/**
 * The home page's largest paint is its first banner, which the client only finds after its
 * JavaScript runs. Naming it in a preload Link header on the HTML lets the browser fetch it at once.
 * The banners come from the cached reads, so an operator's change shows here as soon as there.
 */
export function createLcpPreload(reads: Pick<ContentReads, 'banners'>) {
  return async (pathname: string): Promise<string | undefined> => {
    if (!HOME_PATHS.has(pathname)) return undefined;
    const [first] = await reads.banners('home');
    return first?.image_url;
  };
}
