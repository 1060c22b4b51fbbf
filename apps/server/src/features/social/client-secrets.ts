import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const KEY_NAME = 'social-client-secret-key';

/**
 * Providers' client secrets at rest: AES-256-GCM under a key made once and kept in server_secrets,
 * as base64url `iv.tag.data`. A copy of the providers table, a log line or an answer that shows a
 * row by mistake does not give the secret away; only the server reads it back, to call the
 * provider's token endpoint.
 */
export function createClientSecrets(db: Kysely<DB>) {
  let key: Promise<Buffer> | null = null;
  const loadKey = () => {
    key ??= (async () => {
      await db
        .insertInto('server_secrets')
        .values({ name: KEY_NAME, value: randomBytes(32) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', KEY_NAME)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value);
    })().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  return {
    async seal(secret: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await loadKey(), iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },

    async open(sealed: string): Promise<string> {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('malformed sealed client secret');
      const decipher = createDecipheriv('aes-256-gcm', await loadKey(), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

export type ClientSecrets = ReturnType<typeof createClientSecrets>;
