import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { createServerSecret } from '../../platform/server-secrets.ts';

/**
 * The sandbox merchants' secrets at rest (the sandbox is its own service, with its own key): AES-256-GCM under a key made once and kept in server_secrets,
 * as base64url `iv.tag.data`. A copy of the channels table, a log line or an answer that shows a
 * row by mistake does not give the secret away; only the sandbox opens it, to sign.
 */
export function createSandboxSecrets(db: Kysely<DB>) {
  const key = createServerSecret(db, 'sandbox-gateway-secret-key');
  return {
    async seal(secret: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },

    async open(sealed: string): Promise<string> {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('malformed sealed merchant secret');
      const decipher = createDecipheriv('aes-256-gcm', await key(), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

export type SandboxSecrets = ReturnType<typeof createSandboxSecrets>;
