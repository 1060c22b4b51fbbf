import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { createServerSecret } from '../../platform/server-secrets.ts';

/**
 * Providers' shared secrets at rest: AES-256-GCM under a key made once and kept in server_secrets,
 * as base64url `iv.tag.data` (the same scheme as the payment channels' webhook secrets). Only the
 * server opens one, to check or make a signature; no answer ever shows it.
 */
export function createProviderSecrets(db: Kysely<DB>) {
  const key = createServerSecret(db, 'provider-secret-key');
  return {
    async seal(secret: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },

    async open(sealed: string): Promise<string> {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('malformed sealed provider secret');
      const decipher = createDecipheriv('aes-256-gcm', await key(), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

export type ProviderSecrets = ReturnType<typeof createProviderSecrets>;
