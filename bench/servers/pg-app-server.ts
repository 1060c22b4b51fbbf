import { buildApp } from '../../apps/server/src/app.ts';
import { defaultEnv } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { announce } from './announce.ts';

// The real app on PostgreSQL, in the schema the parent bench created for this run (and drops
// afterwards). Production settings otherwise: argon2id at OWASP cost, encrypted calls required,
// the demo brand seeded; logging and the global rate limit are off because the load generator
// is one address.
const url = process.env.BENCH_PG_URL;
const schema = process.env.BENCH_PG_SCHEMA;
const dataDir = process.env.BENCH_DATA_DIR;
if (!url || !schema || !dataDir) throw new Error('BENCH_PG_URL, BENCH_PG_SCHEMA and BENCH_DATA_DIR are required');

const env = defaultEnv({
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  PORT: 0,
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: 1_000_000_000,
  // The benches' setup signs the operator in with a password (bench/lib/operator-session.ts).
  OPERATOR_TWO_STEP_REQUIRED: false,
  // BENCH_DB_POOL_MAX: try another pool size than the app's default (10).
  ...(process.env.BENCH_DB_POOL_MAX ? { DB_POOL_MAX: Number(process.env.BENCH_DB_POOL_MAX) } : {}),
  // The studio bench measures spins over both transports (decision 061).
  ...(process.env.BENCH_STUDIO_PORTAL === 'http' ? { STUDIO_PORTAL: 'http' as const } : {}),
});
if (env.PASSWORD_HASH_PROFILE !== 'owasp') throw new Error('the accounts bench measures the production hash profile');

const database = await openDatabase({
  url,
  schema,
  dataDir: '',
  poolMax: env.DB_POOL_MAX,
  idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
});
const app = await buildApp({ env, database });
// buildApp leaves a database it was handed open; close the pool once the app has closed.
app.addHook('onClose', () => database.close());

const warm = await app.inject({ method: 'GET', url: '/wps/system/status' });
if (warm.statusCode !== 200) throw new Error(`GET /wps/system/status answered ${warm.statusCode}: ${warm.body}`);

await announce(app);
