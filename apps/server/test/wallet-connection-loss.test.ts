import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook } from './support/chaos/book.ts';
import { startCrashServer, type CrashServer } from './support/chaos/child-server.ts';
import { accountSums, expectChaosInvariants, playerBalances } from './support/chaos/invariants.ts';
import { newKey, outcomeOf, transfer, transferEffects, transferLedgerKey } from './support/chaos/operations.ts';
import { configureBrand, setUpPlayers, VENDORS, type ChaosPlayer } from './support/chaos/players.ts';
import { chaosSeed, seededRandom } from './support/chaos/rng.ts';
import { startTcpRelay } from './support/chaos/tcp-relay.ts';
import { createTestApp, openTestDatabase, type TestDatabase } from './test-app.ts';

/*
 * Issue 28, faults: PostgreSQL drops the server's connections under load (pg_terminate_backend, as
 * a failover or a pooler reset would), or restarts (every connection cut and new ones refused for
 * seconds: through a TCP relay, so the shared test server keeps running). The server process must
 * live on, answer what it could not do with a 503 in the envelope (never a bare 500), and the
 * clients' same-key retries settle every call: nothing lost, nothing doubled, the ledger reconciles.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CLIENTS = 16;
const TERMINATIONS = 3;
const PLAYERS = 6;
const FUND_MINOR = 100_000;
const SEED = chaosSeed();

let database: TestDatabase;
let server: CrashServer | undefined;
let players: ChaosPlayer[];
let relay: Awaited<ReturnType<typeof startTcpRelay>> | undefined;

describe.runIf(onPostgres)('wallet: connections terminated and the database restarted under load (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    const setup = await createTestApp({ database, env: { SEED_DEMO: false } });
    try {
      await configureBrand(setup.app);
      players = await setUpPlayers(setup.app, PLAYERS, FUND_MINOR, { withdrawals: false });
    } finally {
      await setup.close();
    }
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await relay?.close();
    await database?.close();
  });

  /**
   * Clients move money through `server` while `fault` strikes TERMINATIONS times; answers how many
   * connections the faults cut. Every call must end answered, and the invariants hold.
   */
  async function underLoad(name: string, url: string, fault: () => Promise<number>) {
    console.info(`${name}: seed ${SEED} (CHAOS_SEED=${SEED} replays the clients' choices)`);
    server = await startCrashServer({ url, schema: database.schema! });
    const target = { base: `http://127.0.0.1:${server.port}` };
    const book = createBook();
    const sumsBefore = await accountSums(database);
    const balancesBefore = await playerBalances(database);
    let stopping = false;
    /** Set when the server died: the clients stop retrying into nothing, so the failure shows at once. */
    let abandoned = false;
    const fivexx = new Map<string, number>();

    async function client(index: number) {
      const rng = seededRandom(SEED + index);
      const player = players[index % players.length]!;
      while (!stopping) {
        const vendor = rng.pick(VENDORS);
        const outward = rng.chance(0.6);
        const request = {
          key: newKey('t'),
          from: outward ? 'main' : vendor,
          to: outward ? vendor : 'main',
          minor: rng.int(1, 5_000),
        };
        let answer = await transfer(target, player, request);
        // The same key until answered, for a minute at most: a 503 or a cut call may have moved it.
        for (let attempt = 1; outcomeOf(answer) === 'unknown' && attempt < 600 && !abandoned; attempt += 1) {
          if (answer) {
            const what = `${answer.status} ${answer.body.code ?? 'no envelope'}`;
            fivexx.set(what, (fivexx.get(what) ?? 0) + 1);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
          answer = await transfer(target, player, request);
        }
        const outcome = outcomeOf(answer);
        if (outcome === 'unknown' && !abandoned) book.problem(`transfer ${request.key}: no answer for a minute`);
        if (outcome === 'refused' && answer!.body.code !== 'INSUFFICIENT_FUNDS')
          book.problem(`transfer ${request.key}: ${answer!.status} ${JSON.stringify(answer!.body).slice(0, 200)}`);
        book.add({
          source: 'transfer',
          key: transferLedgerKey(player, request.key),
          what: 'transfer',
          outcome,
          effects: transferEffects(player, request),
        });
      }
    }

    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    const rng = seededRandom(SEED);
    let cut = 0;
    let failed = true;
    try {
      for (let round = 0; round < TERMINATIONS; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, rng.int(700, 1_500)));
        cut += await fault();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(server.exited(), `the server exited after a fault:\n${server.stderr()}`).toBeNull();
      }
      // Calm, so every retrying client gets its answer.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      failed = false;
    } finally {
      stopping = true;
      abandoned = failed;
      await clients;
    }
    expect(server.exited(), `the server exited:\n${server.stderr()}`).toBeNull();
    await server.kill();
    server = undefined;

    const result = await expectChaosInvariants(database, book, sumsBefore, balancesBefore);
    console.info(
      `${name}: ${cut} connections cut in ${TERMINATIONS} rounds; ${result.keysChecked} keys; ` +
        `5xx before an answer: ${JSON.stringify(Object.fromEntries(fivexx))}`,
    );
    expect(cut, 'connections of the server cut').toBeGreaterThan(0);
    expect(book.records.filter((r) => r.outcome === 'moved').length).toBeGreaterThan(CLIENTS);
    // What the server could not do is a 503 in the envelope, never a bare 500.
    for (const what of fivexx.keys()) expect(what).toBe('503 SERVICE_UNAVAILABLE');
  }

  it('stays up when its connections are terminated, answers 503 in the envelope, and loses and doubles nothing', async () => {
    const terminate = async () =>
      (
        await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = ${`crash-${database.schema}`}`.execute(database.db)
      ).rows[0]!.n;
    await underLoad('connection loss', process.env.TEST_DATABASE_URL!, terminate);
  }, 180_000);

  it('stays up through PostgreSQL restarts (connections cut, refused for two seconds), losing and doubling nothing', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${relay.port}`;
    await underLoad('database restart', url.toString(), () => relay!.restart(2_000));
  }, 180_000);
});
