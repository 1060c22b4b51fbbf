import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, fundedPlayer, mainBalanceMinor, placeSlip, tick, type Player } from './lottery-helpers.ts';
import {
  createTestApp,
  expectLedgerReconciles,
  manualClock,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
} from './test-app.ts';

/*
 * PostgreSQL only (PGlite has one connection, so nothing runs concurrently there): the liability
 * limit under 100 bettors at once on one number, and two server instances running the scheduler
 * on one database.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = manualClock(new Date('2030-08-01T03:00:10Z'));
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  a = await createTestApp({ clock, database, env: { SEED_DEMO: false } });
  // A second instance: its own pool on the same schema.
  const joined = await openTestDatabase({ schema: database.schema });
  b = await createTestApp({ clock, database: joined, env: { SEED_DEMO: false } });
});
afterAll(async () => {
  if (!onPostgres) return;
  await expectLedgerReconciles(database);
  await b?.close();
  await b?.database.close();
  await a?.close();
  await database?.close();
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('holds the per-number liability limit under 100 concurrent bettors', async () => {
    // đề 07 at unit 1: 100 × 95 = 9,500 of potential payout a bet; the limit takes 37 of them.
    const code = await createGame(a, 'FAST_NORTH', { limitMinor: 9_500 * 37 });
    await tick(a);
    const players: Player[] = [];
    for (let i = 0; i < 100; i++) players.push(await fundedPlayer(a, 10_000));
    const answers = await Promise.all(
      players.map((player, i) =>
        placeSlip(i % 2 ? a : b, player, { gameCode: code, lines: [{ type: 'de', numbers: ['07'], unit: 1 }] }),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(37);
    expect(codes.filter((c) => c === 'LOTTERY_LIABILITY_EXCEEDED')).toHaveLength(63);
    const { rows } = await sql<{ amount_minor: number }>`select l.amount_minor from lottery_liability l
      join lottery_periods p on p.id = l.period_id join lottery_games g on g.id = p.game_id
      where g.code = ${code} and l.outcome = 'DE:07'`.execute(database.db);
    expect(rows).toEqual([{ amount_minor: 9_500 * 37 }]);
    const balances = await Promise.all(players.map((p) => mainBalanceMinor(a, p.id)));
    expect(balances.filter((x) => x === 10_000 - 100)).toHaveLength(37);
    expect(balances.filter((x) => x === 10_000)).toHaveLength(63);
  }, 120_000);

  it('never draws or settles a period twice with two instances ticking at once', async () => {
    const code = await createGame(a, 'FAST_NORTH', { source: 'rng', intervalSeconds: 60, closeBefore: 5 });
    const players: Player[] = [];
    for (let i = 0; i < 5; i++) players.push(await fundedPlayer(a, 1_000_000));
    const all100 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    let drawn = 0;
    for (let period = 0; period < 5; period++) {
      await Promise.all([tick(a), tick(b)]);
      await Promise.all(
        players.map((player, i) =>
          placeSlip(i % 2 ? a : b, player, { gameCode: code, lines: [{ type: 'lo2', numbers: all100, unit: 1 }] }),
        ),
      );
      clock.advance(60_000);
      const reports = await Promise.all([tick(a), tick(b), tick(a), tick(b)]);
      drawn += reports.reduce((sum, r) => sum + r.drawn, 0);
    }
    const { rows } = await sql<{ issue: string; rounds: string; batches: string }>`
      select p.issue, count(distinct s.round)::text as rounds,
        (select count(*) from ledger_transactions t where t.reference = 'lottery:' || p.id and t.kind = 'win')::text as batches
      from lottery_periods p join lottery_games g on g.id = p.game_id
      left join lottery_settlements s on s.period_id = p.id
      where g.code = ${code} and p.status in ('settled', 'confirmed') group by p.id, p.issue order by p.issue`.execute(
      database.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(drawn).toBe(rows.length);
    for (const row of rows) expect([row.issue, row.rounds, row.batches]).toEqual([row.issue, '1', '1']);
    // Each period: every player staked 2,700 and won 27 occurrences × 98.
    for (const player of players) {
      expect(await mainBalanceMinor(a, player.id)).toBe(1_000_000 - 5 * 270_000 + 5 * 264_600);
    }
  }, 120_000);
});
