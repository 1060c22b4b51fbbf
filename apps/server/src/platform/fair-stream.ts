import { createHash, createHmac } from 'node:crypto';

export const seedHash = (seed: Buffer) => createHash('sha256').update(seed).digest('hex');

/** 2^48: the widest range `uniform` draws from (six bytes at a time). */
const WIDE = 2 ** 48;

/**
 * Provably fair numbers (decision 016): bytes from HMAC-SHA256(seed, `${game}:${round}:${counter}`),
 * counter 0, 1, 2... as each block runs out. A draw rejects values at or above the largest multiple
 * of n its bytes can hold, so no value is likelier than another. Anyone with the published seed
 * can run this again (docs/api.md gives the steps). The lottery and the raffles draw from it.
 */
export function fairStream(seed: Buffer, game: string, round: string) {
  let counter = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  const nextByte = () => {
    if (at >= block.length) {
      block = createHmac('sha256', seed).update(`${game}:${round}:${counter}`).digest();
      counter += 1;
      at = 0;
    }
    return block[at++]!;
  };
  return {
    /** A uniform integer in [0, n), n ≤ 256: one byte per try. */
    below(n: number): number {
      const limit = 256 - (256 % n);
      for (;;) {
        const byte = nextByte();
        if (byte < limit) return byte % n;
      }
    },
    /** A uniform integer in [0, n), n ≤ 2^48: six bytes per try, read big-endian. */
    uniform(n: number): number {
      if (!Number.isSafeInteger(n) || n < 1 || n > WIDE) throw new RangeError(`uniform(${n})`);
      const limit = WIDE - (WIDE % n);
      for (;;) {
        let value = 0;
        for (let i = 0; i < 6; i++) value = value * 256 + nextByte();
        if (value < limit) return value % n;
      }
    },
  };
}

export type FairStream = ReturnType<typeof fairStream>;
