import { buildApp } from '../../../src/app.ts';
import { defaultEnv } from '../../../src/config/env.ts';
import { openDatabase } from '../../../src/db/database.ts';
import { watchSqlRetries } from '../sql-retries.ts';

/*
 * The app as its own process for the crash test (wallet-crash.test.ts): built on the schema the
 * test created (it never creates or drops it), listening on CRASH_PORT (0: any), printing the port.
 * The test kills it with SIGKILL, so nothing here may count on a clean exit. Deadlocks and
 * serialization failures the driver sees are printed (CRASH_SQL_RETRY <sqlstate>) as they happen.
 */
const url = process.env.CRASH_PG_URL;
const schema = process.env.CRASH_PG_SCHEMA;
// Made and removed by the test: a killed process cannot clean up after itself.
const dataDir = process.env.CRASH_DATA_DIR;
if (!url || !schema || !dataDir) throw new Error('CRASH_PG_URL, CRASH_PG_SCHEMA and CRASH_DATA_DIR are required');
// Each deadlock or serialization failure db/transaction.ts will retry, told to the test as it happens.
watchSqlRetries((code) => process.stdout.write(`CRASH_SQL_RETRY ${code}\n`));
const env = defaultEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  REDIS_URL: process.env.REDIS_URL,
  RATE_LIMIT_MAX: 1_000_000_000,
  RATE_LIMIT_NAMESPACE: `crash-rl-${schema}:`,
  PASSWORD_HASH_PROFILE: 'test',
  // The test kills this process at random: periodic jobs (the lottery tick) would only add noise.
  JOBS_ENABLED: false,
});
const database = await openDatabase({
  url,
  schema,
  dataDir: '',
  poolMax: 10,
  idleTimeoutMs: 1000,
  statementTimeoutMs: 10_000,
  // The connection-loss test terminates this server's connections, and only these, by this name.
  applicationName: `crash-${schema}`,
});
const app = await buildApp({ env, database, busNamespace: `crash-${schema}` });
app.addHook('onClose', () => database.close());
await app.listen({ port: Number(process.env.CRASH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`CRASH_LISTENING ${address.port}\n`);

// The test closes stdin when it is done with this server (or dies): leave then, whatever state.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
