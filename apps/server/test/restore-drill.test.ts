import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { withdrawingPlayer } from './money-helpers.ts';
import { createTestApp } from './test-app.ts';

/*
 * `npm run restore-drill` (scripts/restore-drill.ts) on PostgreSQL (TEST_DATABASE_URL): a database
 * with money in it is dumped, restored into a scratch database and checked there; the report says
 * the copy reconciles and matches the original's ledger, and the scratch database is dropped.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/restore-drill.ts');
const name = `drill_${randomBytes(5).toString('hex')}`;

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (onPostgres) await asAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe.runIf(onPostgres)('npm run restore-drill', () => {
  it('restores a dump into a scratch database that reconciles and matches the original, then drops it', async () => {
    await asAdmin((c) => c.query(`create database ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      url: url.toString(),
      dataDir: '',
      poolMax: 2,
      idleTimeoutMs: 1000,
      statementTimeoutMs: 10_000,
    });
    const t = await createTestApp({ database, env: { SEED_DEMO: false } });
    try {
      await withdrawingPlayer(t, 250);
      await withdrawingPlayer(t, 75.5);
    } finally {
      await t.close();
      await database.close();
    }

    const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url.toString() },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      ok: boolean;
      dumpBytes: number;
      original: Record<string, string>;
      restored: Record<string, string>;
      reconcile: { ok: boolean; transactions: number };
    };
    expect(report.ok).toBe(true);
    expect(report.dumpBytes).toBeGreaterThan(0);
    expect(report.restored).toEqual(report.original);
    expect(Number(report.original.transactions)).toBeGreaterThanOrEqual(2);
    expect(report.reconcile).toMatchObject({ ok: true });
    expect(report.reconcile.transactions).toBe(Number(report.original.transactions));
    const scratch = await asAdmin(
      async (c) => (await c.query(`select datname from pg_database where datname like 'restore_drill_%'`)).rows,
    );
    expect(scratch).toEqual([]);

    // Without a database to read, it says what to set and exits 2.
    const bare = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(bare.status).toBe(2);
    expect(bare.stderr).toContain('DATABASE_URL');
  }, 180_000);
});
