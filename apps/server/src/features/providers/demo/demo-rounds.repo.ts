import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { TableKind } from './demo-tables.ts';

export interface DemoRound {
  roundId: string;
  vendor: string;
  game: string;
  player: string;
  currency: string;
  kind: TableKind;
  choice: string;
  outcome: Record<string, unknown>;
  stakeMinor: number;
  payoutMinor: number;
  brand: string;
  name: string;
  playedAt: Date;
}

/** The demo provider's own record of its tables' rounds (its round-detail page reads it). */
export function createDemoRoundsRepo(db: Kysely<DB>) {
  return {
    async record(round: DemoRound): Promise<void> {
      await db
        .insertInto('demo_provider_rounds')
        .values({
          round_id: round.roundId,
          vendor_code: round.vendor,
          game_code: round.game,
          player: round.player,
          currency: round.currency,
          kind: round.kind,
          choice: round.choice,
          outcome: JSON.stringify(round.outcome),
          stake_minor: round.stakeMinor,
          payout_minor: round.payoutMinor,
          brand: round.brand,
          name: round.name,
          played_at: round.playedAt,
        })
        .execute();
    },

    /** The vendor's round of this player, or undefined (another player's round is not theirs to see). */
    async find(roundId: string, vendor: string, player: string): Promise<DemoRound | undefined> {
      const row = await db
        .selectFrom('demo_provider_rounds')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('vendor_code', '=', vendor)
        .where('player', '=', player)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        roundId: row.round_id,
        vendor: row.vendor_code,
        game: row.game_code,
        player: row.player,
        currency: row.currency,
        kind: row.kind as TableKind,
        choice: row.choice,
        outcome: row.outcome,
        stakeMinor: row.stake_minor,
        payoutMinor: row.payout_minor,
        brand: row.brand,
        name: row.name,
        playedAt: row.played_at,
      };
    },
  };
}
