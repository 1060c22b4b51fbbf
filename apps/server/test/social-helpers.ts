import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startOidcServer, type OidcServer, type TestAccount } from './oidc-server.ts';

/** What the portal's callback sent the browser to: the hand-off code, or an error code. */
export interface Landing {
  code: string | null;
  error: string | null;
}

/**
 * A browser against the portal: redirects are followed by hand, and it keeps the one cookie the
 * portal sets for a sign-in (set at start, sent back to the callback, cleared there), as a real
 * browser does. Two clients are two browsers.
 */
export function socialClient(base: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () =>
    jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : undefined;
  const redirectOf = async (url: string) => {
    const res = await fetch(url, { redirect: 'manual', headers: cookieHeader() });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    keep(res);
    return new URL(res.headers.get('location')!, base);
  };
  const landing = (url: URL): Landing => {
    expect(url.origin + url.pathname).toBe(`${base}/social/complete`);
    return { code: url.searchParams.get('code'), error: url.searchParams.get('error') };
  };

  return {
    /** GET start: the provider's authorization URL, or where an error sent the browser. */
    start: (key: string, returnTo?: string) =>
      redirectOf(
        `${base}/wps/social/${key}/start${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`,
      ),

    /** GET the callback URL the provider answered. */
    callback: async (url: URL | string) => landing(await redirectOf(String(url))),

    landing,

    /** The cookies this browser holds now. */
    cookies: () => new Map(jar),

    /** POST complete: status and envelope. */
    async complete(code: string) {
      const res = await fetch(`${base}/wps/social/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'en' },
        body: JSON.stringify({ code }),
      });
      return { status: res.status, body: (await res.json()) as { success: boolean; code: string | null; value: any } };
    },
  };
}

/** Two real providers, 'alpha' and 'beta', each with a client for the portal at `base`. */
export async function startTwoProviders(base: string): Promise<{ alpha: OidcServer; beta: OidcServer }> {
  const [alpha, beta] = await Promise.all(
    ['alpha', 'beta'].map((key) => startOidcServer({ redirectUris: [`${base}/wps/social/${key}/callback`] })),
  );
  return { alpha: alpha!, beta: beta! };
}

/** Registers a provider through the operator API. */
export async function addProvider(
  app: FastifyInstance,
  auth: { authorization: string },
  key: string,
  server: OidcServer,
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/social-providers',
    headers: { ...auth, language: 'en' },
    payload: {
      key,
      name: `${key[0]!.toUpperCase()}${key.slice(1)} ID`,
      issuerUrl: server.issuer,
      clientId: server.clientId,
      clientSecret: server.clientSecret,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Record<string, unknown>;
}

export type { TestAccount };
