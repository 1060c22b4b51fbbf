import { randomUUID } from 'node:crypto';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { Bus } from './bus.ts';
import { parseMasterKeys, type Env } from '../config/env.ts';
import { createSecretBox } from './secret-box.ts';

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';
const ROTATED = 'encryption-keys-rotated';

/**
 * Key pairs for the encrypted calls (login, registration, password changes). The newest key is
 * published; it and the one before it decrypt, so a client holding the old public key survives a
 * rotation. A rotation is announced on the bus so other instances publish the new key and retire
 * the oldest one too.
 */
export function createEncryptionKeys({
  db,
  bus,
  env,
}: {
  db: Kysely<DB>;
  bus?: Bus;
  env: Pick<Env, 'SECRETS_MASTER_KEY'>;
}) {
  let cache: { kid: string; publicJwk: JWK; privateKey: PrivateKey }[] | null = null;
  // With a master key the private halves are sealed (review L2): a copy of the database cannot
  // decrypt the passwords sent in encrypted calls. Without one (demo, tests) they stay clear.
  const box = parseMasterKeys(env.SECRETS_MASTER_KEY) ? createSecretBox({ db, env }, 'encryption-private-key') : null;
  const privateOf = async (row: { private_jwk: unknown; private_sealed: string | null }): Promise<JWK> =>
    row.private_sealed !== null ? (JSON.parse(await box!.open(row.private_sealed)) as JWK) : (row.private_jwk as JWK);

  /** Keys stored in the clear before the master key was set, sealed in place. */
  async function sealClearKeys() {
    if (!box) return;
    const clear = await db
      .selectFrom('encryption_keys')
      .select(['kid', 'private_jwk'])
      .where('private_jwk', 'is not', null)
      .execute();
    for (const row of clear) {
      await db
        .updateTable('encryption_keys')
        .set({ private_sealed: await box.seal(JSON.stringify(row.private_jwk)), private_jwk: null })
        .where('kid', '=', row.kid)
        .where('private_jwk', 'is not', null)
        .execute();
    }
  }

  async function load() {
    if (cache) return cache;
    const rows = await db
      .selectFrom('encryption_keys')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .limit(2)
      .execute();
    cache = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        publicJwk: row.public_jwk as JWK,
        privateKey: await importJWK(await privateOf(row), JWE_ALG),
      })),
    );
    return cache;
  }

  async function rotate(): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(JWE_ALG, { extractable: true, modulusLength: 2048 });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: JWE_ALG, use: 'enc' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: JWE_ALG };
    await db
      .insertInto('encryption_keys')
      .values({
        kid,
        public_jwk: JSON.stringify(publicJwk),
        private_jwk: box ? null : JSON.stringify(privateJwk),
        private_sealed: box ? await box.seal(JSON.stringify(privateJwk)) : null,
      })
      .execute();
    cache = null;
    await bus?.publish(ROTATED, kid).catch(() => {
      // Other instances still find the new key when a payload names it; they retire the old one later.
    });
    return kid;
  }

  return {
    /** Generates the first key pair on first start; a no-op afterwards. */
    async ensure(): Promise<void> {
      await bus?.subscribe(ROTATED, () => {
        cache = null;
      });
      await sealClearKeys();
      if ((await load()).length === 0) await rotate();
    },
    rotate,
    async publicKey(): Promise<JWK> {
      const [current] = await load();
      if (!current) throw new AppError('SERVICE_UNAVAILABLE');
      return current.publicJwk;
    },
    /** The JSON payload of a compact JWE, or DECRYPTION_FAILED. */
    async decrypt(jwe: string): Promise<unknown> {
      let keys = await load();
      let kid: string | undefined;
      try {
        const header = decodeProtectedHeader(jwe);
        if (header.alg !== JWE_ALG || header.enc !== JWE_ENC) throw new Error('algorithm');
        kid = header.kid;
      } catch {
        throw new AppError('DECRYPTION_FAILED');
      }
      if (kid && !keys.some((k) => k.kid === kid)) {
        // Another instance may have rotated: look again before refusing.
        cache = null;
        keys = await load();
      }
      const candidates = kid ? keys.filter((k) => k.kid === kid) : keys;
      for (const key of candidates) {
        try {
          const { plaintext } = await compactDecrypt(jwe, key.privateKey, {
            keyManagementAlgorithms: [JWE_ALG],
            contentEncryptionAlgorithms: [JWE_ENC],
          });
          return JSON.parse(new TextDecoder().decode(plaintext));
        } catch {
          // try the next key
        }
      }
      throw new AppError('DECRYPTION_FAILED');
    },
  };
}

export type EncryptionKeys = ReturnType<typeof createEncryptionKeys>;
