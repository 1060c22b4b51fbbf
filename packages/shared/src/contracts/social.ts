import { z } from 'zod';
import { loginValueSchema } from './auth.ts';

/*
 * Social sign-in with OpenID Connect providers the operator configures, behind the brand's
 * socialSignIn flag (docs/decisions/007-social-sign-in.md). The browser leaves through
 * GET /wps/social/{key}/start and comes back to the web route /social/complete with a single-use
 * code, which POST /wps/social/complete turns into the ordinary login value.
 */

/** A provider's key: lower-case letters, digits and dashes ('google', 'facebook', 'line-th'). */
export const SOCIAL_PROVIDER_KEY = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** What the login popup shows: one button per enabled provider, in the operator's order. */
export const socialProviderSchema = z.object({ key: z.string(), name: z.string() });
export const socialProvidersValueSchema = z.array(socialProviderSchema);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialCompletePayloadSchema = z.object({ code: z.string().min(1).max(128) }).strict();
export type SocialCompletePayload = z.infer<typeof socialCompletePayloadSchema>;

/** The login value of POST /wps/session/login, plus the same-origin path the sign-in started from. */
export const socialCompleteValueSchema = loginValueSchema.extend({ returnTo: z.string() });
export type SocialCompleteValue = z.infer<typeof socialCompleteValueSchema>;

/** A path on this site: one leading slash, no scheme or host, no backslash or control character. */
export function isSameOriginPath(value: string): boolean {
  const controlOrBackslash = [...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c === '\x7f');
  return value.length <= 500 && /^\/(?!\/)/.test(value) && !controlOrBackslash;
}

/** https, or http on the loopback address only (a provider on the same machine, the tests). */
export function isIssuerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Space-separated OAuth scope tokens (RFC 6749 section 3.3) that include 'openid'. */
const SCOPE_LIST = /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/;
const scopes = z
  .string()
  .max(500)
  .regex(SCOPE_LIST)
  .refine((value) => value.split(' ').includes('openid'), { message: "must include 'openid'" });

const providerFields = {
  name: z.string().trim().min(1).max(60),
  issuerUrl: z.string().max(500).refine(isIssuerUrl, { message: 'an https URL without query or fragment' }),
  clientId: z.string().min(1).max(255),
  /** Write-only: kept encrypted, never answered, not even to operators. */
  clientSecret: z.string().min(1).max(1000),
  scopes,
  enabled: z.boolean(),
  position: z.number().int().min(0).max(10_000),
};

export const socialProviderCreateSchema = z
  .object({
    key: z.string().regex(SOCIAL_PROVIDER_KEY),
    ...providerFields,
    scopes: scopes.default('openid email profile'),
    enabled: providerFields.enabled.default(true),
    position: providerFields.position.default(0),
  })
  .strict();
export type SocialProviderCreate = z.infer<typeof socialProviderCreateSchema>;

/** Any subset; an absent clientSecret keeps the stored one. */
export const socialProviderUpdateSchema = z.object(providerFields).partial().strict();
export type SocialProviderUpdate = z.infer<typeof socialProviderUpdateSchema>;

export const socialProviderKeyParamsSchema = z.object({ key: z.string().regex(SOCIAL_PROVIDER_KEY) });

/** A provider as the operator sees it: everything but the secret. */
export const socialProviderAdminSchema = z.object({
  key: z.string(),
  name: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  scopes: z.string(),
  enabled: z.boolean(),
  position: z.number(),
  /** Register this path on this site's origin as the redirect URI at the provider. */
  callbackPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const socialProvidersAdminValueSchema = z.array(socialProviderAdminSchema);
export type SocialProviderAdmin = z.infer<typeof socialProviderAdminSchema>;
