import { describe, expect, it } from 'vitest';
import { DICE_EDGE_BPS, DICE_OUTCOMES, playDice } from '../src/features/studio/games/dice.ts';
import { MINES_EDGE_BPS, minesMultiplier } from '../src/features/studio/games/mines.ts';
import { SLOT_VARIANTS } from '../src/features/studio/games/slot-strips.ts';
import { baccaratRtp, enumerateBaccarat } from '../src/features/studio/rtp/baccarat-rtp.ts';
import { BACCARAT_ODDS, SLOT_ENUMERATION } from '../src/features/studio/rtp/exact-rtp.data.ts';
import { toDecimal, toNumber } from '../src/features/studio/rtp/exact-fraction.ts';
import { hitFrequency } from '../src/features/studio/rtp/hit-frequency.ts';
import { chiSquareCritical99, chiSquareUniform, rngEvidence, runsTest } from '../src/features/studio/rtp/rng-tests.ts';
import {
  simulateBaccarat,
  simulateDice,
  simulateMines,
  simulateSlot,
  type SimulatedRtp,
} from '../src/features/studio/rtp/rtp-simulation.ts';
import { slotRtpFrom, variantRtps } from '../src/features/studio/rtp/rtp-table.ts';
import { enumerateSlot } from '../src/features/studio/rtp/slot-rtp.ts';
import type { OutcomeRng } from '../src/features/studio/fairness/outcome-rng.ts';

const SIM_SEED = '9e1f3c5a7b2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';

describe('exact RTP', () => {
  it('enumerates every reel stop combination of each slot variant to the stored sums', () => {
    for (const variant of SLOT_VARIANTS) {
      const walked = enumerateSlot(variant);
      expect(walked.combinations).toBe(30 ** 5);
      const { rtp: _rtp, ...sums } = walked;
      expect(sums).toEqual(SLOT_ENUMERATION[variant]);
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

/** The simulated hit rate within the 99.9 % interval of the exact frequency p (binomial). */
function expectHitsNear(sim: SimulatedRtp, p: number) {
  const halfWidth = 3.2905 * Math.sqrt((p * (1 - p)) / sim.rounds);
  expect(Math.abs(sim.hits / sim.rounds - p)).toBeLessThan(halfWidth);
}

describe('RTP simulation within the 99.9 % confidence interval of the exact value', () => {
  it('1,000,000 slot spins, hit frequency too', () => {
    const exact = toNumber(variantRtps['lotus-slot']('rtp96')[0]!.rtp);
    const sim = simulateSlot('rtp96', 1_000_000, SIM_SEED);
    expect(Math.abs(sim.mean - exact)).toBeLessThan(sim.halfWidth99_9);
    expectHitsNear(sim, toNumber(hitFrequency.slot('rtp96')));
  }, 120_000);

  it('1,000,000 coups of baccarat for each of the three bets', () => {
    const sim = simulateBaccarat('standard', 1_000_000, SIM_SEED);
    for (const bet of ['banker', 'player', 'tie'] as const) {
      const exact = toNumber(baccaratRtp(BACCARAT_ODDS, bet, 'standard'));
      expect(Math.abs(sim[bet].mean - exact)).toBeLessThan(sim[bet].halfWidth99_9);
      expectHitsNear(sim[bet], toNumber(hitFrequency.baccarat(bet)));
    }
  }, 120_000);

  it('200,000 dice rolls and 200,000 mines boards', () => {
    const dice = simulateDice('rtp94', 200_000, SIM_SEED, { target: 2500, direction: 'over' });
    expect(Math.abs(dice.mean - 0.94)).toBeLessThan(dice.halfWidth99_9);
    expectHitsNear(dice, toNumber(hitFrequency.dice({ target: 2500, direction: 'over' })));
    const mines = simulateMines('rtp96', 200_000, SIM_SEED, 5, 4);
    expect(Math.abs(mines.mean - 0.96)).toBeLessThan(mines.halfWidth99_9);
    expectHitsNear(mines, toNumber(hitFrequency.mines(5, 4)));
  }, 120_000);
});

describe("the outcome rng against a lab's statistical tests (99 %)", () => {
  it('knows the chi-square critical values', () => {
    // Tables: 49.588 (29), 42.980 (24), 10,330.0 (9,999).
    expect(chiSquareCritical99(29)).toBeCloseTo(49.588, 0);
    expect(chiSquareCritical99(24)).toBeCloseTo(42.98, 0);
    expect(Math.abs(chiSquareCritical99(9999) - 10_330) / 10_330).toBeLessThan(0.001);
  });

  it('passes uniformity and runs over 200,000 draws of each range', () => {
    const evidence = rngEvidence(200_000, SIM_SEED);
    for (const test of evidence.chiSquare) expect(test, `range ${test.range}`).toMatchObject({ pass: true });
    expect(evidence.chiSquare.map((t) => t.draws)).toEqual([200_000, 200_000, 200_000]);
    expect(evidence.runs).toMatchObject({ draws: 200_000, pass: true });
  }, 120_000);

  it('fails a biased range and a sequence with memory', () => {
    // One value of thirty drawn 10 % too often over 300,000 draws.
    const counts = Array.from({ length: 30 }, () => 10_000);
    counts[0] = 11_000;
    expect(chiSquareUniform(counts).pass).toBe(false);
    expect(chiSquareUniform(Array.from({ length: 30 }, () => 10_000)).pass).toBe(true);
    const alternating = Array.from({ length: 10_000 }, (_, i) => i % 2 === 0);
    expect(runsTest(alternating)).toMatchObject({ runs: 10_000, pass: false });
    const sticky = Array.from({ length: 10_000 }, (_, i) => Math.floor(i / 4) % 2 === 0);
    expect(runsTest(sticky).pass).toBe(false);
  });
});
