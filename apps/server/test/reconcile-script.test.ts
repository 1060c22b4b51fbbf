import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openTestDatabase } from './test-app.ts';

/*
 * `npm run reconcile` as an auditor runs it against a production database: only where the
 * database is in the environment (no DEMO, no NODE_ENV, none of the server's production
 * settings), nothing written, the report on stdout and the exit code saying whether it holds.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/reconcile.ts');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function reconcile(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reconcile-'));
  dirs.push(dir);
  return dir;
};

describe('npm run reconcile', () => {
  it('checks an embedded database with nothing but its folder set, and writes nothing', async () => {
    const dir = tempDir();
    const options = { dataDir: dir, poolMax: 1, idleTimeoutMs: 1000, statementTimeoutMs: 10_000 };
    const setup = await openDatabase(options);
    await migrate(setup.db);
    await setup.close();

    const run = reconcile({ DATA_DIR: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, problems: [] });

    const empty = tempDir();
    const refused = reconcile({ DATA_DIR: empty });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('no ledger tables in this database');
    // Read-only: it did not migrate the database it was pointed at.
    const after = await openDatabase({ ...options, dataDir: empty });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_name = 'schema_migrations'`.execute(after.db);
    await after.close();
    expect(rows[0]!.n).toBe(0);
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'checks a PostgreSQL database through DATABASE_URL alone, as production would be',
    async () => {
      const database = await openTestDatabase();
      try {
        await migrate(database.db);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.searchParams.set('options', `-c search_path=${database.schema}`);
        const run = reconcile({ DATABASE_URL: url.toString() });
        expect(run.status, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toMatchObject({ ok: true });
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
