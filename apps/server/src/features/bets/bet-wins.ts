import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { WINNERS_MAX } from '@portal/shared/contracts/winners';

/**
 * The winners board's table (migration 0022), written by the code that settles bets, in the
 * settling transaction. Bets keep no index on what settling changes, so the update of a settled
 * bet stays on its page; the board reads these rows instead.
 */

/** The most wins one lottery period writes: no more than the board ever shows. */
export const PERIOD_WINS = WINNERS_MAX;

/** Records the winning bets among `betIds` as they now stand (a second win of a bet raises its row). */
export async function recordWins(trx: Kysely<DB>, betIds: RawBuilder<unknown>): Promise<void> {
  await sql`insert into bet_wins (bet_id, member_id, currency, stake_minor, payout_minor, settled_at)
    select id, member_id, currency, stake_minor, payout_minor, settled_at from bets
    where id in (${betIds}) and status = 'settled' and payout_minor > stake_minor
    on conflict (bet_id) do update set payout_minor = excluded.payout_minor, settled_at = excluded.settled_at`.execute(
    trx,
  );
}

/** Takes back the wins of bets that no longer pay (a rolled back, re-settled or cancelled bet). */
export async function forgetWins(trx: Kysely<DB>, betIds: RawBuilder<unknown>): Promise<void> {
  await sql`delete from bet_wins where bet_id in (${betIds})`.execute(trx);
}

/** Drops wins older than the board's window (the board reads by payout; old rows would only be skipped). */
export async function pruneWins(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await sql`delete from bet_wins where settled_at < ${before}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
