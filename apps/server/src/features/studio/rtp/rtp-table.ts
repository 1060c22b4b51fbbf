import { DICE_EDGE_BPS, type DiceVariant } from '../games/dice.ts';
import { MINES_EDGE_BPS, type MinesVariant } from '../games/mines.ts';
import { FREE_SPINS, FREE_SPINS_MULTIPLIER, LINE_COUNT } from '../games/slot-rules.ts';
import type { SlotVariant } from '../games/slot-strips.ts';
import { BACCARAT_BETS, baccaratRtp } from './baccarat-rtp.ts';
import { BACCARAT_ODDS, SLOT_ENUMERATION } from './exact-rtp.data.ts';
import { fraction, type Fraction } from './exact-fraction.ts';
import type { BaccaratVariant } from '../games/baccarat.ts';

/** The exact RTP of one bet of one variant ('all' when the game has one kind of bet). */
export interface RtpLine {
  bet: string;
  rtp: Fraction;
}

/** Slot RTP from an enumeration's sums: T × (N + G F m) / (20 N²) (see slot-rtp.ts). */
export function slotRtpFrom(sums: { combinations: number; totalUnits: number; triggers: number }): Fraction {
  const n = BigInt(sums.combinations);
  return {
    num: BigInt(sums.totalUnits) * (n + BigInt(sums.triggers * FREE_SPINS * FREE_SPINS_MULTIPLIER)),
    den: BigInt(LINE_COUNT) * n * n,
  };
}

/** Dice and mines return 1 − edge for every target and every stopping point (see their files). */
const edgeRtp = (edgeBps: number) => fraction(10_000 - edgeBps, 10_000);

export const variantRtps = {
  'lotus-slot': (variant: SlotVariant): RtpLine[] => [{ bet: 'all', rtp: slotRtpFrom(SLOT_ENUMERATION[variant]) }],
  dice: (variant: DiceVariant): RtpLine[] => [{ bet: 'all', rtp: edgeRtp(DICE_EDGE_BPS[variant]) }],
  mines: (variant: MinesVariant): RtpLine[] => [{ bet: 'all', rtp: edgeRtp(MINES_EDGE_BPS[variant]) }],
  baccarat: (variant: BaccaratVariant): RtpLine[] =>
    BACCARAT_BETS.map((bet) => ({ bet, rtp: baccaratRtp(BACCARAT_ODDS, bet, variant) })),
};
