import { describe, expect, it } from 'vitest';
import { DICE_EDGE_BPS, DICE_OUTCOMES, playDice } from '../src/features/studio/games/dice.ts';
import { MINES_EDGE_BPS, minesMultiplier } from '../src/features/studio/games/mines.ts';
import { SLOT_VARIANTS } from '../src/features/studio/games/slot-strips.ts';
import { baccaratRtp, enumerateBaccarat } from '../src/features/studio/rtp/baccarat-rtp.ts';
import { BACCARAT_ODDS, SLOT_ENUMERATION } from '../src/features/studio/rtp/exact-rtp.data.ts';
import { toDecimal, toNumber } from '../src/features/studio/rtp/exact-fraction.ts';
import { simulateBaccarat, simulateSlot } from '../src/features/studio/rtp/rtp-simulation.ts';
import { slotRtpFrom, variantRtps } from '../src/features/studio/rtp/rtp-table.ts';
import { enumerateSlot } from '../src/features/studio/rtp/slot-rtp.ts';
import type { OutcomeRng } from '../src/features/studio/fairness/outcome-rng.ts';

const SIM_SEED = '9e1f3c5a7b2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';

describe('exact RTP', () => {
  it('enumerates every reel stop combination of each slot variant to the stored sums', () => {
    for (const variant of SLOT_VARIANTS) {
      const walked = enumerateSlot(variant);
      expect(walked.combinations).toBe(30 ** 5);
      expect({ combinations: walked.combinations, totalUnits: walked.totalUnits, triggers: walked.triggers }).toEqual(
        SLOT_ENUMERATION[variant],
      );
      expect(walked.rtp).toEqual(slotRtpFrom(SLOT_ENUMERATION[variant]));
    }
    expect(toDecimal(variantRtps['lotus-slot']('rtp96')[0]!.rtp)).toBe('0.9599955601');
    expect(toDecimal(variantRtps['lotus-slot']('rtp94')[0]!.rtp)).toBe('0.9400015789');
    expect(toDecimal(variantRtps['lotus-slot']('rtp92')[0]!.rtp)).toBe('0.9200200105');
  }, 120_000);

  it('enumerates the 8-deck shoe to the known punto banco odds', () => {
    const odds = enumerateBaccarat();
    expect(odds).toEqual(BACCARAT_ODDS);
    expect(odds.banker + odds.player + odds.tie).toBe(odds.den);
    // The published figures for 8 decks: banker 98.94 %, player 98.76 %, tie 85.64 % (8:1), 95.16 % (9:1).
    expect(toDecimal(baccaratRtp(odds, 'banker', 'standard'), 6)).toBe('0.989420');
    expect(toDecimal(baccaratRtp(odds, 'player', 'standard'), 6)).toBe('0.987649');
    expect(toDecimal(baccaratRtp(odds, 'tie', 'standard'), 6)).toBe('0.856403');
    expect(toDecimal(baccaratRtp(odds, 'tie', 'tie9'), 6)).toBe('0.951559');
  });

  it('gives dice 1 − edge at every target, summed over all 10,000 rolls', () => {
    for (const variant of Object.keys(DICE_EDGE_BPS) as (keyof typeof DICE_EDGE_BPS)[]) {
      for (const params of [
        { target: 100, direction: 'under' as const },
        { target: 4950, direction: 'over' as const },
        { target: 9800, direction: 'under' as const },
        { target: 1234, direction: 'over' as const },
      ]) {
        // Each roll in turn: a rng that answers the roll asked for.
        let wonNum = 0;
        let den = 1;
        for (let roll = 0; roll < DICE_OUTCOMES; roll += 1) {
          const rng: OutcomeRng = { below: () => roll };
          const outcome = playDice(rng, params, variant);
          den = outcome.multiplierDen;
          if (outcome.win) wonNum += outcome.multiplierNum;
        }
        // Σ payouts / 10,000 rolls = (10,000 − edge) / 10,000 exactly.
        expect(wonNum * DICE_OUTCOMES).toBe((DICE_OUTCOMES - DICE_EDGE_BPS[variant]) * den * DICE_OUTCOMES);
        expect(toNumber(variantRtps.dice(variant)[0]!.rtp)).toBe(1 - DICE_EDGE_BPS[variant] / 10_000);
      }
    }
  });

  it('gives mines 1 − edge for every mine count and stopping point, counted over all boards', () => {
    // With 3 mines: of the C(25,3) boards, those missing k fixed tiles number C(25−k, 3).
    const boards = 2300;
    for (let k = 1; k <= 22; k += 1) {
      let safeBoards = 1;
      for (let i = 0; i < 3; i += 1) safeBoards = (safeBoards * (25 - k - i)) / (i + 1);
      const m = minesMultiplier(3, k, 'rtp94');
      expect((safeBoards * m.num) / (boards * m.den)).toBeCloseTo(1 - MINES_EDGE_BPS.rtp94 / 10_000, 12);
    }
  });
});

describe('RTP simulation within the 99.9 % confidence interval of the exact value', () => {
  it('1,000,000 slot spins', () => {
    const exact = toNumber(variantRtps['lotus-slot']('rtp96')[0]!.rtp);
    const sim = simulateSlot('rtp96', 1_000_000, SIM_SEED);
    expect(Math.abs(sim.mean - exact)).toBeLessThan(sim.halfWidth99_9);
  }, 120_000);

  it('1,000,000 coups of baccarat for each of the three bets', () => {
    const sim = simulateBaccarat('standard', 1_000_000, SIM_SEED);
    for (const bet of ['banker', 'player', 'tie'] as const) {
      const exact = toNumber(baccaratRtp(BACCARAT_ODDS, bet, 'standard'));
      expect(Math.abs(sim[bet].mean - exact)).toBeLessThan(sim[bet].halfWidth99_9);
    }
  }, 120_000);
});
