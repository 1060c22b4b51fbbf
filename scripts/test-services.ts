/**
 * `npm run test:services`: the suites with cases that only run against a PostgreSQL server and
 * Redis (concurrency on a real pool, two instances, chaos, crash, connection loss), run against
 * the ones TEST_DATABASE_URL and REDIS_URL name. `npm test` runs everything on the embedded
 * database, where those cases skip; this is the second half `.ci/run` adds.
 *
 * A suite belongs here when it names TEST_DATABASE_URL or REDIS_URL itself, or imports a helper
 * of its folder that does (the shared test-app and e2e harness, which every suite imports, only
 * pick the database and do not count). Found by reading the files, so a new such suite is never
 * forgotten; `--list` prints them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folders = ['apps/server/test', 'apps/web/e2e'];
const SHARED_HELPERS = new Set(['test-app.ts', 'harness.ts']);
const NEEDS_SERVICES = /\b(TEST_DATABASE_URL|REDIS_URL)\b/;
const isSuite = (name: string) => /\.(test|e2e)\.ts$/.test(name);

export function serviceSuites(): string[] {
  const suites: string[] = [];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const names = fs.readdirSync(dir).filter((n) => n.endsWith('.ts'));
    const text = new Map(names.map((n) => [n, fs.readFileSync(path.join(dir, n), 'utf8')]));
    const helpers = names.filter((n) => !isSuite(n) && !SHARED_HELPERS.has(n) && NEEDS_SERVICES.test(text.get(n)!));
    for (const name of names.filter(isSuite)) {
      const source = text.get(name)!;
      const viaHelper = helpers.some((h) => source.includes(`'./${h}'`) || source.includes(`'./${h.slice(0, -3)}.ts'`));
      if (NEEDS_SERVICES.test(source) || viaHelper) suites.push(`${folder}/${name}`);
    }
  }
  return suites;
}

const suites = serviceSuites();
if (process.argv.includes('--list')) {
  console.log(suites.join('\n'));
  process.exit(0);
}
const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`test:services runs against PostgreSQL and Redis: set ${missing.join(' and ')} (see README)`);
  process.exit(1);
}
console.log(
  `test:services: ${suites.length} suites against ${process.env.TEST_DATABASE_URL} and ${process.env.REDIS_URL}`,
);
const run = spawnSync('npx', ['vitest', 'run', ...suites], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
