import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';

/**
 * Listens on a free loopback port, tells the parent bench which one, and closes the server when
 * the parent asks (SIGTERM) or goes away (its end of stdin closes).
 */
export async function announce(app: FastifyInstance): Promise<void> {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    // The parent removes the data dir too; this covers a parent that died without cleaning up.
    const removeData = () => {
      const dir = process.env.BENCH_DATA_DIR;
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    };
    app.close().then(
      () => (removeData(), process.exit(0)),
      () => (removeData(), process.exit(1)),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.stdin.on('end', shutdown);
  process.stdin.on('error', shutdown);
  process.stdin.resume();

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`BENCH_LISTENING ${address.port}\n`);
}
