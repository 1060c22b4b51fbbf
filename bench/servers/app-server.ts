import { buildApp } from '../../apps/server/src/app.ts';
import { defaultEnv } from '../../apps/server/src/config/env.ts';
import { announce } from './announce.ts';

// The real app with the built web client, as server.ts runs it, minus logging and rate limits
// (the load generator is one address and would be throttled).
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required (the bench runner sets it)');

const app = await buildApp({
  env: defaultEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: 0,
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: 1_000_000_000,
    // The benches' setup signs the operator in with a password (bench/lib/operator-session.ts).
    OPERATOR_TWO_STEP_REQUIRED: false,
    // bench/lighthouse-floor.ts serves a script-free copy of the client beside the real one.
    ...(process.env.BENCH_WEB_DIST ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST } : {}),
  }),
});

// Warm the settings cache and the route's serializer before anyone measures.
const warm = await app.inject({ method: 'GET', url: '/wps/system/status' });
if (warm.statusCode !== 200) throw new Error(`GET /wps/system/status answered ${warm.statusCode}: ${warm.body}`);

await announce(app);
