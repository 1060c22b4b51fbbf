import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { oneRun } from './lighthouse.ts';
import { startChildServer } from './lib/child-server.ts';

/**
 * A probe, not part of `npm run bench`: the floor under issue 33's Lighthouse goals on this machine
 * (docs/performance.md). The built client as it is, and a copy with every script and module
 * preload taken out of its pages (the boot outline, its styles and the first banner, painted by
 * the HTML alone: what no design with JavaScript can beat), each served by the real app, measured
 * in turns with the bench's Lighthouse settings.
 *   npm run build && node --import tsx bench/lighthouse-floor.ts [rounds=3]
 */
const rounds = Number(process.argv[2] ?? 3);
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const still = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-noscript-'));
fs.cpSync(dist, still, { recursive: true });
for (const page of ['index.html', 'home.html']) {
  const file = path.join(still, page);
  const html = fs
    .readFileSync(file, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  fs.writeFileSync(file, html);
}

const servers = {
  app: await startChildServer('app-server.ts'),
  noScript: await startChildServer('app-server.ts', { env: { BENCH_WEB_DIST: still } }),
};
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [name, server] of Object.entries(servers)) {
      const { run } = await oneRun(`${server.url}/`);
      const load = os.loadavg()[0]!.toFixed(2);
      console.log(
        `round ${round} ${name.padEnd(8)} score ${run.score} TBT ${Math.round(run.tbtMs)} ms FCP ${Math.round(run.fcpMs)} ms LCP ${Math.round(run.lcpMs)} ms (load ${load})`,
      );
    }
  }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
  fs.rmSync(still, { recursive: true, force: true });
}
