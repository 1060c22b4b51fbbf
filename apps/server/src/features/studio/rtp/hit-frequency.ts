import { diceWinCount, DICE_OUTCOMES, type DiceParams } from '../games/dice.ts';
import { binomial, TILES } from '../games/mines.ts';
import type { SlotVariant } from '../games/slot-strips.ts';
import type { BaccaratBet } from '../games/baccarat.ts';
import { BACCARAT_ODDS, SLOT_ENUMERATION } from './exact-rtp.data.ts';
import { fraction, type Fraction } from './exact-fraction.ts';

/*
 * Exact hit frequencies: how often a round wins. The slot's counts every spin that pays anything
 * (out of all 30^5 stop combinations); baccarat's, a bet that wins (a tie pushes banker and
 * player); dice's and mines', the chance of the target or of the tiles revealed.
 */
export const hitFrequency = {
  slot: (variant: SlotVariant): Fraction =>
    fraction(SLOT_ENUMERATION[variant].hits, SLOT_ENUMERATION[variant].combinations),
  baccarat: (bet: BaccaratBet): Fraction => fraction(BACCARAT_ODDS[bet], BACCARAT_ODDS.den),
  dice: (params: DiceParams): Fraction => fraction(diceWinCount(params), DICE_OUTCOMES),
  mines: (mines: number, reveals: number): Fraction =>
    fraction(binomial(TILES - mines, reveals), binomial(TILES, reveals)),
};
