import type { InhouseGame } from '@portal/shared/contracts/seamless';

/** The public verification page prefilled with a round's seeds (and what recomputing it needs). */
export function verifyLink(round: {
  game: InhouseGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params?: Record<string, unknown>;
  variant?: string;
  stakeMinor?: number;
  reveals?: number[];
  /** The hash shown before play, to compare with the recomputed one. */
  serverSeedHash?: string;
}): string {
  const q = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  });
  if (round.params && Object.keys(round.params).length > 0) q.set('params', JSON.stringify(round.params));
  if (round.variant) q.set('variant', round.variant);
  if (round.stakeMinor !== undefined) q.set('stake', String(round.stakeMinor));
  if (round.reveals && round.reveals.length > 0) q.set('reveals', round.reveals.join(','));
  if (round.serverSeedHash) q.set('hash', round.serverSeedHash);
  return `/fair?${q.toString()}`;
}
