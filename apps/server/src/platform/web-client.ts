import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_THEME, THEME_COLORS, THEME_COOKIE, THEMES, type Theme } from '@portal/shared/constants';
import { API_ONLY_PREFIXES } from './security.ts';

/**
 * Paths that are never the web client: unknown ones there get the 404 envelope. The JSON paths,
 * and the outbox, the docs and the built files, which are pages or files of their own.
 */
export const API_PREFIXES = [...API_ONLY_PREFIXES, '/dev/', '/docs', '/assets/'];

/** The home page's addresses (the web client's router): sent home.html, which names the page's code. */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/index.html', '/home']);

/** index.html's outline keeps this place for the page's first banner (apps/web/index.html). */
export const BANNER_SLOT = '<div class="boot-shell__banner"></div>';
/** Only our own paths (never //host): a header value or an attribute must never carry operator text unescaped. */
const OWN_PATH = /^\/(?!\/)[\w\-./]+$/;

const THEME_IN_COOKIE = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(\\w+)`);

/** The theme a visitor chose, from the cookie the web client keeps (apps/web/src/lib/theme.ts). */
export function themeOf(request: FastifyRequest): Theme {
  const chosen = THEME_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return (THEMES as readonly string[]).includes(chosen ?? '') ? (chosen as Theme) : DEFAULT_THEME;
}

/** The page in a theme: index.html and admin.html are written in the default one. */
export function paintTheme(html: string, theme: Theme): string {
  if (theme === DEFAULT_THEME) return html;
  return html
    .replace(`data-theme="${DEFAULT_THEME}"`, `data-theme="${theme}"`)
    .replace(
      `<meta name="theme-color" content="${THEME_COLORS[DEFAULT_THEME]}"`,
      `<meta name="theme-color" content="${THEME_COLORS[theme]}"`,
    );
}

/** index.html with the banner in its outline; as it was for an address that is not a plain path of ours. */
export function paintFirstBanner(html: string, image: string): string {
  if (!OWN_PATH.test(image)) return html;
  return html.replace(
    BANNER_SLOT,
    `<div class="boot-shell__banner"><img src="${image}" alt="" width="1200" height="400" fetchpriority="high"></div>`,
  );
}

/**
 * Serves the built web client: hashed assets cached for a year, index.html never cached, and every
 * other GET that asks for HTML answered with index.html (history-mode routing).
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir: string,
  preloadImage: (pathname: string) => Promise<string | undefined> = async () => undefined,
) {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web client not built: run `npm run build`; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const adminFile = path.join(distDir, 'admin.html');
  const adminHtml = fs.existsSync(adminFile) ? fs.readFileSync(adminFile, 'utf8') : null;
  const indexHtml = fs.readFileSync(index, 'utf8');
  // index.html naming the home page's chunk and its imports (apps/web/build/first-page-html.ts).
  const homeFile = path.join(distDir, 'home.html');
  const homeHtml = fs.existsSync(homeFile) ? fs.readFileSync(homeFile, 'utf8') : indexHtml;
  const pages = new PageCache();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding, cookie');
    // The first paint is in the visitor's theme, not a flash of the default one before the app runs.
    const theme = themeOf(request);
    if (adminHtml !== null && isConsolePath(request.url)) {
      // The back office is its own page: players' index.html never references its code.
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendPage(
        request,
        reply,
        pages.get(`admin|${theme}`, () => paintTheme(adminHtml, theme)),
      );
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const home = HOME_PATHS.has(pathname);
    const [name, html] = home ? ['home', homeHtml] : ['index', indexHtml];
    const image = await preloadImage(pathname).catch(() => undefined);
    if (!image || !OWN_PATH.test(image) || !html.includes(BANNER_SLOT)) {
      return sendPage(
        request,
        reply,
        pages.get(`${name}|${theme}`, () => paintTheme(html, theme)),
      );
    }
    // The page's largest paint is its first banner: fetched at once (the Link header) and painted in
    // the outline from the HTML, before the app's JavaScript has run; the app's banner takes its place.
    reply.header('link', `<${image}>; rel=preload; as=image; fetchpriority=high`);
    const page = pages.get(`${name}|${image}|${theme}`, () => paintTheme(paintFirstBanner(html, image), theme));
    return sendPage(request, reply, page);
  };
}

/**
 * The pages as sent, compressed once each: two themes, the console, and the home page with its
 * first banner (a new one when the operator changes it, so the oldest are let go).
 */
class PageCache {
  private readonly pages = new Map<string, EncodedPage>();
  get(key: string, html: () => string): EncodedPage {
    let page = this.pages.get(key);
    if (!page) {
      if (this.pages.size >= 16) this.pages.delete(this.pages.keys().next().value!);
      page = encodePage(html());
      this.pages.set(key, page);
    }
    return page;
  }
}

const ENCODINGS = ['br', 'gzip'] as const;
type EncodedPage = Record<(typeof ENCODINGS)[number] | 'identity', Buffer>;

/** A page compressed once, ahead: @fastify/compress serves routes, and these answer unknown paths. */
function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding as keyof EncodedPage] : page.identity);
}

/** /admin and the console's pages under it (not its API, /admin/api/). */
export const isConsolePath = (url: string) => /^\/admin(\/|$|\?)/.test(url) && !url.startsWith('/admin/api');

/** A browser navigating: it asks for HTML. */
export const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

export function wantsWebClient(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((p) => request.url.startsWith(p))) return false;
  return wantsHtml(request);
}
