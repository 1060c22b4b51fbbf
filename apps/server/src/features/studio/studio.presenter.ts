import type { StudioRound } from '@portal/shared/contracts/studio';
import type { InhouseGame } from '@portal/shared/contracts/seamless';
import type { StudioRoundRow, StudioSeedRow } from './studio.repo.ts';

/** What a round's presentation needs of its seed pair. */
export type SeedView = Pick<StudioSeedRow, 'server_seed' | 'server_seed_hash' | 'client_seed' | 'status'>;

/** The fields a round shows: a mines board stays hidden while the round is in play. */
export function presentRound(row: StudioRoundRow, seed: SeedView): StudioRound {
  const hidden = row.status === 'betting' || (row.game_code === 'mines' && row.status === 'open');
  return {
    roundId: row.id,
    game: row.game_code as InhouseGame,
    variant: row.variant,
    params: row.params,
    outcome: hidden ? null : row.outcome,
    reveals: row.reveals,
    currency: row.currency,
    stakeMinor: row.stake_minor,
    payoutMinor: row.status === 'settling' || row.status === 'settled' ? row.payout_minor : null,
    status: row.status,
    serverSeedHash: seed.server_seed_hash,
    serverSeed: seed.status === 'revealed' && seed.server_seed ? Buffer.from(seed.server_seed).toString('hex') : null,
    clientSeed: seed.client_seed,
    nonce: row.nonce,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

export const presentSeedState = (seed: Pick<StudioSeedRow, 'server_seed_hash' | 'client_seed' | 'next_nonce'>) => ({
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nonce: seed.next_nonce,
});
