import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { AppError } from '../src/platform/app-error.ts';
import { createLocalBus } from '../src/platform/bus.ts';
import { createEncryptionKeys } from '../src/platform/encryption.ts';
import { createTestApp, openTestDatabase, operatorAuth, type TestApp, type TestDatabase } from './test-app.ts';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await createTestApp({ database, env: { SEED_DEMO: false } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

interface PublishedKey {
  kid: string;
  alg: string;
  enc: string;
  jwk: JWK;
}
const publishedKey = async (app = t.app): Promise<PublishedKey> => {
  const res = await app.inject({ url: '/wps/system/encryption-key' });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
const encryptFor = async (key: PublishedKey, payload: unknown, header: Record<string, unknown> = {}) =>
  new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid, ...header })
    .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
const expectDecryptionFailed = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('DECRYPTION_FAILED');
  expect((error as AppError).status).toBe(400);
};

describe('GET /wps/system/encryption-key', () => {
  it('publishes an RSA-OAEP-256 public JWK with its kid, and nothing private', async () => {
    const key = await publishedKey();
    expect(key).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    expect(key.jwk).toMatchObject({ kty: 'RSA', kid: key.kid, alg: 'RSA-OAEP-256', use: 'enc', e: 'AQAB' });
    expect(Buffer.from(key.jwk.n!, 'base64url').length).toBe(256);
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key.jwk).not.toHaveProperty(secret);
  });
});

describe('the keys module', () => {
  it('decrypts a payload that a standard JOSE library encrypted with the published key', async () => {
    const keys = createEncryptionKeys({ db: database.db, env: {} });
    const payload = { username: 'player1', password: 'pässwörd 密码', n: 1.5 };
    expect(await keys.decrypt(await encryptFor(await publishedKey(), payload))).toEqual(payload);
    // Without a kid every live key is tried.
    const noKid = await new CompactEncrypt(new TextEncoder().encode('{"a":1}'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(await importJWK((await publishedKey()).jwk, 'RSA-OAEP-256'));
    expect(await keys.decrypt(noKid)).toEqual({ a: 1 });
  });

  it('refuses garbage, other algorithms, tampering and non-JSON plaintext with DECRYPTION_FAILED', async () => {
    const keys = createEncryptionKeys({ db: database.db, env: {} });
    const key = await publishedKey();
    const good = await encryptFor(key, { a: 1 });
    const parts = good.split('.');
    const tampered = [...parts.slice(0, 4), parts[4]!.slice(0, -2) + (parts[4]!.endsWith('AA') ? 'BB' : 'AA')].join(
      '.',
    );
    const notJson = await new CompactEncrypt(new TextEncoder().encode('not json'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
      .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
    const otherEnc = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A128GCM', kid: key.kid })
      .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
    for (const jwe of ['', 'garbage', 'a.b.c.d.e', `${'x'.repeat(10_000)}`, tampered, notJson, otherEnc]) {
      await expectDecryptionFailed(keys.decrypt(jwe));
    }
    await expectDecryptionFailed(keys.decrypt(await encryptFor(key, { a: 1 }, { kid: 'no-such-kid' })));
  });

  it('keeps decrypting with the previous key after a rotation, but not the one before it', async () => {
    const auth = await operatorAuth(t.app);
    const first = await publishedKey();
    const fromFirst = await encryptFor(first, { generation: 1 });

    const rotated = await t.app.inject({ method: 'POST', url: '/admin/api/encryption-keys/rotate', headers: auth });
    expect(rotated.statusCode).toBe(200);
    const second = await publishedKey();
    expect(second.kid).toBe(rotated.json().value.kid);
    expect(second.kid).not.toBe(first.kid);
    const afterOne = createEncryptionKeys({ db: database.db, env: {} });
    expect(await afterOne.decrypt(fromFirst)).toEqual({ generation: 1 });
    expect(await afterOne.decrypt(await encryptFor(second, { generation: 2 }))).toEqual({ generation: 2 });

    await t.app.inject({ method: 'POST', url: '/admin/api/encryption-keys/rotate', headers: auth });
    await expectDecryptionFailed(createEncryptionKeys({ db: database.db, env: {} }).decrypt(fromFirst));
  });

  it('tells the other instances of a rotation, so they publish the new key and retire the old one', async () => {
    const bus = createLocalBus();
    const a = createEncryptionKeys({ db: database.db, env: {}, bus });
    const b = createEncryptionKeys({ db: database.db, env: {}, bus });
    await a.ensure();
    await b.ensure();
    const old = await b.publicKey(); // b's cache is warm
    const fromOld = await encryptFor({ kid: String(old.kid), alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: old }, { x: 1 });
    const kid = await a.rotate();
    expect((await b.publicKey()).kid).toBe(kid);
    expect(await b.decrypt(fromOld)).toEqual({ x: 1 });
    await a.rotate();
    await expectDecryptionFailed(b.decrypt(fromOld));
    await bus.close();
  });

  it('requires an operator to rotate', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/encryption-keys/rotate' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('keeps its keys in the database across restarts instead of generating new ones', async () => {
    const before = await publishedKey();
    const count = async () => (await database.db.selectFrom('encryption_keys').select('kid').execute()).length;
    const rows = await count();
    const restarted = await createTestApp({ database, env: { SEED_DEMO: false } });
    try {
      expect(await publishedKey(restarted.app)).toEqual(before);
      expect(await count()).toBe(rows);
    } finally {
      await restarted.close();
    }
  });
});

// Last: it seals the shared database's keys, which the instances above (no master key) then cannot open.
describe('the keys at rest', () => {
  it('with a master key keeps the private halves sealed, also those stored in the clear before (review L2)', async () => {
    const env = { SECRETS_MASTER_KEY: Buffer.alloc(32, 5).toString('base64') };
    const before = await publishedKey();
    const sealedKeys = createEncryptionKeys({ db: database.db, env });
    await sealedKeys.ensure();
    const rows = await database.db.selectFrom('encryption_keys').select(['private_jwk', 'private_sealed']).execute();
    expect(rows.every((row) => row.private_jwk === null && row.private_sealed !== null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('"d"');
    expect(await sealedKeys.decrypt(await encryptFor(before, { sealed: 1 }))).toEqual({ sealed: 1 });
    // A new key is sealed from the start; a copy of the database without the master key opens none.
    await sealedKeys.rotate();
    const fresh = await database.db
      .selectFrom('encryption_keys')
      .select(['private_jwk', 'private_sealed'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(fresh.private_jwk).toBeNull();
    await expect(
      createEncryptionKeys({ db: database.db, env: {} }).decrypt(await encryptFor(before, {})),
    ).rejects.toThrow();
  });
});
