import autocannon from 'autocannon';
import { startChildServer } from './lib/child-server.ts';
import { cleanupAll } from './lib/cleanup.ts';

/**
 * A quick look while optimizing, not part of `npm run bench`: requests/s of any paths of the real
 * app (own process, same settings as the bench), 2 s warm-up then 5 s each.
 *   node --import tsx bench/probe.ts /healthz /wps/system/status
 */
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('usage: node --import tsx bench/probe.ts <path>...');

try {
  const server = await startChildServer('app-server.ts');
  for (const p of paths) {
    const url = `${server.url}${p}`;
    await autocannon({ url, connections: 64, duration: 2 });
    const r = await autocannon({ url, connections: 64, duration: 5 });
    const bytes = Math.round(r.throughput.total / Math.max(1, r.requests.total));
    console.log(
      `${p}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, ${bytes} B/response`,
    );
  }
} finally {
  await cleanupAll();
}
process.exit(0);
