import type { Kysely } from 'kysely';
import type { StudioGameParams } from '@portal/shared/contracts/studio';
import type { DB } from '../../../db/schema.ts';
import type { StudioRoundStatus } from '../../../db/column-types.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SeedTriple } from '../fairness/outcome-rng.ts';
import type { presentRound, presentSeedState } from '../studio.presenter.ts';
import type { StudioRepo, StudioRoundRow, StudioSession } from '../studio.repo.ts';

/** Whom a money call is for. */
export type Player = Pick<StudioSession, 'portalPlayerId' | 'currency'>;

/**
 * The shared round machinery of studio.service.ts (sessions, seeds, the portal's money calls)
 * that each game's play builds on.
 */
export interface RoundMachinery {
  db: Kysely<DB>;
  repo: StudioRepo;
  clock: Clock;
  sessionOf(token: string): Promise<StudioSession>;
  /** The round if it is the session player's, else NOT_FOUND. */
  ownRound(session: StudioSession, roundId: string): Promise<StudioRoundRow>;
  /** Pays a round (0 for a loss) and closes it, with the inline tries; still lost, it waits in 'settling' for the sweep. */
  settleInline(
    round: StudioRoundRow,
    from: StudioRoundStatus[],
    payout: number,
    player: Player,
    token: string,
  ): Promise<StudioRoundRow>;
  /** A round as the game page shows it, with the balance and the seed pair now. */
  roundAnswer(
    row: StudioRoundRow,
    balanceMinor: number | null,
  ): Promise<{
    round: ReturnType<typeof presentRound>;
    balanceMinor: number | null;
    seed: ReturnType<typeof presentSeedState>;
  }>;
}

/** What a game does around the shared round: its outcome at the reservation, and what follows the bet. */
export interface GamePlay {
  /** The whole round at once: its bet and win may go to the portal as one entry (decision 064). */
  instant?: boolean;
  /** The outcome written with the round when its nonce is taken, before any money moves. */
  outcome(request: StudioGameParams, variant: string, seeds: SeedTriple, stakeMinor: number): Record<string, unknown>;
  /** After the portal took the bet; undefined when the round had already left 'betting'. */
  afterBet(
    machinery: RoundMachinery,
    row: StudioRoundRow,
    balanceMinor: number,
    session: StudioSession,
    token: string,
  ): Promise<StudioRoundRow | undefined>;
}
