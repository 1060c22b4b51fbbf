import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { EmbeddedDatabaseBusyError } from '../src/db/pglite-dialect.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { generateSchemaTypes } from '../src/db/schema-codegen.ts';
import { SQL_SNAPSHOT_FILE, writeSqlSnapshot } from '../src/db/sql-snapshot.ts';
import { openTestDatabase, type TestDatabase } from './test-app.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let database: TestDatabase;
let copyDir: string;
beforeAll(async () => {
  database = await openTestDatabase({ blank: true });
  copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const m of readMigrations())
    fs.writeFileSync(path.join(copyDir, `${String(m.version).padStart(4, '0')}-${m.name}.sql`), m.script);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(copyDir, { recursive: true, force: true });
});

const applied = async () =>
  (
    await sql<{ version: number; name: string; checksum: string }>`
    select version, name, checksum from schema_migrations order by version`.execute(database.db)
  ).rows;

describe('migrations', () => {
  it('reads the numbered files in order with their checksums', () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    for (const m of migrations) expect(m.checksum).toMatch(/^[0-9a-f]{64}$/);
    fs.writeFileSync(path.join(copyDir, 'notes.txt'), 'not a migration');
    fs.writeFileSync(path.join(copyDir, '12-bad-name.sql'), 'select 1;');
    expect(readMigrations(copyDir).map((m) => m.version)).toEqual(migrations.map((m) => m.version));
  });

  it('applies every file once and records it in schema_migrations', async () => {
    const migrations = readMigrations(copyDir);
    expect(await migrate(database.db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(await applied()).toEqual(
      migrations.map((m) => ({ version: m.version, name: m.name, checksum: m.checksum })),
    );
    await sql`select count(*) from brand_settings`.execute(database.db);
  });

  it('applies nothing when run again', async () => {
    const before = await applied();
    expect(await migrate(database.db, readMigrations(copyDir))).toEqual([]);
    expect(await migrate(database.db)).toEqual([]);
    expect(await applied()).toEqual(before);
  });

  it('applies a new file, and rolls a failing one back whole, record included', async () => {
    const next = readMigrations(copyDir).length + 1;
    const ok = `${String(next).padStart(4, '0')}-add-probe.sql`;
    fs.writeFileSync(path.join(copyDir, ok), 'create table probe (id int);\ninsert into probe values (1);');
    expect(await migrate(database.db, readMigrations(copyDir))).toEqual([next]);

    const broken = `${String(next + 1).padStart(4, '0')}-broken.sql`;
    fs.writeFileSync(path.join(copyDir, broken), 'create table probe_two (id int);\nselect * from no_such_table;');
    await expect(migrate(database.db, readMigrations(copyDir))).rejects.toThrow();
    expect((await applied()).map((r) => r.version)).not.toContain(next + 1);
    const exists = await sql<{ t: string | null }>`select to_regclass('probe_two')::text as t`.execute(database.db);
    expect(exists.rows[0]!.t).toBeNull();
    fs.rmSync(path.join(copyDir, broken));
  });

  it('refuses to start when an applied file has changed', async () => {
    const [first] = readMigrations(copyDir);
    const file = path.join(copyDir, `${String(first!.version).padStart(4, '0')}-${first!.name}.sql`);
    fs.appendFileSync(file, '\n-- an innocent-looking edit\n');
    await expect(migrate(database.db, readMigrations(copyDir))).rejects.toThrow(/changed after it was applied/);
    // The lock was released: a later run with the right files goes through.
    expect(await migrate(database.db)).toEqual([]);
  });

  it.skipIf(!onPostgres)('applies once when two servers migrate the same schema at the same time', async () => {
    const fresh = await openTestDatabase();
    const other = await openTestDatabase({ schema: fresh.schema });
    try {
      const migrations = readMigrations();
      const [a, b] = await Promise.all([migrate(fresh.db, migrations), migrate(other.db, migrations)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(migrations.map((m) => m.version));
      expect([a.length, b.length].sort()).toEqual([0, migrations.length]);
      const rows = await sql<{ n: number }>`select count(*)::int as n from schema_migrations`.execute(fresh.db);
      expect(rows.rows[0]!.n).toBe(migrations.length);
    } finally {
      await other.close();
      await fresh.close();
    }
  });
});

describe('int8 columns', () => {
  it('come back as numbers while they are safe integers', async () => {
    const r = await sql<{ n: number; neg: number }>`
      select 9007199254740991::int8 as n, (-9007199254740991)::int8 as neg`.execute(database.db);
    expect(r.rows[0]).toEqual({ n: Number.MAX_SAFE_INTEGER, neg: -Number.MAX_SAFE_INTEGER });
  });

  it('fail loudly outside the safe range instead of rounding', async () => {
    await expect(sql`select 9007199254740993::int8 as n`.execute(database.db)).rejects.toThrow(
      /int8 value outside the safe range: 9007199254740993/,
    );
    await expect(sql`select (-9007199254740993)::int8 as n`.execute(database.db)).rejects.toThrow(RangeError);
  });
});

describe('db/schema.ts', () => {
  const url = process.env.TEST_DATABASE_URL;
  const schemaFile = path.join(import.meta.dirname, '../src/db/schema.ts');

  it.skipIf(!url)('is what kysely-codegen writes from the migrated database (npm run db:schema)', async () => {
    await expect(generateSchemaTypes(url!, { verify: true })).resolves.toContain('up-to-date');
  });

  it.skipIf(!url)('fails the check when a column type differs from the database', async () => {
    const stale = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schema-')), 'schema.ts');
    fs.writeFileSync(
      stale,
      fs
        .readFileSync(schemaFile, 'utf8')
        .replace('  balance_minor: Generated<number>;', '  balance_minor: Generated<string>;'),
    );
    await expect(generateSchemaTypes(url!, { verify: true, outFile: stale })).rejects.toThrow(/not up-to-date/);
  });
});

describe('docs/database-functions.sql', () => {
  const url = process.env.TEST_DATABASE_URL;

  it.skipIf(!url)("is the migrated database's functions and triggers (npm run db:schema)", async () => {
    await expect(writeSqlSnapshot(url!, { verify: true })).resolves.toBe('up-to-date');
  });

  it.skipIf(!url)('fails the check when a function differs from the database', async () => {
    const stale = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-')), 'functions.sql');
    fs.writeFileSync(stale, fs.readFileSync(SQL_SNAPSHOT_FILE, 'utf8').replace('return null;', 'return new;'));
    await expect(writeSqlSnapshot(url!, { verify: true, file: stale })).rejects.toThrow(/not up-to-date/);
  });
});

describe('the embedded database (PGlite)', () => {
  it('fails a query that waits for the only connection past its deadline, naming who holds it, and recovers', async () => {
    const embedded = await openDatabase({
      dataDir: 'memory://',
      poolMax: 1,
      idleTimeoutMs: 1000,
      statementTimeoutMs: 100,
    });
    try {
      // A transaction that reads through the outer handle waits for the connection it holds itself.
      const waitingForItself = embedded.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        return sql`select 2`.execute(embedded.db);
      });
      await expect(waitingForItself).rejects.toThrow(EmbeddedDatabaseBusyError);
      await expect(waitingForItself).rejects.toThrow(
        /waited 200 ms for its only connection \(held for \d+ ms by:\n.*database\.test\.ts/,
      );
      expect(isDatabaseUnavailable(await waitingForItself.catch((e: unknown) => e))).toBe(true);
      // The transaction rolled back and gave the connection back: the next query runs.
      expect((await sql<{ n: number }>`select 3 as n`.execute(embedded.db)).rows).toEqual([{ n: 3 }]);
      // Waiters queue in order and each gets the connection in turn.
      const order: number[] = [];
      await Promise.all(
        [1, 2, 3].map((n) =>
          embedded.db.transaction().execute(async (trx) => {
            await sql`select pg_sleep(0.02)`.execute(trx);
            order.push(n);
          }),
        ),
      );
      expect(order).toEqual([1, 2, 3]);
    } finally {
      await embedded.close();
    }
  });
});
