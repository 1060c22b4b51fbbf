import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { AppError } from './app-error.ts';

/**
 * preValidation hook of the encrypted calls: `{ "jwe": "<compact JWE>" }` is
 * replaced by the JSON it carries, so the route's schema then validates the real payload and
 * reports every failing field as any other call does. A plaintext body is refused with
 * ENCRYPTION_REQUIRED unless ENCRYPTION_REQUIRED=false; a JWE that does not open is
 * DECRYPTION_FAILED.
 */
export function decryptBody(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (isObject(body) && Object.hasOwn(body, 'jwe')) {
      const keys = Object.keys(body);
      if (keys.length !== 1 || typeof body.jwe !== 'string' || body.jwe === '') {
        throw new AppError('DECRYPTION_FAILED');
      }
      request.body = await ctx.keys.decrypt(body.jwe);
      return;
    }
    if (ctx.env.ENCRYPTION_REQUIRED) throw new AppError('ENCRYPTION_REQUIRED');
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The OpenAPI note of an encrypted call's body (the schema shown is the JWE's plaintext). */
export const ENCRYPTED_BODY_NOTE =
  'Encrypted call: send `{ "jwe": "<compact JWE>" }` (RSA-OAEP-256 + A256GCM, key from GET /wps/system/encryption-key) whose plaintext is the body described here.';
