import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { buildApp } from '../src/app.ts';
import { defaultEnv, type Env } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { EmbeddedDialect } from '../src/db/pglite-dialect.ts';
import type { Clock } from '../src/platform/clock.ts';

export type TestDatabase = Database & { schema?: string };

/** pg-boss's schema beside a test file's own (PostgreSQL), so files never share queues. */
export function jobsSchemaOf(database: TestDatabase): string {
  return database.schema ? `${database.schema}_jobs` : 'pgboss';
}

/**
 * A database of the test file's own: in-memory PGlite by default, or a fresh schema on the
 * PostgreSQL server named by TEST_DATABASE_URL, so test files can run in parallel. Passing the
 * `schema` of an open test database joins it with a second pool (a second server instance);
 * closing that pool leaves the schema to its owner. A PGlite database starts migrated (from a
 * template) unless `blank` asks for an empty one, for the tests of the migrations themselves.
 */
export async function openTestDatabase(options: { schema?: string; blank?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const pgliteTemplate = options.blank ? await blankClusterTemplate() : await migratedClusterTemplate();
    return openDatabase({
      dataDir: 'memory://',
      poolMax: 1,
      idleTimeoutMs: 1000,
      statementTimeoutMs: 10_000,
      pgliteTemplate,
    });
  }
  const joining = options.schema !== undefined;
  const schema = options.schema ?? `t_${randomBytes(6).toString('hex')}`;
  if (!joining) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
  }
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
      // A background job of the app may still hold a table the drop needs: PostgreSQL then ends
      // one side as a deadlock (40P01), and dropping again succeeds once the job's query is gone.
      for (let attempt = 1; !joining; attempt += 1) {
        try {
          await sql.raw(`drop schema "${schema}" cascade`).execute(database.db);
          await sql.raw(`drop schema if exists "${schema}_jobs" cascade`).execute(database.db);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        }
      }
      await database.close();
    },
  };
}

/**
 * initdb is most of the cost of a new PGlite, and the migrations most of the rest (about 2.5 s
 * of a test file's start together): the first test file to need one dumps a fresh cluster, and a
 * migrated one, into the temp folder, and every later one loads the dump. The blank one is keyed
 * by the PGlite version; the migrated one also by the migrations' checksums and the month (a
 * migration makes the history tables' partitions from this month on). Written under a temporary
 * name and renamed, so readers never see half a file.
 */
async function blankClusterTemplate(): Promise<Blob> {
  return clusterTemplate('blank', async () => {
    const pglite = await PGlite.create('memory://');
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  });
}

