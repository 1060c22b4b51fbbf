import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { onCleanup } from './cleanup.ts';
import { benchDatabaseUrl, databaseAddress } from './database-url.ts';

/** One statement on its own connection (VACUUM cannot run inside the pool's transactions). */
export async function runStatement(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, string>>(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Statistics for every table of `schema`, as autovacuum gathers them soon after a burst of writes:
 * a bench's fresh tables grow from nothing in seconds, and plans made from an empty table's
 * statistics (a scan of every row where a key finds one) are not what a running system gets.
 * pgbench likewise vacuums its tables before it measures.
 */
export async function analyzeSchema(url: string, schema: string) {
  const tables = await runStatement(url, `select tablename from pg_tables where schemaname = '${schema}'`);
  await runStatement(url, tables.map((t) => `analyze "${schema}"."${t.tablename}";`).join('\n'));
}

/**
 * Runs `body` on a new, empty schema of the bench's PostgreSQL server (for an app server that
 * migrates it itself) and drops the schema afterwards, also when the bench is stopped.
 */
export async function withEmptySchema<T>(
  body: (ctx: { url: string; schema: string; version: string }) => Promise<T>,
): Promise<T> {
  const url = benchDatabaseUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const [row] = await runStatement(url, 'show server_version');
  await runStatement(url, `create schema "${schema}"`);
  const drop = () => runStatement(url, `drop schema if exists "${schema}" cascade`).then(() => undefined);
  const unregister = onCleanup(drop);
  try {
    return await body({ url, schema, version: row?.server_version ?? 'unknown' });
  } finally {
    unregister();
    await drop();
  }
}

/**
 * Runs `body` on a fresh, migrated schema of the bench's PostgreSQL server and drops the schema
 * afterwards (also when the bench is stopped). `describe` names the server for the report.
 */
export function withFreshSchema<T>(
  options: { poolMax: number },
  body: (ctx: { db: Kysely<DB>; url: string; schema: string; describe: string }) => Promise<T>,
): Promise<T> {
  return withEmptySchema(async ({ url, schema, version }) => {
    const database = await openDatabase({
      url,
      schema,
      dataDir: '',
      poolMax: options.poolMax,
      idleTimeoutMs: 1000,
      statementTimeoutMs: 600_000,
    });
    try {
      await migrate(database.db);
      const describe = `PostgreSQL ${version} (${databaseAddress(url)}), a fresh schema`;
      return await body({ db: database.db, url, schema, describe });
    } finally {
      await database.close();
    }
  });
}
