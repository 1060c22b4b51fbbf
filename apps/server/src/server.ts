import closeWithGrace from 'close-with-grace';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { buildApp } from './app.ts';

let env: Env;
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  env = loadEnv();
  app = await buildApp({ env });
} catch (error) {
  // A refused configuration is the operator's to fix: its lines, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// SIGINT/SIGTERM: stop taking requests (503 while closing), finish the ones in flight, close the
// database and the bus, then exit; a hung shutdown is cut after SHUTDOWN_TIMEOUT_MS.
closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
