import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { parseMasterKeys, type Env } from '../config/env.ts';
import { createServerSecret } from './server-secrets.ts';

/**
 * AES-256-GCM for the small secrets kept in the database: TOTP seeds, gateways' webhook secrets,
 * providers' and identity providers' client secrets. Each purpose has its own key:
 *
 * - With SECRETS_MASTER_KEY (required in production) the key is derived from the master key by
 *   HKDF, so a copy of the database alone opens nothing. The master key may list older versions
 *   (`2:<base64>,1:<base64>`, current first): a value names the version that sealed it.
 * - Without it (the demo and tests) the key is made once and kept in server_secrets.
 *
 * Stored as base64url `v<version>.iv.tag.data` (`v0` = the database key); the purpose is
 * authenticated data, so a value sealed for one purpose does not open as another. Values sealed
 * before versions existed (`iv.tag.data`, database key, no purpose) still open.
 */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
  /** Loads the sealing key now: on a one-connection pool (PGlite) a first load inside a transaction would wait for the connection the transaction holds. */
  ready(): Promise<void>;
}

export interface SecretBoxDeps {
  db: Kysely<DB>;
  env: Pick<Env, 'SECRETS_MASTER_KEY'>;
}

export function createSecretBox(deps: SecretBoxDeps, purpose: string): SecretBox {
  const master = parseMasterKeys(deps.env.SECRETS_MASTER_KEY);
  const databaseKey = createServerSecret(deps.db, purpose);
  const aad = Buffer.from(purpose, 'utf8');
  const derived = new Map<number, Buffer>();

  async function keyOf(version: number): Promise<Buffer> {
    if (version === 0) return databaseKey();
    const root = master?.keys.get(version);
    if (!root)
      throw new Error(`secret sealed for ${purpose} with master key version ${version}, which is not configured`);
    let key = derived.get(version);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), `portal secret-box ${purpose}`, 32));
      derived.set(version, key);
    }
    return key;
  }

  return {
    async ready() {
      await keyOf(master?.current ?? 0);
    },

    async seal(plain) {
      const version = master?.current ?? 0;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(version), iv);
      cipher.setAAD(aad);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [`v${version}`, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
    },

    async open(sealed) {
      const parts = sealed.split('.');
      const versioned = parts.length === 4 && /^v\d+$/.test(parts[0]!);
      if (!versioned && parts.length !== 3) throw new Error(`malformed sealed secret (${purpose})`);
      const version = versioned ? Number(parts[0]!.slice(1)) : 0;
      const [iv, tag, data] = parts.slice(versioned ? 1 : 0).map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', await keyOf(version), iv!);
      if (versioned) decipher.setAAD(aad);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * A 32-byte server key (an HMAC pepper, a signing or seed key) made once and shared by every
 * instance, kept in server_secrets like createServerSecret's, but sealed by the secret box when
 * SECRETS_MASTER_KEY is set, so a copy of the database alone does not hold it (review N3, L2). A
 * key stored in the clear before the master key was set is sealed in place on first load (the same
 * key: what it signed or hashed stays valid). Without a master key (demo, tests) it stays clear.
 * Loaded once per process; load it before a transaction on the one-connection PGlite.
 */
export function createSealedServerSecret(deps: SecretBoxDeps, name: string): () => Promise<Buffer> {
  if (!parseMasterKeys(deps.env.SECRETS_MASTER_KEY)) return createServerSecret(deps.db, name);
  const box = createSecretBox(deps, `server-secret:${name}`);
  let secret: Promise<Buffer> | null = null;
  const load = async (): Promise<Buffer> => {
    const made = randomBytes(32);
    await deps.db
      .insertInto('server_secrets')
      .values({ name, value: Buffer.from(await box.seal(made.toString('base64')), 'utf8'), sealed: true })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await deps.db
      .selectFrom('server_secrets')
      .select(['value', 'sealed'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    if (row.sealed) return Buffer.from(await box.open(Buffer.from(row.value).toString('utf8')), 'base64');
    const clear = Buffer.from(row.value);
    await deps.db
      .updateTable('server_secrets')
      .set({ value: Buffer.from(await box.seal(clear.toString('base64')), 'utf8'), sealed: true })
      .where('name', '=', name)
      .where('sealed', '=', false)
      .execute();
    return clear;
  };
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}
