import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie that binds a social sign-in to the browser that started it (docs/security.md, login CSRF):
 * a random value set at start, whose hash the attempt keeps, brought back to the callback.
 * HttpOnly (no script reads it), SameSite=Lax (sent on the provider's top-level redirect back,
 * not on cross-site subrequests), Path=/ and, over https, Secure with the `__Host-` prefix (no
 * other host or path can set or shadow it). It lives as long as the attempt.
 */
const SECURE_NAME = '__Host-portal-social';
const PLAIN_NAME = 'portal-social';
const MAX_AGE_SECONDS = 600;

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

export function setBrowserBinding(request: FastifyRequest, reply: FastifyReply, value: string) {
  const secure = isHttps(request);
  const name = secure ? SECURE_NAME : PLAIN_NAME;
  const attributes = [
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', `${name}=${value}; ${attributes.join('; ')}`);
}

/** Spent at the callback: the browser forgets it whatever the outcome. */
export function clearBrowserBinding(request: FastifyRequest, reply: FastifyReply) {
  const secure = isHttps(request);
  const name = secure ? SECURE_NAME : PLAIN_NAME;
  reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

/** The value the browser brought (the https name only over https), or null. */
export function readBrowserBinding(request: FastifyRequest): string | null {
  const name = isHttps(request) ? SECURE_NAME : PLAIN_NAME;
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
  }
  return null;
}
