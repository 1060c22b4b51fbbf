import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { drawResult } from '../apps/server/src/features/lottery/fair-draw.ts';
import { fairStream } from '../apps/server/src/platform/fair-stream.ts';
import {
  LOTTERY_HOUSE,
  lotterySource,
  roundLines,
  settleBetsIn,
} from '../apps/server/src/features/lottery/settlement.ts';
import { createLedgerAccounts } from '../apps/server/src/features/wallet/ledger/accounts.ts';
import { createLedgerBatch } from '../apps/server/src/features/wallet/ledger/batch.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { onCleanup } from './lib/cleanup.ts';
import { benchDatabaseUrl } from './lib/database-url.ts';

export const LOTTERY_SETTINGS = { bets: 1_000_000, players: 10_000, goalBetsPerSecond: 3_000_000 } as const;

export interface LotteryResult {
  database: string;
  settings: typeof LOTTERY_SETTINGS;
  seedSeconds: number;
  /** Bets settled per second, the winners' credits included (the settlement below). */
  betsPerSecond: number;
  goalBetsPerSecond: number;
  met: boolean;
  /** The settlement as the engine runs it: the winners' payouts in one INSERT, their ledger batch, commit. */
  settle: {
    seconds: number;
    /** The one statement computing every bet's payout and inserting the winners' rows. */
    payoutsSeconds: number;
    /** The winners' ledger batch (entries, balances) and the commit. */
    batchSeconds: number;
    bets: number;
    winners: number;
    entries: number;
  };
  /**
   * A bare `UPDATE bets ... FROM lottery_bets` over the same rows: what one pass writing every bet
   * costs, the floor of the settlement before decision 029 (which updated every bet row).
   */
  bareUpdate: { seconds: number; rowsPerSec: number };
  /** Settlement time (credits included) over the bare update's. */
  ratio: number;
}

