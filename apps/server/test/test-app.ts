import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { defaultEnv, type Env } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { Clock } from '../src/platform/clock.ts';

/**
 * A database of the test file's own: in-memory PGlite by default, or a fresh schema on the
 * PostgreSQL server named by TEST_DATABASE_URL, so test files can run in parallel.
 */
export async function openTestDatabase(): Promise<Database & { schema?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return openDatabase({ dataDir: 'memory://', poolMax: 1, idleTimeoutMs: 1000, statementTimeoutMs: 10_000 });
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const database = await openDatabase({
    url,
    schema,
    poolMax: 10,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 10_000,
    dataDir: '',
  });
  return {
    ...database,
    schema,
    async close() {
      await sql.raw(`drop schema "${schema}" cascade`).execute(database.db);
      await database.close();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The whole app on a test database; REDIS_URL is honoured when set (rate limits, bus). */
export async function createTestApp(options: { env?: Partial<Env>; clock?: Clock } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const env = defaultEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_URL: process.env.REDIS_URL,
    RATE_LIMIT_MAX: 10_000,
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    clock: options.clock,
    busNamespace: `test-${randomBytes(4).toString('hex')}`,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in the seeded operator and returns the Authorization header. */
export async function operatorAuth(app: FastifyInstance): Promise<{ authorization: string }> {
  const env = defaultEnv();
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
  });
  const token = res.json().value.token as string;
  return { authorization: `Bearer ${token}` };
}
