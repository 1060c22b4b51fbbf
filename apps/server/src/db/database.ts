import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedDialect } from './pglite-dialect.ts';
import { PreparingClient } from './prepared-statements.ts';
import { createReadReplica } from './read-replica.ts';
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
  /** PostgreSQL only: a streaming replica for reads (read-replica.ts), and how far money-adjacent reads may trail. */
  replica?: { url: string; maxLagMs: number; onDown?: (error: unknown) => void };
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
  /** A PostgreSQL pool's connections now (the embedded database has none). */
  poolCounts?(): { total: number; idle: number; waiting: number };
  /** Reads that may trail the primary (reports, the lobby): the replica's while it answers, else `db`. */
  reads: Kysely<DB>;
  /** Money-adjacent reads: the replica's while it trails by at most its bound, else `db`. */
  freshReads: Kysely<DB>;
  /** The replica's last measured lag in ms, when there is one. */
  replicaLagMs?(): number;
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
    reads: db.db,
    freshReads: db.db,
    ...db,
    ping: async () => {
      await sql`select 1`.execute(db.db);
    },
  };
}

function newPool(url: string, options: DatabaseOptions, extra: pg.PoolConfig = {}) {
  const pgOptions = [`-c statement_timeout=${options.statementTimeoutMs}`];
  if (options.schema) pgOptions.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    idleTimeoutMillis: options.idleTimeoutMs,
    options: pgOptions.join(' '),
    application_name: options.applicationName ?? 'lotus-portal',
    Client: PreparingClient,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...extra,
  });
  // A client that loses its server must not crash the process: pg-pool listens only while a client
  // is idle, so one that dies while checked out (between a transaction's statements, say) would
  // emit an unheard 'error' and end the process. Its query fails instead (answered 503), the pool
  // drops it and the next checkout connects afresh.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPostgres(options: DatabaseOptions) {
  const pool = newPool(options.url!, options);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const poolCounts = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const executeSql = async (text: string, values?: unknown[]) => {
    // node-postgres answers a script (several statements, no values) with one result each.
    const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
    return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows as unknown[]) : (result.rows as unknown[]) };
  };
  if (!options.replica) return { db, kind: 'postgres' as const, executeSql, close: () => db.destroy(), poolCounts };
  const replica = createReadReplica({
    primaryPool: pool,
    // A replica that does not answer within 2 s is down: its reads go to the primary meanwhile.
    replicaPool: newPool(options.replica.url, options, {
      application_name: `${options.applicationName ?? 'lotus-portal'}-replica`,
      connectionTimeoutMillis: 2_000,
    }),
    maxLagMs: options.replica.maxLagMs,
    onDown: options.replica.onDown,
  });
  return {
    db,
    kind: 'postgres' as const,
    executeSql,
    poolCounts,
    reads: replica.reads,
    freshReads: replica.freshReads,
    replicaLagMs: replica.lagMs,
    close: async () => {
      await replica.close();
      await db.destroy();
    },
  };
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
