import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { AppError } from '../../platform/app-error.ts';
import { createMemoCache } from '../../platform/memo-cache.ts';

/** What the server needs to talk to one provider (the secret already unsealed). */
export interface OidcProvider {
  key: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** Who the provider says signed in, after every check of the ID token. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const CACHE_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 10;

/** Discovery options: http is allowed only where isIssuerUrl allows it (the loopback address). */
const discoveryOptions = (issuerUrl: string): client.DiscoveryRequestOptions => ({
  timeout: TIMEOUT_SECONDS,
  ...(issuerUrl.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
});

const stringClaim = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * The OpenID Connect relying party, on openid-client: discovery (cached ten minutes per settings),
 * the authorization URL with PKCE S256, state and nonce, and the code exchange that checks the
 * state, the issuer (also the RFC 9207 `iss` parameter), the audience, the nonce and the token
 * times. E-mail claims the ID token leaves out are read from the UserInfo endpoint.
 */
export function createOidc() {
  const cache = createMemoCache({ name: 'oidc-discovery', ttlMs: CACHE_MS, max: 100, now: Date.now });

  function configuration(provider: OidcProvider): Promise<client.Configuration> {
    // Keyed by what the configuration is made of, so an operator's change takes effect at once.
    const secretHash = createHash('sha256').update(provider.clientSecret).digest('base64url');
    const cacheKey = `${provider.key}|${provider.issuerUrl}|${provider.clientId}|${secretHash}`;
    for (const key of cache.keys()) if (key.startsWith(`${provider.key}|`) && key !== cacheKey) cache.delete(key);
    return cache.get(cacheKey, () =>
      client
        .discovery(
          new URL(provider.issuerUrl),
          provider.clientId,
          undefined,
          client.ClientSecretBasic(provider.clientSecret),
          discoveryOptions(provider.issuerUrl),
        )
        .catch((error: unknown) => {
          throw new AppError('SERVICE_UNAVAILABLE', { message: `discovery failed: ${String(error)}` });
        }),
    );
  }

  return {
    /** Whether the issuer answers a discovery document that names itself (an operator's save). */
    async discoverable(issuerUrl: string, clientId: string): Promise<boolean> {
      try {
        await client.discovery(new URL(issuerUrl), clientId, undefined, client.None(), discoveryOptions(issuerUrl));
        return true;
      } catch {
        return false;
      }
    },

    async authorizationUrl(
      provider: OidcProvider,
      request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<URL> {
      const config = await configuration(provider);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope: provider.scopes,
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /**
     * The callback URL (the registered redirect URI plus the query the provider sent) turned into
     * the identity. access_denied is SOCIAL_LOGIN_CANCELLED; any other failure SOCIAL_LOGIN_FAILED
     * with the reason in the message (logged, not shown).
     */
    async exchange(
      provider: OidcProvider,
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<OidcIdentity> {
      const config = await configuration(provider);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
          throw new AppError('SOCIAL_LOGIN_CANCELLED');
        }
        throw new AppError('SOCIAL_LOGIN_FAILED', { message: `code exchange refused: ${String(error)}` });
      }
      const claims = tokens.claims();
      if (!claims) throw new AppError('SOCIAL_LOGIN_FAILED', { message: 'no ID token' });
      let source: Record<string, unknown> = claims;
      if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
        try {
          source = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        } catch (error) {
          throw new AppError('SOCIAL_LOGIN_FAILED', { message: `userinfo refused: ${String(error)}` });
        }
      }
      return {
        subject: claims.sub,
        email: stringClaim(source.email, 254),
        // Only a literal true counts: some providers send nothing, or "true" as a string.
        emailVerified: source.email_verified === true,
        name: stringClaim(source.name, 200),
      };
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
