import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { withdrawingPlayer } from './money-helpers.ts';
import { startReplicatedPair, type ReplicatedPair } from './support/pg-cluster.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, registerMember, type TestApp } from './test-app.ts';
import { fundWallet } from './wallet-helpers.ts';

/*
 * Issue 30, the read replica: a primary and a streaming replica made by pg_basebackup, both this
 * test's own clusters (it needs a PostgreSQL server's binaries, as TEST_DATABASE_URL says there
 * are). With DATABASE_REPLICA_URL's wiring, reports read the replica (a paused replay shows in
 * them), a member's records read it only while it is fresh (REPLICA_MAX_LAG_MS), and a replica
 * that stops answering costs no request: the primary answers.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MAX_LAG_MS = 300;

let pair: ReplicatedPair;
let database: Database;
let t: TestApp;
let replicaClient: pg.Client;

/** A port whose next one is free too. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(
      [port, port + 1].map(
        (p) =>
          new Promise<boolean>((resolve) => {
            const probe = net.createServer().once('error', () => resolve(false));
            probe.listen(p, '127.0.0.1', () => probe.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return port;
  }
}

async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const replicaMembers = async () =>
  Number((await replicaClient.query<{ n: string }>('select count(*) as n from members')).rows[0]!.n);

const registrationsToday = async () => {
  const res = await t.app.inject({ url: '/admin/api/reports/dashboard', headers: await operatorAuth(t.app) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.periods.today.registrations as number;
};

const records = async (authorization: string) => {
  const res = await t.app.inject({
    url: '/wps/records/transactions',
    query: {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 86_400_000).toISOString(),
    },
    headers: { authorization, language: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.total as number;
};

beforeAll(async () => {
  if (!onPostgres) return;
  pair = startReplicatedPair(await freePortPair());
  database = await openDatabase({
    url: pair.primary.url,
    dataDir: 'unused',
    poolMax: 5,
    idleTimeoutMs: 1_000,
    statementTimeoutMs: 10_000,
    replica: { url: pair.replica.url, maxLagMs: MAX_LAG_MS },
  });
  t = await createTestApp({ database, env: { SEED_DEMO: false, METRICS_TOKEN: 'replica-scrape-token-0123' } });
  replicaClient = new pg.Client({ connectionString: pair.replica.url });
  await replicaClient.connect();
}, 120_000);

afterAll(async () => {
  await replicaClient?.end().catch(() => {});
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
  await database?.close();
  pair?.remove();
}, 60_000);

describe.runIf(onPostgres)('a streaming read replica', () => {
  it('serves reports, serves records only while fresh, and falls back to the primary when it is gone', async () => {
    const player = await withdrawingPlayer(t, 100);
    const members = Number(
      (
        await database.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await eventually(async () => ((await replicaMembers()) === members ? true : undefined), 'the replica to catch up');
    const before = await registrationsToday();
    const seen = await records(player.authorization);

    // Replay paused: the replica keeps what it had.
    await replicaClient.query('select pg_wal_replay_pause()');
    await registerMember(t.app);
    await fundWallet(t, player.id, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 2 * MAX_LAG_MS));

    // The report reads the replica: the new member is not in it yet.
    expect(await registrationsToday()).toBe(before);
    // The member's records do not wait for it: past the bound they are read from the primary.
    expect(await records(player.authorization)).toBe(seen + 1);
    expect(database.replicaLagMs!()).toBeGreaterThan(MAX_LAG_MS);
    const scrape = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer replica-scrape-token-0123' },
    });
    const lag = /^portal_db_replica_lag_seconds (\S+)$/m.exec(scrape.body)?.[1];
    expect(Number(lag)).toBeGreaterThan(MAX_LAG_MS / 1000);

    // Replay again: the report catches up, and records read the replica again.
    await replicaClient.query('select pg_wal_replay_resume()');
    await eventually(async () => ((await registrationsToday()) === before + 1 ? true : undefined), 'the report');
    await eventually(
      async () =>
        (await records(player.authorization)) === seen + 1 && database.replicaLagMs!() <= MAX_LAG_MS ? true : undefined,
      'a fresh replica',
    );

    // The replica stops: nothing fails, the primary answers everything.
    await replicaClient.end();
    pair.replica.stop();
    await fundWallet(t, player.id, 1_000);
    expect(await registrationsToday()).toBe(before + 1);
    expect(await records(player.authorization)).toBe(seen + 2);
    expect(database.replicaLagMs!()).toBe(Number.POSITIVE_INFINITY);
  }, 120_000);
});