async function migratedClusterTemplate(): Promise<Blob> {
  const migrations = readMigrations();
  const checksums = createHash('sha256')
    .update(migrations.map((m) => `${m.version}:${m.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const month = new Date().toISOString().slice(0, 7);
  return clusterTemplate(`migrated-${checksums}-${month}`, async () => {
    const pglite = await PGlite.create('memory://', { loadDataDir: await blankClusterTemplate() });
    const db = new Kysely<unknown>({ dialect: new EmbeddedDialect(pglite, 60_000) });
    await migrate(db, migrations);
    const dump = await pglite.dumpDataDir('none');
    // Kysely's driver closes the PGlite it was handed.
    await db.destroy();
    return dump;
  });
}

async function clusterTemplate(kind: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), `portal-test-pglite-${pglitePackage().version}-${kind}.tar`);
  try {
    return new Blob([await fs.promises.readFile(file)]);
  } catch {
    const dump = await make();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.promises.rename(partial, file);
    return dump;
  }
}

function pglitePackage(): { version: string } {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Partial<Env>;
  clock?: Clock;
  /** An open database to build on (a restart, a second instance); the caller closes it. */
  database?: TestDatabase;
  /** Share one with another app to hear its settings changes over Redis. */
  busNamespace?: string;
}

/** The whole app on a test database; REDIS_URL is honoured when set (rate limits, bus). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const suffix = randomBytes(4).toString('hex');
  const env = defaultEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REDIS_URL: process.env.REDIS_URL,
    RATE_LIMIT_MAX: 10_000,
    // Parallel test files share one Redis: each app counts its own requests unless told otherwise.
    RATE_LIMIT_NAMESPACE: `test-rl-${suffix}:`,
    // argon2id at OWASP cost is ~50 ms a hash: the suites use the cheap test profile.
    PASSWORD_HASH_PROFILE: 'test',
    // Operators sign in with a password only unless a test turns the authenticator requirement on.
    OPERATOR_TWO_STEP_REQUIRED: false,
    // Suites move their clocks by days with one operator session; operator-security sets 12.
    OPERATOR_SESSION_ABSOLUTE_HOURS: 24 * 365,
    // Suites fund many members through one operator's adjustments; four-eyes.api.test.ts sets its own.
    FOUR_EYES_DAILY_MINOR: Number.MAX_SAFE_INTEGER,
    // Tests drive jobs by their routes and services; pg-boss's schema (half a second on PGlite) is
    // installed only by the tests that turn the runner on or open the console's Jobs view.
    JOBS_ENABLED: false,
    JOBS_SCHEMA: jobsSchemaOf(database),
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    clock: options.clock,
    busNamespace: options.busNamespace ?? `test-${suffix}`,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2030-06-15T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at: Date | string) => {
      now = new Date(at).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The password operatorAuth gives the seeded operator at its forced first change. */
export const TEST_OPERATOR_PASSWORD = 'seeded-operator-test-passphrase';

/** Per app: the seeded operator's first sign-in done (once, even for parallel callers). */
const operatorReady = new WeakMap<FastifyInstance, Promise<void>>();

const signInOperator = (app: FastifyInstance, password: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username: defaultEnv().ADMIN_USERNAME, password },
  });

/**
 * The real forced change of a first sign-in: ADMIN_PASSWORD opens a session that may only change
 * the password, and this changes it to TEST_OPERATOR_PASSWORD. A 401 means another app on the
 * same database (a restart, a second instance) did it already.
 */
async function completeFirstOperatorSignIn(app: FastifyInstance): Promise<void> {
  const { ADMIN_PASSWORD } = defaultEnv();
  const res = await signInOperator(app, ADMIN_PASSWORD);
  if (res.statusCode === 401) return;
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
  const value = res.json().value as { token: string; mustChangePassword: boolean };
  if (!value.mustChangePassword) return;
  const changed = await app.inject({
    method: 'PUT',
    url: '/admin/api/me/password',
    headers: { authorization: `Bearer ${value.token}` },
    payload: { oldPassword: ADMIN_PASSWORD, newPassword: TEST_OPERATOR_PASSWORD },
  });
  if (changed.statusCode !== 200) throw new Error(`operator password change failed: ${changed.body}`);
}

/**
 * Signs in the seeded operator (an admin) and returns the Authorization header; the first call on
 * an app completes the forced password change. Tests run with OPERATOR_TWO_STEP_REQUIRED=false
 * unless they say otherwise.
 */
export async function operatorAuth(app: FastifyInstance): Promise<{ authorization: string }> {
  let ready = operatorReady.get(app);
  if (!ready) {
    ready = completeFirstOperatorSignIn(app).catch((error: unknown) => {
      operatorReady.delete(app);
      throw error;
    });
    operatorReady.set(app, ready);
  }
  await ready;
  const res = await signInOperator(app, TEST_OPERATOR_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().value.token as string}` };
}

/** A compact JWE of the payload for the app's published key, as a client sends it: `{ jwe }`. */
export async function encryptFor(app: FastifyInstance, payload: unknown): Promise<{ jwe: string }> {
  const res = await app.inject({ url: '/wps/system/encryption-key' });
  const { kid, jwk } = res.json().value as { kid: string; jwk: JWK };
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  return { jwe };
}

let memberSerial = 0;

/** A date of birth of age under any brand setting (decision 042): every registration needs one. */
export const ADULT_DATE_OF_BIRTH = '1990-05-20';

/** Registers a member through the API (encrypted) and returns the sign-in answer and its credentials. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{
  username: string;
  password: string;
  token: string;
  authorization: string;
  value: Record<string, unknown>;
}> {
  memberSerial += 1;
  const username = `player${process.pid % 1000}x${memberSerial}${randomBytes(2).toString('hex')}`.slice(0, 16);
  const password = 'Tr0ub4dor&3x';
  const payload = {
    username,
    password,
    confirmPassword: password,
    dateOfBirth: ADULT_DATE_OF_BIRTH,
    login: true,
    ...overrides,
  };
  const res = await app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { language: 'en' },
    payload: await encryptFor(app, payload),
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const value = res.json().value as Record<string, unknown> & { token: string };
  return {
    username: String(payload.username),
    password: String(payload.password),
    token: value.token,
    authorization: `Bearer ${value.token}`,
    value,
  };
}

/**
 * The ledger's invariants over the whole test database (double entry, balances equal their
 * entries, no negative player balance, holds match their pending accounts): call after every test
 * that moves money.
 */
export async function expectLedgerReconciles(database: TestDatabase): Promise<void> {
  const { reconcileLedger } = await import('../src/features/wallet/ledger/reconcile.ts');
  const report = await reconcileLedger(database.db, new Date());
  if (!report.ok) throw new Error(`ledger does not reconcile: ${JSON.stringify(report.problems, null, 2)}`);
}

/**
 * Settings a production start accepts (real providers, a strong operator password, the public
 * https origin, a master key); the test's own database stands in for DATABASE_URL.
 */
export function productionEnv(overrides: Partial<Env> = {}): Partial<Env> {
  return {
    NODE_ENV: 'production',
    SEED_DEMO: false,
    SANDBOX_GATEWAY: false,
    PASSWORD_HASH_PROFILE: 'owasp',
    DATABASE_URL: 'postgres://unused.invalid/portal',
    ADMIN_PASSWORD: 'Correct-Horse-Battery-9-Staple',
    PUBLIC_URL: 'https://play.example',
    SECRETS_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...overrides,
  };
}
