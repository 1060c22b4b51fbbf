/*
 * A slot round whose show had not ended when the page went away (a lost connection, a closed tab
 * in the middle of the free spins): the round is settled on the server, and the next launch plays
 * the rest of its show from the spin it had reached. Kept on the device, one round at a time.
 */

const KEY = 'studio.slot.unfinishedShow';

export interface UnfinishedShow {
  roundId: string;
  /** The spin the show had reached: 0 the base spin, 1.. the free spins. */
  step: number;
}

export function readUnfinishedShow(): UnfinishedShow | null {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<UnfinishedShow> | null;
    if (!saved || typeof saved.roundId !== 'string' || !Number.isInteger(saved.step)) return null;
    return { roundId: saved.roundId, step: Math.max(0, saved.step!) };
  } catch {
    return null;
  }
}

export function saveUnfinishedShow(show: UnfinishedShow | null) {
  try {
    if (show) globalThis.localStorage?.setItem(KEY, JSON.stringify(show));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Private mode: a lost show simply does not come back.
  }
}
