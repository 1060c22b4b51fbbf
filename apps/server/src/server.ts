import closeWithGrace from 'close-with-grace';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { startTracing } from './platform/tracing.ts';

/** A refused configuration is the operator's to fix: its lines, not a stack trace. */
function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  exitOnConfigError(error);
}
// Before the app's modules load, so the instrumentations see `http` and `pg` imported.
const stopTracing = await startTracing(env);
const { buildApp } = await import('./app.ts');

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ env });
} catch (error) {
  exitOnConfigError(error);
}

// SIGINT/SIGTERM: stop taking requests (503 while closing), finish the ones in flight, close the
// database and the bus, then exit; a hung shutdown is cut after SHUTDOWN_TIMEOUT_MS.
closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  // The last spans (the shutdown's own requests) are sent before the process ends.
  await stopTracing?.();
});

await app.listen({ port: env.PORT, host: env.HOST });
