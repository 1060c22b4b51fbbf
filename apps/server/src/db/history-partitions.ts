import { sql, type Kysely } from 'kysely';
import type { Jobs } from '../platform/jobs/jobs.ts';
import type { DB } from './schema.ts';

export const HISTORY_PARTITIONS_EVERY_MS = 24 * 60 * 60_000;
/** Months made ahead: a missed month of runs still finds its partitions there. */
export const HISTORY_MONTHS_AHEAD = 3;

/**
 * Bets, ledger entries and chat messages are partitioned by month (migration 0074, decision 060):
 * this makes the current month's partitions and the next three's. A row outside every partition
 * lands in the default one, so a late run costs pruning, never an insert.
 */
export async function ensureHistoryPartitions(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ made: number }>`
    select history_partitions_ensure(${HISTORY_MONTHS_AHEAD}) as made`.execute(db);
  return Number(rows[0]!.made);
}

export function defineHistoryPartitionsJob(jobs: Jobs, db: Kysely<DB>) {
  jobs.define({
    name: 'history-partitions',
    everyMs: HISTORY_PARTITIONS_EVERY_MS,
    run: () => ensureHistoryPartitions(db).then(() => undefined),
  });
}
