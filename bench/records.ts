import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  RECORDS_COUNT_CAP,
  RECORDS_LOOKAHEAD_PAGES,
  RECORDS_PAGE_SIZE,
} from '../packages/shared/src/contracts/records.ts';
import { presetRange } from '../packages/shared/src/date-range.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createRecordsRepo, type Range } from '../apps/server/src/features/records/records.repo.ts';
import { createLedgerAccounts } from '../apps/server/src/features/wallet/ledger/accounts.ts';
import { seedLedgerHistory } from '../apps/server/test/records-seed.ts';
import { onCleanup } from './lib/cleanup.ts';
import { benchDatabaseUrl, databaseAddress } from './lib/database-url.ts';

export const RECORDS_SETTINGS = { entries: 100_000, samples: 300, goalP95Ms: 20 } as const;

export interface RecordsCase {
  name: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface RecordsResult {
  database: string;
  settings: typeof RECORDS_SETTINGS;
  seedSeconds: number;
  cases: RecordsCase[];
  /** The worst case's p95 against the goal. */
  worstP95Ms: number;
  met: boolean;
}

const databaseUrl = benchDatabaseUrl;
const round2 = (n: number) => Math.round(n * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, string>>(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The account record's page as the service reads it (the page and the capped count, in parallel,
 * on the app's pool) for one player with 100,000 ledger entries on PostgreSQL, in a fresh schema
 * dropped afterwards. Cases: the first page of the last 30 days, a page deep in it, a kind
 * filter, and the last page the count reaches.
 */
export async function runRecords(): Promise<RecordsResult> {
  const url = databaseUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const [version] = await run(url, 'show server_version');
  await run(url, `create schema "${schema}"`);
  const unregister = onCleanup(() => run(url, `drop schema if exists "${schema}" cascade`).then(() => undefined));
  const database = await openDatabase({
    url,
    schema,
    dataDir: '',
    poolMax: 10,
    idleTimeoutMs: 1000,
    statementTimeoutMs: 60_000,
  });
  try {
    const db = database.db;
    await migrate(db);
    const member = await db
      .insertInto('members')
      .values({ username: 'benchrecords', password_hash: '!', referral_code: 'BENCHREC' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts = createLedgerAccounts({ db });
    const player = await accounts.player(member.id, 'main', 'BRL');
    // The player's other wallets: each is a branch of the page query.
    await accounts.player(member.id, 'bonus', 'BRL');
    await accounts.player(member.id, 'vendor:PG', 'BRL');
    const now = new Date();
    const stepMs = 20_000;
    const seeded = performance.now();
    await seedLedgerHistory(db, {
      memberId: member.id,
      playerAccountId: player,
      systemAccountId: await accounts.system('house:bench', 'BRL', member.id),
      count: RECORDS_SETTINGS.entries,
      start: new Date(now.getTime() - (RECORDS_SETTINGS.entries + 1) * stepMs),
      stepMs,
    });
    const seedSeconds = (performance.now() - seeded) / 1000;
    // What autovacuum does to an insert-only table soon after a burst like this one.
    await run(url, `vacuum analyze "${schema}".ledger_entries`);
    await run(url, `vacuum analyze "${schema}".ledger_transactions`);
    console.error(`  seeded ${RECORDS_SETTINGS.entries} entries in ${seedSeconds.toFixed(1)} s`);

    const repo = createRecordsRepo(db);
    const ids = (await accounts.ofMember(member.id)).map((a) => a.id);
    const p30 = presetRange('previous30', now, 0);
    const range: Range = { from: new Date(p30.from), to: new Date(p30.to) };
    const size = RECORDS_PAGE_SIZE;
    const lastPage = RECORDS_COUNT_CAP / size;
    const pageOf = (page: number, kind?: string) => () =>
      Promise.all([
        repo.ledgerPage(ids, range, kind, (page - 1) * size, size),
        repo.ledgerCount(ids, range, kind, Math.min(RECORDS_COUNT_CAP, (page + RECORDS_LOOKAHEAD_PAGES) * size)),
      ]);
    const cases: [string, () => Promise<unknown>][] = [
      ['first page, previous 30 days', pageOf(1)],
      ['page 50', pageOf(50)],
      ['kind = bet, page 1', pageOf(1, 'bet')],
      [`page ${lastPage} (the last the count reaches)`, pageOf(lastPage)],
    ];
    const results: RecordsCase[] = [];
    for (const [name, query] of cases) {
      for (let i = 0; i < 20; i++) await query();
      const times: number[] = [];
      for (let i = 0; i < RECORDS_SETTINGS.samples; i++) {
        const started = performance.now();
        await query();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const result = {
        name,
        p50Ms: round2(percentile(times, 50)),
        p95Ms: round2(percentile(times, 95)),
        maxMs: round2(times.at(-1) ?? 0),
      };
      console.error(`  ${name}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`);
      results.push(result);
    }
    const worstP95Ms = Math.max(...results.map((r) => r.p95Ms));
    return {
      database: `PostgreSQL ${version?.server_version ?? 'unknown'} (${databaseAddress(url)}), a fresh schema`,
      settings: RECORDS_SETTINGS,
      seedSeconds: round2(seedSeconds),
      cases: results,
      worstP95Ms,
      met: worstP95Ms <= RECORDS_SETTINGS.goalP95Ms,
    };
  } finally {
    await database.close();
    unregister();
    await run(url, `drop schema if exists "${schema}" cascade`);
  }
}
