/**
 * What a request's log line says of it. Fastify's default, with secrets taken out of the URL:
 * game launch tokens (`token`), sign-in and verification codes (`code`) and signatures (`sig`)
 * travel in query strings (the studio's launch URL, OIDC callbacks), and a log must not hand them
 * on (docs/security.md).
 */
export const REDACTED_QUERY_PARAMS = ['token', 'code', 'sig'] as const;

/** The URL with the values of REDACTED_QUERY_PARAMS replaced (the names stay, to show they came). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: compare the raw name.
      }
      return (REDACTED_QUERY_PARAMS as readonly string[]).includes(name.toLowerCase()) ? `${rawName}=REDACTED` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number } | null;
}

/** pino's `req` serializer (app.ts): Fastify's fields, the URL redacted. */
export function requestLogSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