const databaseUrl = benchDatabaseUrl;
const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function run(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, string>>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The draw's seed: a fixed result, so every run settles the same winners (about 10 % of the bets). */
const DRAW_SEED = Buffer.alloc(32, 29);

/**
 * One XSMB-shaped period with 1,000,000 bets of 10,000 players (lô 2 số 35%, đề 35%, lô 3 số
 * 20%, xiên 2 10%: about one bet in ten wins), written straight into the tables (the bench measures settlement, not
 * placing). The stake postings are left out: only the settlement's ledger batch is written.
 */
export async function seedLotteryBench(
  db: Kysely<DB>,
  { bets, players } = { bets: LOTTERY_SETTINGS.bets, players: LOTTERY_SETTINGS.players },
): Promise<{ periodId: number }> {
  await sql`insert into members (username, password_hash, referral_code)
    select 'benchlott' || n, '!', 'BL' || lpad(n::text, 8, '0') from generate_series(1, ${players}) n`.execute(db);
  await sql`insert into ledger_accounts (member_id, code, currency)
    select id, 'main', 'BRL' from members`.execute(db);
  const game = await db
    .insertInto('lottery_games')
    .values({
      code: 'BENCH',
      name: 'Bench',
      market: 'XSMB',
      product: 'LOTT',
      draw_time: '18:15',
      result_source: 'operator',
      liability_limit_minor: 1e15,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const period = await db
    .insertInto('lottery_periods')
    .values({ game_id: game.id, issue: 'BENCH', open_at: now, close_at: now, draw_at: now, status: 'drawn' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The slip's stake transaction: a foreign key only (the stakes are not what is measured).
  const stake = await sql<{ id: number }>`insert into ledger_transactions
    (source, idempotency_key, kind, request_hash, created_at) values ('bench', 'stake', 'bet', '\\x00', now())
    returning id`.execute(db);
  const stakeId = stake.rows[0]!.id;
  const member = await db.selectFrom('members').select('id').orderBy('id').executeTakeFirstOrThrow();
  const slip = await db
    .insertInto('lottery_slips')
    .values({
      member_id: member.id,
      period_id: period.id,
      idempotency_key: 'bench',
      stake_minor: 1,
      bets,
      stake_transaction_id: stakeId,
      placed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Players and picks drawn at random (a fixed seed: every run the same bets), so no player always
  // picks the same number and about one bet in ten wins against the fixed draw.
  // One connection: the seed and the temp table are its own.
  await db.connection().execute(async (conn) => {
    await sql`select setseed(0.29)`.execute(conn);
    await sql`create temp table bench_bets as
      select n, a.member_id, a.id as account_id, bet_type,
        lpad(floor(random() * 100)::text, 2, '0') as p2, lpad(floor(random() * 100)::text, 2, '0') as q2,
        lpad(floor(random() * 1000)::text, 3, '0') as p3
      from (select n, floor(random() * ${players})::int as player,
          case when n % 20 < 7 then 'lo2' when n % 20 < 14 then 'de' when n % 20 < 18 then 'lo3' else 'xien2' end as bet_type
        from generate_series(1::bigint, ${bets}) n) s
      join ledger_accounts a on a.member_id = (select min(id) from members) + s.player`.execute(conn);
    // xiên 2 on two different numbers, as the bet menu requires.
    await sql`update bench_bets set q2 = lpad(((q2::int + 1) % 100)::text, 2, '0') where q2 = p2`.execute(conn);
    await sql`insert into bets (id, member_id, product, vendor, game_code, round_id, currency, stake_minor,
        valid_bet_minor, stake_transaction_id, placed_at, lottery_period_id) overriding system value
      select n, member_id, 'LOTT', 'LOTTERY', 'BENCH', 'BENCH', 'BRL', 100, 100, ${stakeId}, now(), ${period.id}
      from bench_bets`.execute(conn);
    await sql`insert into lottery_bets (bet_id, period_id, slip_id, bet_type, rule, pick_keys, picks, unit_minor,
        multiplier, base_minor, odds_milli, account_id)
      select n, ${period.id}, ${slip.id}, bet_type, case when bet_type = 'xien2' then 'all' else 'count' end,
        case bet_type when 'lo2' then array['L2:' || p2] when 'de' then array['DE:' || p2]
          when 'lo3' then array['L3:' || p3] else array['L2:' || p2, 'L2:' || q2] end,
        case bet_type when 'lo3' then p3 when 'xien2' then p2 || ',' || q2 else p2 end,
        100, 1, 100,
        case bet_type when 'lo2' then '{98000}'::bigint[] when 'de' then '{95000}'::bigint[]
          when 'lo3' then '{900000}'::bigint[] else '{17000}'::bigint[] end,
        account_id from bench_bets`.execute(conn);
  });
  const rows = drawResult('XSMB', fairStream(DRAW_SEED, 'BENCH', 'BENCH'));
  await db
    .insertInto('lottery_results')
    .values(rows.map((r) => ({ period_id: period.id, ...r })))
    .execute();
  await sql`select setval(pg_get_serial_sequence('bets', 'id'), ${bets})`.execute(db);
  await sql`analyze`.execute(db);
  return { periodId: period.id };
}

/**
 * Settles 1,000,000 bets of one period on PostgreSQL as the engine does (the winners' payouts,
 * their ledger batch, commit), in a fresh schema dropped afterwards, and times a bare UPDATE ...
 * FROM over the same rows in the same run (what writing every bet row costs, as settlement did
 * before decision 029). Each pass starts from a compacted table.
 */
export async function runLottery(): Promise<LotteryResult> {
  const url = databaseUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const [version] = await run(url, 'show server_version');
  await run(url, `create schema "${schema}"`);
  const unregister = onCleanup(() => run(url, `drop schema if exists "${schema}" cascade`).then(() => undefined));
  const database = await openDatabase({
    url,
    schema,
    dataDir: '',
    poolMax: 2,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 600_000,
  });
  try {
    const db = database.db;
    await migrate(db);
    const seedStart = process.hrtime.bigint();
    const { periodId } = await seedLotteryBench(db);
    const seedSeconds = seconds(seedStart);

    // Both passes start from compact, analyzed tables with no dirty pages waiting: a pass paying for
    // the previous one's writes would not be the same work.
    const compact = async () => {
      await run(url, `vacuum (full, analyze) "${schema}".bets`);
      await run(url, `vacuum (full, analyze) "${schema}".lottery_bets`);
      await run(url, 'checkpoint');
    };
    await compact();
    const batch = createLedgerBatch({ clock: systemClock, accounts: createLedgerAccounts({ db }) });
    const settleStart = process.hrtime.bigint();
    // settlePeriodIn's steps, timed apart: the payouts' INSERT, then the winners' ledger batch and commit.
    let payoutsSeconds = 0;
    const settled = await db.transaction().execute(async (trx) => {
      const outcome = await settleBetsIn(trx, { id: periodId, market: 'XSMB' }, 1, new Date());
      payoutsSeconds = seconds(settleStart);
      const posted = await batch.postBatchIn(trx, {
        source: lotterySource('LOTT'),
        key: `period:${periodId}:round:1`,
        kind: 'win',
        reference: `lottery:${periodId}`,
        lines: roundLines(periodId, 1),
        counterpart: { code: LOTTERY_HOUSE, currency: 'BRL' },
      });
      return { ...outcome, transactionId: posted.transactionId };
    });
    const settleSeconds = seconds(settleStart);
    const entries = await sql<{ n: string }>`select count(*)::text as n from ledger_entries
      where transaction_id = ${settled.transactionId}`.execute(db);

    await compact();
    const bareStart = process.hrtime.bigint();
    const bare = await sql`update bets b set payout_minor = l.base_minor, status = 'settled', settled_at = now()
      from lottery_bets l where l.bet_id = b.id and l.period_id = ${periodId} and b.status = 'pending'`.execute(db);
    const bareSeconds = seconds(bareStart);
    const bareRows = Number(bare.numAffectedRows ?? 0);

    const betsPerSecond = Math.round(settled.bets / settleSeconds);
    return {
      database: `PostgreSQL ${version?.server_version ?? '?'}`,
      settings: LOTTERY_SETTINGS,
      seedSeconds: round2(seedSeconds),
      betsPerSecond,
      goalBetsPerSecond: LOTTERY_SETTINGS.goalBetsPerSecond,
      met: betsPerSecond >= LOTTERY_SETTINGS.goalBetsPerSecond,
      settle: {
        seconds: round2(settleSeconds),
        payoutsSeconds: round2(payoutsSeconds),
        batchSeconds: round2(settleSeconds - payoutsSeconds),
        bets: settled.bets,
        winners: settled.winners,
        entries: Number(entries.rows[0]!.n),
      },
      bareUpdate: { seconds: round2(bareSeconds), rowsPerSec: Math.round(bareRows / bareSeconds) },
      ratio: round2(settleSeconds / bareSeconds),
    };
  } finally {
    await database.close();
    unregister();
    await run(url, `drop schema if exists "${schema}" cascade`);
  }
}
