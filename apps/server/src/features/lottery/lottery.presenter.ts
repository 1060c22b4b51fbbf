import type { Period } from '@portal/shared/contracts/lottery';
import { toMajor } from '@portal/shared/money';
import type { LotteryMarket, LotteryPeriodStatus } from '../../db/column-types.ts';
import type { BetType } from './bet-menu.ts';
import type { ResultRow } from './fair-draw.ts';
import { stationName } from './markets.ts';
import { prizesOf } from './results.ts';

export interface PeriodRow {
  id: number;
  code: string;
  market: LotteryMarket;
  issue: string;
  station_code: string | null;
  status: LotteryPeriodStatus;
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  seed: Buffer | Uint8Array | null;
  seed_hash: string | null;
  result_source: string | null;
}

/** A period as players see it: the seed only once drawn (the hash from the start). */
export function presentPeriod(row: PeriodRow, results: ResultRow[]): Period {
  const drawn = ['drawn', 'settled', 'confirmed'].includes(row.status);
  return {
    periodId: row.id,
    gameCode: row.code,
    issue: row.issue,
    stationCode: row.station_code,
    stationName: stationName(row.station_code),
    status: row.status,
    openAt: row.open_at.toISOString(),
    closeAt: row.close_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    seedHash: row.seed_hash,
    seed: drawn && row.seed ? Buffer.from(row.seed).toString('hex') : null,
    resultSource: drawn ? row.result_source : null,
    result: drawn ? prizesOf(row.market, results) : null,
  };
}

export const presentBetType = (t: BetType, decimals: number) => ({
  code: t.code,
  rule: t.rule,
  format: t.format,
  perPick: t.perPick,
  picks: t.picks,
  position: t.position,
  stakeFactor: t.stakeFactor,
  odds: typeof t.oddsMilli === 'number' ? t.oddsMilli / 1000 : t.oddsMilli.map((row) => row.map((o) => o / 1000)),
  minUnit: toMajor(t.minUnitMinor, decimals),
  maxUnit: toMajor(t.maxUnitMinor, decimals),
  maxMultiplier: t.maxMultiplier,
});
