import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createOutcomeRng,
  hashServerSeed,
  newServerSeed,
  outcomeBlock,
  shuffledIndexes,
} from '../src/features/studio/fairness/outcome-rng.ts';
import { bankerDraws, dealCoup, playBaccarat, rankValue } from '../src/features/studio/games/baccarat.ts';
import { diceWinCount, isDiceTargetAllowed, playDice } from '../src/features/studio/games/dice.ts';
import { payoutMinor, playInstant, recomputeRound } from '../src/features/studio/games/game-engines.ts';
import { evaluateStops, playLotusSlot } from '../src/features/studio/games/lotus-slot.ts';
import { binomial, minesMultiplier, placeMines } from '../src/features/studio/games/mines.ts';
import { SCATTER, WILD, linePay } from '../src/features/studio/games/slot-rules.ts';
import { SLOT_STRIPS } from '../src/features/studio/games/slot-strips.ts';
import { SLOT_PAYLINES, slotWinningRun } from '@portal/shared/contracts/studio-slot-rules';

const seeds = (nonce = 0) => ({
  serverSeed: '4f2c9a1b7d3e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
  clientSeed: 'player-chosen',
  nonce,
});

describe('provable fairness', () => {
  it('derives the bytes as HMAC-SHA256 keyed by the server seed over client seed, nonce and round', () => {
    const s = seeds(7);
    const manual = createHmac('sha256', Buffer.from(s.serverSeed, 'hex')).update('player-chosen:7:0').digest();
    expect(outcomeBlock(s, 0).equals(manual)).toBe(true);
    const next = createHmac('sha256', Buffer.from(s.serverSeed, 'hex')).update('player-chosen:7:1').digest();
    expect(outcomeBlock(s, 1).equals(next)).toBe(true);
    // The first dice roll is the first word below the rejection limit, modulo 10,000.
    const limit = 2 ** 32 - (2 ** 32 % 10_000);
    const word = manual.readUInt32BE(0);
    const roll = playDice(createOutcomeRng(s), { target: 5000, direction: 'under' }, 'rtp96').roll;
    if (word < limit) expect(roll).toBe(word % 10_000);
  });

  it('shows SHA-256 of the server seed bytes, and the outcome is not derived from it', () => {
    const serverSeed = newServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const hash = hashServerSeed(serverSeed);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(serverSeed);
    const withSeed = playInstant({ game: 'lotus-slot', params: {} }, 'rtp96', {
      serverSeed,
      clientSeed: 'c',
      nonce: 1,
    });
    const withHash = playInstant({ game: 'lotus-slot', params: {} }, 'rtp96', {
      serverSeed: hash,
      clientSeed: 'c',
      nonce: 1,
    });
    expect(withSeed.outcome).not.toEqual(withHash.outcome);
  });

  it('replays every game identically from the same seeds and differently from another nonce or client seed', () => {
    const games = [
      { game: 'lotus-slot', params: {} },
      { game: 'dice', params: { target: 4321, direction: 'over' } },
      { game: 'baccarat', params: { bet: 'tie' } },
      { game: 'mines', params: { mines: 5 } },
    ] as const;
    for (const request of games) {
      const variant = request.game === 'baccarat' ? 'standard' : 'rtp96';
      const a = recomputeRound(request, variant, seeds(3), request.game === 'mines' ? [0, 1] : []);
      const b = recomputeRound(request, variant, seeds(3), request.game === 'mines' ? [0, 1] : []);
      expect(b).toEqual(a);
      const others = [seeds(4), { ...seeds(3), clientSeed: 'another' }].map((s) =>
        JSON.stringify(recomputeRound(request, variant, s).outcome),
      );
      // Ten nonces in a row all giving one outcome would be a broken rng, not bad luck.
      const spread = new Set(
        Array.from({ length: 10 }, (_, n) => JSON.stringify(recomputeRound(request, variant, seeds(100 + n)).outcome)),
      );
      expect(spread.size).toBeGreaterThan(1);
      expect(others.length).toBe(2);
    }
  });

  it('draws uniform integers: chi-square of 200,000 draws below 10, 37 and 3·2^30 passes at p = 0.001', () => {
    // Critical values of chi-square at p = 0.001 for 9, 36 and 15 degrees of freedom.
    const cases = [
      { n: 10, buckets: 10, critical: 27.877 },
      { n: 37, buckets: 37, critical: 67.985 },
      { n: 3 * 2 ** 30, buckets: 16, critical: 37.697 },
    ];
    for (const { n, buckets, critical } of cases) {
      const rng = createOutcomeRng({ ...seeds(0), clientSeed: `chi-${n}` });
      const counts = new Array<number>(buckets).fill(0);
      const draws = 200_000;
      let outside = 0;
      for (let i = 0; i < draws; i += 1) {
        const x = rng.below(n);
        if (!(x >= 0 && x < n && Number.isInteger(x))) outside += 1;
        else counts[Math.floor((x * buckets) / n)]! += 1;
      }
      expect(outside).toBe(0);
      const expected = draws / buckets;
      const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(critical);
    }
  });

  it('refuses a range it cannot draw and shuffles into a permutation', () => {
    const rng = createOutcomeRng(seeds());
    expect(() => rng.below(0)).toThrow();
    expect(() => rng.below(2 ** 32 + 1)).toThrow();
    expect(rng.below(1)).toBe(0);
    expect([...shuffledIndexes(rng, 25)].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});

describe('lotus slot', () => {
  const [LOTUS, KOI, A, K, Q] = [2, 3, 5, 6, 7];
  it('pays the best reading of a line from the leftmost reel, the wild substituting all but the scatter', () => {
    expect(linePay([WILD, WILD, WILD, WILD, WILD])).toBe(1000);
    expect(linePay([LOTUS, LOTUS, LOTUS, LOTUS, LOTUS])).toBe(500);
    expect(linePay([WILD, WILD, LOTUS, LOTUS, K])).toBe(100);
    expect(linePay([WILD, WILD, WILD, K, K])).toBe(60); // K five of a kind beats the wild three
    expect(linePay([WILD, WILD, WILD, Q, A])).toBe(50); // the wild three beats Q four
    expect(linePay([A, A, A, Q, Q])).toBe(5);
    expect(linePay([A, A, Q, A, A])).toBe(0);
    expect(linePay([SCATTER, A, A, A, A])).toBe(0);
    expect(linePay([LOTUS, WILD, SCATTER, LOTUS, LOTUS])).toBe(0);
    expect(linePay([KOI, WILD, KOI, WILD, SCATTER])).toBe(60);
  });

  it('draws each paying line over the very cells whose reading the engine paid', () => {
    expect(slotWinningRun([WILD, WILD, WILD, K, K], 60)).toBe(5);
    expect(slotWinningRun([WILD, WILD, WILD, Q, A], 50)).toBe(3);
    expect(slotWinningRun([KOI, WILD, KOI, WILD, SCATTER], 60)).toBe(4);
    let checked = 0;
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      const outcome = playLotusSlot(createOutcomeRng(seeds(nonce)), 'rtp96');
      for (const spin of [outcome.base, ...outcome.freeSpins]) {
        for (const win of spin.lineWins) {
          const line = SLOT_PAYLINES[win.line]!.map((row, reel) => spin.grid[reel]![row]!);
          const run = slotWinningRun(line, win.pay);
          // The covered cells alone, the rest blanked by a symbol that breaks every run, pay the same.
          const covered = line.map((symbol, reel) => (reel < run ? symbol : SCATTER));
          expect(linePay(covered)).toBe(win.pay);
          expect(run).toBeGreaterThanOrEqual(3);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('reads the grid from the stops, pays scatters anywhere and triggers ten free spins on three', () => {
    const strips = SLOT_STRIPS.rtp96;
    const spin = evaluateStops(strips, [0, 0, 0, 0, 0]);
    expect(spin.grid.map((col) => col.length)).toEqual([3, 3, 3, 3, 3]);
    expect(spin.grid[0]).toEqual([strips[0]![0], strips[0]![1], strips[0]![2]]);
    // Stops that put every reel's scatter on the middle row.
    const scatterStops = strips.map((strip) => (strip.indexOf(SCATTER) - 1 + strip.length) % strip.length);
    const scattered = evaluateStops(strips, scatterStops);
    expect(scattered.scatters).toBe(5);
    expect(scattered.units).toBeGreaterThanOrEqual(50 * 20);
    // Find a seed whose base spin triggers: the round then has exactly ten free spins.
    for (let nonce = 0; nonce < 5000; nonce += 1) {
      const outcome = playLotusSlot(createOutcomeRng(seeds(nonce)), 'rtp96');
      if (outcome.base.scatters >= 3) {
        expect(outcome.freeSpins).toHaveLength(10);
        const free = outcome.freeSpins.reduce((s, f) => s + f.units, 0);
        expect(outcome.totalUnits).toBe(outcome.base.units + 3 * free);
        return;
      }
      expect(outcome.freeSpins).toHaveLength(0);
    }
    throw new Error('no trigger in 5000 spins');
  });
});

describe('dice', () => {
  it('wins under or over the target with payout (100 − edge) / chance', () => {
    expect(diceWinCount({ target: 5000, direction: 'under' })).toBe(5000);
    expect(diceWinCount({ target: 5000, direction: 'over' })).toBe(4999);
    expect(isDiceTargetAllowed({ target: 99, direction: 'under' })).toBe(false);
    expect(isDiceTargetAllowed({ target: 100, direction: 'under' })).toBe(true);
    expect(isDiceTargetAllowed({ target: 9800, direction: 'under' })).toBe(true);
    expect(isDiceTargetAllowed({ target: 9801, direction: 'under' })).toBe(false);
    const outcome = playDice(createOutcomeRng(seeds()), { target: 5000, direction: 'under' }, 'rtp96');
    expect(outcome.win).toBe(outcome.roll < 5000);
    expect(payoutMinor(1000, outcome.multiplierNum, outcome.multiplierDen)).toBe(1920); // 1000 × 96 / 50
  });
});

describe('baccarat', () => {
  it('follows the third-card tableau', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(7, 6)).toBe(false);
    expect([0, 8, 9, 12].map(rankValue)).toEqual([1, 9, 0, 0]);
    const from = (values: number[]) => {
      let i = 0;
      return dealCoup(() => values[i++]!);
    };
    expect(from([8, 1, 0, 1, 5, 5])).toEqual({ player: [8, 0], banker: [1, 1] }); // player natural 8
    expect(from([2, 3, 1, 3, 4, 5])).toEqual({ player: [2, 1, 4], banker: [3, 3] }); // banker 6 stands on a 4
    expect(from([2, 3, 1, 2, 4, 5])).toEqual({ player: [2, 1, 4], banker: [3, 2, 5] }); // banker 5 draws on a 4
    expect(from([3, 4, 3, 1, 9, 9])).toEqual({ player: [3, 3], banker: [4, 1, 9] }); // player 6 stands, banker 5 draws
  });

  it('deals distinct cards from the shoe and pays banker 0.95, player 1, tie 8 (pushing the others)', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const outcome = playBaccarat(createOutcomeRng(seeds(nonce)), 'banker', 'standard');
      const value = (cards: number[]) => cards.reduce((s, c) => s + rankValue(c % 13), 0) % 10;
      expect(value(outcome.playerCards)).toBe(outcome.playerTotal);
      expect(value(outcome.bankerCards)).toBe(outcome.bankerTotal);
      const pay = payoutMinor(100, outcome.multiplierNum, outcome.multiplierDen);
      expect(pay).toBe(outcome.result === 'banker' ? 195 : outcome.result === 'tie' ? 100 : 0);
    }
  });
});

describe('mines', () => {
  it('places distinct mines and pays (1 − edge) / P(k safe)', () => {
    const board = placeMines(createOutcomeRng(seeds()), 5);
    expect(new Set(board.minePositions).size).toBe(5);
    expect(board.minePositions.every((t) => t >= 0 && t < 25)).toBe(true);
    expect(binomial(25, 3)).toBe(2300);
    const one = minesMultiplier(1, 1, 'rtp96'); // 0.96 × 25 / 24 = 1.0
    expect(one.num / one.den).toBeCloseTo(1, 12);
    const three = minesMultiplier(3, 2, 'rtp96'); // 0.96 × C(25,2) / C(22,2) = 0.96 × 300 / 231
    expect(payoutMinor(10_000, three.num, three.den)).toBe(Math.floor((10_000 * 0.96 * 300) / 231));
    const lost = recomputeRound({ game: 'mines', params: { mines: 5 } }, 'rtp96', seeds(), [board.minePositions[0]!]);
    expect(lost.num).toBe(0);
  });
});
