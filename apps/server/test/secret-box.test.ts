import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCipheriv, randomBytes } from 'node:crypto';
import { parseMasterKeys } from '../src/config/env.ts';
import { createSealedServerSecret, createSecretBox } from '../src/platform/secret-box.ts';
import { createServerSecret } from '../src/platform/server-secrets.ts';
import { openTestDatabase, type TestDatabase } from './test-app.ts';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const { migrate } = await import('../src/db/migrate.ts');
  await migrate(database.db);
});
afterAll(async () => database?.close());

describe('the secret box', () => {
  it('seals under the master key, so the database alone opens nothing', async () => {
    const box = createSecretBox({ db: database.db, env: { SECRETS_MASTER_KEY: key(1) } }, 'test-purpose-a');
    const sealed = await box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const rows = await database.db.selectFrom('server_secrets').select('name').execute();
    expect(rows.map((r) => r.name)).not.toContain('test-purpose-a');
    const withoutMaster = createSecretBox({ db: database.db, env: {} }, 'test-purpose-a');
    await expect(withoutMaster.open(sealed)).rejects.toThrow(/master key version 1/);
    const otherMaster = createSecretBox({ db: database.db, env: { SECRETS_MASTER_KEY: key(2) } }, 'test-purpose-a');
    await expect(otherMaster.open(sealed)).rejects.toThrow();
  });

  it('binds a value to its purpose: a sealed TOTP seed does not open as a channel secret', async () => {
    const env = { SECRETS_MASTER_KEY: key(1) };
    const sealed = await createSecretBox({ db: database.db, env }, 'purpose-one').seal('secret');
    await expect(createSecretBox({ db: database.db, env }, 'purpose-two').open(sealed)).rejects.toThrow();
  });

  it('rotates: a new current version seals, the older one still opens what it sealed', async () => {
    const old = createSecretBox({ db: database.db, env: { SECRETS_MASTER_KEY: key(1) } }, 'rotating');
    const sealedBefore = await old.seal('before rotation');
    const rotated = createSecretBox(
      { db: database.db, env: { SECRETS_MASTER_KEY: `2:${key(9)},1:${key(1)}` } },
      'rotating',
    );
    expect(await rotated.open(sealedBefore)).toBe('before rotation');
    const sealedAfter = await rotated.seal('after rotation');
    expect(sealedAfter.startsWith('v2.')).toBe(true);
    await expect(old.open(sealedAfter)).rejects.toThrow(/master key version 2/);
  });

  it('without a master key (demo, tests) uses a key kept in the database, as before', async () => {
    const box = createSecretBox({ db: database.db, env: {} }, 'demo-purpose');
    const sealed = await box.seal('demo secret');
    expect(sealed.startsWith('v0.')).toBe(true);
    expect(await createSecretBox({ db: database.db, env: {} }, 'demo-purpose').open(sealed)).toBe('demo secret');
    // An install that turns the master key on later still opens what the database key sealed.
    const upgraded = createSecretBox({ db: database.db, env: { SECRETS_MASTER_KEY: key(1) } }, 'demo-purpose');
    expect(await upgraded.open(sealed)).toBe('demo secret');
  });

  it('opens values sealed before versions existed (iv.tag.data under the database key)', async () => {
    const dbKey = await createServerSecret(database.db, 'legacy-purpose')();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', dbKey, iv);
    const data = Buffer.concat([cipher.update('legacy', 'utf8'), cipher.final()]);
    const legacy = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    const box = createSecretBox({ db: database.db, env: { SECRETS_MASTER_KEY: key(1) } }, 'legacy-purpose');
    expect(await box.open(legacy)).toBe('legacy');
    await expect(box.open('not.a-sealed-value')).rejects.toThrow(/malformed/);
  });

  it('refuses a master key that is not 32 bytes of base64, or repeats a version', () => {
    expect(() => parseMasterKeys('short')).toThrow(/32 bytes/);
    expect(() => parseMasterKeys(`1:${key(1)},1:${key(2)}`)).toThrow(/distinct/);
    expect(parseMasterKeys(`3:${key(3)},1:${key(1)}`)?.current).toBe(3);
  });
});

describe('server keys under the master key (review N3, L2)', () => {
  const rowOf = (name: string) =>
    database.db.selectFrom('server_secrets').select(['value', 'sealed']).where('name', '=', name).executeTakeFirst();

  it('stores a new key sealed: the row does not hold it, every instance loads the same one', async () => {
    const env = { SECRETS_MASTER_KEY: key(1) };
    const first = await createSealedServerSecret({ db: database.db, env }, 'sealed-pepper')();
    expect(first).toHaveLength(32);
    const row = (await rowOf('sealed-pepper'))!;
    expect(row.sealed).toBe(true);
    expect(Buffer.from(row.value).includes(first)).toBe(false);
    expect(Buffer.from(row.value).toString('utf8')).not.toContain(first.toString('base64'));
    expect(await createSealedServerSecret({ db: database.db, env }, 'sealed-pepper')()).toEqual(first);
    // A copy of the database with another (or no) master key does not open it.
    const other = createSealedServerSecret({ db: database.db, env: { SECRETS_MASTER_KEY: key(2) } }, 'sealed-pepper');
    await expect(other()).rejects.toThrow();
  });

  it('seals a key stored in the clear before the master key was set, keeping its value', async () => {
    const clear = await createServerSecret(database.db, 'legacy-pepper')();
    expect((await rowOf('legacy-pepper'))!.sealed).toBe(false);
    const env = { SECRETS_MASTER_KEY: key(1) };
    expect(await createSealedServerSecret({ db: database.db, env }, 'legacy-pepper')()).toEqual(clear);
    const row = (await rowOf('legacy-pepper'))!;
    expect(row.sealed).toBe(true);
    expect(Buffer.from(row.value).includes(clear)).toBe(false);
    expect(await createSealedServerSecret({ db: database.db, env }, 'legacy-pepper')()).toEqual(clear);
  });

  it('without a master key keeps the clear key of the demo and tests', async () => {
    const clear = await createSealedServerSecret({ db: database.db, env: {} }, 'demo-pepper')();
    expect(Buffer.from((await rowOf('demo-pepper'))!.value)).toEqual(clear);
  });
});
