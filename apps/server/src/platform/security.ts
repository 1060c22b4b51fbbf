import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our own origin (the
 * Vite build emits no inline script), no plugins, no framing by other sites. Inline style
 * attributes stay allowed because React and Swiper set element styles.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent by registerSecurityHeaders on HTTPS requests only: over plain http the header is ignored.
  strictTransportSecurity: false,
};

/** Two years, subdomains included: a player's browser never tries plain http again. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers helmet would set, computed once: they do not depend on the request, and building
 * them per request (parsing the policy each time) cost a quarter of a small request's CPU.
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST Security sheet): never rendered as a page, framed or
 * sniffed, nor read by another site, nor leak a redirect's address onward. Helmet's other
 * headers govern documents (opener, DNS prefetch, downloads); on an API answer they were a third
 * of its header bytes (decision 068).
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  // Some of these answers are redirects that carry a code (the social sign-in's): no Referer onward.
  'referrer-policy': 'no-referrer',
};

/**
 * Paths that answer JSON, events or stored files, never a page (the web client's fallback skips
 * them too). Pages, the docs, static files and the service worker (which needs connect-src) keep
 * the full set; so does anything not listed.
 */
export const API_ONLY_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/admin/api/',
  '/provider-api/',
  '/studio/api/',
  '/healthz',
  '/readyz',
];

const isApiOnlyPath = (url: string) => API_ONLY_PREFIXES.some((prefix) => url.startsWith(prefix));

export function registerSecurityHeaders(app: FastifyInstance) {
  const pageHeaders = computeSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiOnlyPath(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
