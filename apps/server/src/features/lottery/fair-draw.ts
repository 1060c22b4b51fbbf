import { createHmac } from 'node:crypto';
import { LOTTERY_PRIZES } from '@portal/shared/constants';
import { KENO_MAX } from '@portal/shared/lottery-picks';
import type { LotteryMarket } from '../../db/column-types.ts';
import type { FairStream } from '../../platform/fair-stream.ts';
import { DIGIT_BALLS, KENO_BALLS, regionOf, shapeOf } from './markets.ts';

/** A result as rows: prize (0 = special; keno / digit balls in 0), idx from 1, the number's digits. */
export interface ResultRow {
  prize: number;
  idx: number;
  number: string;
}

/**
 * A period's seed, derived from the sealed lottery seed key (review M7, decision 036): only its
 * hash is stored while the period runs, so a copy of the database cannot compute a result before
 * the draw; the draw derives it again and publishes it.
 */
export const periodSeed = (key: Buffer, gameCode: string, issue: string) =>
  createHmac('sha256', key).update(`lottery-seed\n${gameCode}\n${issue}`).digest();

/** The draw of a market from a stream: every prize's digits, keno's 20 of 80, or five digits. */
export function drawResult(market: LotteryMarket, stream: FairStream): ResultRow[] {
  const region = regionOf(market);
  if (region === 'keno') {
    const drawn = new Set<number>();
    const rows: ResultRow[] = [];
    while (rows.length < KENO_BALLS) {
      const ball = stream.below(KENO_MAX) + 1;
      if (drawn.has(ball)) continue;
      drawn.add(ball);
      rows.push({ prize: 0, idx: rows.length + 1, number: String(ball).padStart(2, '0') });
    }
    return rows;
  }
  if (region === 'digit') {
    return Array.from({ length: DIGIT_BALLS }, (_, i) => ({ prize: 0, idx: i + 1, number: String(stream.below(10)) }));
  }
  const rows: ResultRow[] = [];
  for (const shape of shapeOf(market)!) {
    const prize = LOTTERY_PRIZES.indexOf(shape.prize);
    for (let i = 1; i <= shape.count; i++) {
      let number = '';
      for (let d = 0; d < shape.digits; d++) number += String(stream.below(10));
      rows.push({ prize, idx: i, number });
    }
  }
  return rows;
}
