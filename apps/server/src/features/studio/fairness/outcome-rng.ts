import { createHmac, createHash, randomBytes } from 'node:crypto';

/*
 * The provably fair random source (docs/decisions/015-in-house-studio.md). A round's bytes are
 *   HMAC-SHA256(key = server seed bytes, message = `${clientSeed}:${nonce}:${round}`)
 * for round = 0, 1, 2... as many blocks as the game needs; they are read as big-endian uint32 words
 * and turned into integers below n by rejection sampling, so no value is more likely than another.
 * The published hash is SHA-256 of the server seed bytes: nothing is derived from it.
 */

export interface SeedTriple {
  /** 64 hex characters: the 32 secret bytes. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const SERVER_SEED_BYTES = 32;

/** A new secret server seed (hex). */
export function newServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** A default client seed (the player may choose another). */
export function newClientSeed(): string {
  return randomBytes(12).toString('hex');
}

/** What is shown before play: SHA-256 of the server seed's bytes, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

/** One 32-byte block of a round's bytes. */
export function outcomeBlock(seeds: SeedTriple, round: number): Buffer {
  return createHmac('sha256', Buffer.from(seeds.serverSeed, 'hex'))
    .update(`${seeds.clientSeed}:${seeds.nonce}:${round}`)
    .digest();
}

/** Draws uniform integers from one seed triple; each game takes what it needs, in a fixed order. */
export interface OutcomeRng {
  /** A uniform integer in [0, n), 1 <= n <= 2^32. */
  below(n: number): number;
}

const WORD_RANGE = 2 ** 32;

export function createOutcomeRng(seeds: SeedTriple): OutcomeRng {
  let round = 0;
  let block = outcomeBlock(seeds, round);
  let offset = 0;
  const nextWord = (): number => {
    if (offset === block.length) {
      round += 1;
      block = outcomeBlock(seeds, round);
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return {
    below(n) {
      if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE) throw new Error(`rng range ${n}`);
      // Words at or above the largest multiple of n would make the low values likelier: draw again.
      const limit = WORD_RANGE - (WORD_RANGE % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

/** A Fisher–Yates shuffle of 0..size-1 driven by the round's rng (the first k are a uniform k-subset). */
export function shuffledIndexes(rng: OutcomeRng, size: number): number[] {
  const items = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i -= 1) {
    const j = rng.below(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
