import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { LoginValue } from '@portal/shared/contracts/auth';
import { isSameOriginPath, type SocialCompleteValue } from '@portal/shared/contracts/social';
import type { BrandSettings } from '@portal/shared/settings';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ClientMeta } from '../auth/auth.service.ts';
import type { SecurityLog } from '../members/security-events.ts';
import type { MemberRow, MembersRepo } from '../members/members.repo.ts';
import type { ClientSecrets } from './client-secrets.ts';
import type { Oidc, OidcProvider } from './oidc.ts';
import type { ProviderRow, SocialRepo } from './social.repo.ts';
import { assertMaySignIn, createSocialAccounts, type NewSocialMember } from './social-accounts.ts';

/** A trip to the provider and back; then the web client has this long to pick the sign-in up. */
const ATTEMPT_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * The sign-in flow: start (remember state, nonce and PKCE verifier server-side, send the browser
 * to the provider), callback (spend the attempt, exchange the code, link or create the member,
 * leave a single-use hand-off code) and complete (spend the code, start the session).
 */
export function createSocialService(deps: {
  repo: SocialRepo;
  members: MembersRepo;
  oidc: Oidc;
  secrets: ClientSecrets;
  clock: Clock;
  log: SecurityLog;
  settings: () => Promise<BrandSettings>;
  signIn: (member: MemberRow, meta: ClientMeta) => Promise<LoginValue>;
  createMember: NewSocialMember;
}) {
  const { repo, members, oidc, clock } = deps;
  const accounts = createSocialAccounts({ repo, members, clock, createMember: deps.createMember });

  /** An enabled provider while the brand has social sign-in on, or SOCIAL_PROVIDER_UNAVAILABLE. */
  async function usableProvider(key: string): Promise<ProviderRow> {
    const { flags } = await deps.settings();
    const provider = flags.socialSignIn ? await repo.findProvider(key) : undefined;
    if (!provider?.enabled) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
    return provider;
  }

  const oidcProvider = async (row: ProviderRow): Promise<OidcProvider> => ({
    key: row.key,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    clientSecret: await deps.secrets.open(row.client_secret_encrypted),
    scopes: row.scopes,
  });

  return {
    /** Public list for the login popup: empty while the brand has social sign-in off. */
    async publicProviders(): Promise<{ key: string; name: string }[]> {
      const { flags } = await deps.settings();
      if (!flags.socialSignIn) return [];
      return (await repo.listProviders()).filter((p) => p.enabled).map((p) => ({ key: p.key, name: p.name }));
    },

    /**
     * The provider's authorization URL to send the browser to, and the random value the route
     * puts in the browser's sign-in cookie (only its hash is kept with the attempt).
     */
    async start(key: string, input: { returnTo?: string; origin: string }): Promise<{ url: URL; browserKey: string }> {
      const returnTo = input.returnTo ?? '/';
      if (!isSameOriginPath(returnTo))
        throw new AppError('VALIDATION_FAILED', { value: { fields: { returnTo: 'INVALID_VALUE' } } });
      const row = await usableProvider(key);
      const request = {
        redirectUri: `${input.origin}/wps/social/${row.key}/callback`,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = await oidc.authorizationUrl(await oidcProvider(row), request);
      const browserKey = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.insertAttempt({
        stateHash: sha256(request.state),
        provider: row.key,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        redirectUri: request.redirectUri,
        returnTo,
        browserHash: sha256(browserKey),
        expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
        now,
      });
      return { url, browserKey };
    },

    /**
     * The provider's answer (`query` as received), in the browser that brought `browserKey` (the
     * sign-in cookie). Answers the hand-off code for the web client. The attempt is spent before
     * anything else, so a replayed callback finds nothing; a callback opened in another browser
     * than the one that started the sign-in (login CSRF: a victim sent an attacker's callback
     * link) is refused and spends nothing.
     */
    async callback(key: string, query: string, browserKey: string | null, meta: ClientMeta): Promise<string> {
      const state = new URLSearchParams(query).get('state');
      if (!state) throw new AppError('SOCIAL_LOGIN_FAILED', { message: 'no state in the callback' });
      const now = clock.now();
      const attempt = await repo.takeAttempt(sha256(state), browserKey ? sha256(browserKey) : null, now);
      if (!attempt) {
        const status = await repo.attemptStatus(sha256(state));
        throw new AppError(status === 'used' ? 'SOCIAL_LOGIN_EXPIRED' : 'SOCIAL_LOGIN_FAILED', {
          message:
            status === 'used'
              ? 'attempt already used'
              : status === 'open'
                ? 'state not started by this browser'
                : 'unknown state',
        });
      }
      if (attempt.expires_at.getTime() <= now.getTime()) throw new AppError('SOCIAL_LOGIN_EXPIRED');
      if (attempt.provider !== key) {
        throw new AppError('SOCIAL_LOGIN_FAILED', { message: `state of ${attempt.provider} sent to ${key}` });
      }
      const row = await usableProvider(key);
      const callbackUrl = new URL(attempt.redirect_uri);
      callbackUrl.search = query;
      const identity = await oidc.exchange(await oidcProvider(row), callbackUrl, {
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
      });
      const { member, how } = await accounts.resolve(row.key, identity, meta);
      assertMaySignIn(member);
      if (how !== 'existing') {
        const kind = how === 'linked' ? 'social_link' : 'social_register';
        await deps.log.record({ kind, memberId: member.id, username: member.username, ...meta });
      }
      const code = randomBytes(32).toString('base64url');
      await repo.insertHandoff({
        codeHash: sha256(code),
        memberId: member.id,
        provider: row.key,
        returnTo: attempt.return_to,
        expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
        now,
      });
      return code;
    },

    /** Spends the hand-off code and signs the member in, as a login by code (no forced change). */
    async complete(code: string, meta: ClientMeta): Promise<SocialCompleteValue> {
      const now = clock.now();
      const handoff = await repo.takeHandoff(sha256(code), now);
      if (!handoff || handoff.expires_at.getTime() <= now.getTime()) throw new AppError('SOCIAL_LOGIN_EXPIRED');
      await usableProvider(handoff.provider);
      const member = await members.findById(handoff.member_id);
      if (!member) throw new AppError('SOCIAL_LOGIN_EXPIRED');
      assertMaySignIn(member);
      await deps.log.record({ kind: 'social_login', memberId: member.id, username: member.username, ...meta });
      try {
        return { ...(await deps.signIn(member, meta)), returnTo: handoff.return_to };
      } catch (error) {
        // The authenticator's step comes next: the page keeps where the visitor was going.
        if (error instanceof AppError && error.code === 'LOGIN_VERIFICATION_REQUIRED') {
          throw new AppError('LOGIN_VERIFICATION_REQUIRED', {
            value: { ...(error.value as object), returnTo: handoff.return_to },
          });
        }
        throw error;
      }
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
