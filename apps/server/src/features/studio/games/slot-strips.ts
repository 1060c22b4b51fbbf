import { SYMBOLS } from './slot-rules.ts';

/*
 * The reel strips of each RTP variant, 30 stops a reel, read top to bottom (a stop shows its symbol
 * and the next two). Short names: W wild, S scatter, LO lotus, KO koi, LA lantern, A K Q J, T ten.
 * The variants differ by a few stops on reels 3 to 5; rtp/slot-rtp.ts computes each one's RTP
 * by enumerating all 30^5 stop combinations.
 */
const SHORT: Record<string, number> = { W: 0, S: 1, LO: 2, KO: 3, LA: 4, A: 5, K: 6, Q: 7, J: 8, T: 9 };

const parse = (reels: string[]): number[][] =>
  reels.map((reel) =>
    reel.split(' ').map((name) => {
      const symbol = SHORT[name];
      if (symbol === undefined) throw new Error(`unknown symbol ${name}`);
      return symbol;
    }),
  );

export const SLOT_VARIANTS = ['rtp96', 'rtp94', 'rtp92'] as const;
export type SlotVariant = (typeof SLOT_VARIANTS)[number];

export const SLOT_STRIPS: Record<SlotVariant, number[][]> = {
  rtp96: parse([
    'J T A K KO Q W LA LO J A K Q T S KO LA J A K Q W LO T J KO LA A K Q',
    'Q J W A K KO LA T LO Q J A K W KO LA S Q J A K T LO W Q J KO LA A K',
    'Q J A T K KO LA W LO Q J A K T KO LA Q S J A K W LO Q T J KO LA A K',
    'K J Q W KO A LA T LO K J KO A Q W LA K J S KO A T Q W LO K J KO LA A',
    'K Q J KO A LA W T K LO Q J KO A K LA Q J S KO A W T K LO Q J KO LA A',
  ]),
  rtp94: parse([
    'J T A K KO Q W LA LO J A K Q T S KO LA J A K Q W LO T J KO LA A K Q',
    'Q J W A K KO LA T LO Q J A K W KO LA S Q J A K T LO W Q J KO LA A K',
    'Q J KO A T K W LO Q J LA KO A K T Q S J KO A K W LO Q T J LA KO A K',
    'K Q J W A LA K T LO Q KO J A K W LA Q J S K A T W LO Q K KO J LA A',
    'K Q J A T KO LA W K LO Q J A T KO K LA Q J S A W K LO Q T J KO LA A',
  ]),
  rtp92: parse([
    'J T A K KO Q W LA LO J A K Q T S KO LA J A K Q W LO T J KO LA A K Q',
    'Q J W A K KO LA T LO Q J A K W KO LA S Q J A K T LO W Q J KO LA A K',
    'Q J T K KO LA W A LO Q J T K KO LA Q A S J T K W LO Q J T KO LA A K',
    'K Q J W A KO LA T LO K Q J A W KO LA K Q J S A T W LO K Q J KO LA A',
    'K Q J A T KO W K LO A Q J LA T A KO K Q J S A W K LO Q T J KO LA A',
  ]),
};

/** Symbol names of a strip, for the docs and the web's reel art. */
export const stripNames = (strip: number[]) => strip.map((symbol) => SYMBOLS[symbol]!);
