import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export interface DatabaseOptions {
  /** postgres://... runs on a PostgreSQL server; absent runs on embedded PGlite. */
  url?: string;
  /** PGlite data folder; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** Every connection's search_path: test files each get their own schema. */
  schema?: string;
  poolMax: number;
  idleTimeoutMs: number;
  statementTimeoutMs: number;
  /** PostgreSQL's application_name of every connection (pg_stat_activity shows who is who). */
  applicationName?: string;
  /** PGlite only: start from this dumped data folder instead of running initdb (fast test databases). */
  pgliteTemplate?: Blob;
}

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /**
   * One SQL text with `$n` values, as a driver takes it: a parameterless text may hold several
   * statements, and the rows of every statement come back. The job library (pg-boss) runs its
   * statements through this, on the same pool or the same single PGlite connection as the app.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** bigint columns hold minor units and ids: safe integers by construction, checked here. */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value outside the safe range: ${text}`);
  return n;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.url ? await openPostgres(options) : await openPGlite(options);
  return {
    ...db,
    ping: async () => {
      await sql`select 1`.execute(db.db);
    },
  };
}

async function openPostgres(options: DatabaseOptions) {
  const pgOptions = [`-c statement_timeout=${options.statementTimeoutMs}`];
  if (options.schema) pgOptions.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    idleTimeoutMillis: options.idleTimeoutMs,
    options: pgOptions.join(' '),
    application_name: options.applicationName ?? 'lotus-portal',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A client that loses its server must not crash the process: pg-pool listens only while a client
  // is idle, so one that dies while checked out (between a transaction's statements, say) would
  // emit an unheard 'error' and end the process. Its query fails instead (answered 503), the pool
  // drops it and the next checkout connects afresh.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const executeSql = async (text: string, values?: unknown[]) => {
    // node-postgres answers a script (several statements, no values) with one result each.
    const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
    return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows as unknown[]) : (result.rows as unknown[]) };
  };
  return { db, kind: 'postgres' as const, executeSql, close: () => db.destroy() };
}

async function openPGlite(options: DatabaseOptions) {
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const pglite = await PGlite.create(inMemory ? options.dataDir : path.resolve(options.dataDir), {
    parsers: { [INT8_OID]: parseInt8 },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  await pglite.exec(`set statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
  if (options.schema) {
    await pglite.exec(`create schema if not exists "${options.schema}"; set search_path = "${options.schema}"`);
  }
  // Twice the statement timeout: longer than any statement may run, so a wait past it is almost
  // surely a transaction waiting for itself (decision 034), not a busy queue.
  const db = new Kysely<DB>({ dialect: new EmbeddedDialect(pglite, 2 * options.statementTimeoutMs) });
  return {
    db,
    kind: 'pglite' as const,
    // Through Kysely, so it waits its turn for the only connection like every other query.
    executeSql: async (text: string, values?: unknown[]) => ({
      rows: [...(await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows],
    }),
    close: async () => {
      // Kysely's driver closes the instance it was handed once it has used it.
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
