import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startOidcServer, type OidcServer, type TestAccount } from './oidc-server.ts';

/** What the portal's callback sent the browser to: the hand-off code, or an error code. */
export interface Landing {
  code: string | null;
  error: string | null;
}

/** A browser without cookies against the portal: redirects are followed by hand. */
export function socialClient(base: string) {
  const redirectOf = async (url: string) => {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
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
