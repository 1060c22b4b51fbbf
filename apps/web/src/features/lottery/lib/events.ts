import type { LotteryEvent } from '@portal/shared/contracts/lottery';

const TYPES: readonly string[] = ['open', 'close', 'result', 'cancel'] satisfies LotteryEvent['type'][];

/**
 * Whether a parsed value has the shape of lotteryEventSchema. Checked by hand, not with the schema:
 * the home page's boards listen to the stream too, and zod would be their largest download.
 */
function isLotteryEvent(value: unknown): value is LotteryEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.type === 'string' &&
    TYPES.includes(v.type) &&
    typeof v.gameCode === 'string' &&
    typeof v.issue === 'string' &&
    typeof v.periodId === 'number' &&
    (typeof v.stationCode === 'string' || v.stationCode === null) &&
    typeof v.at === 'string'
  );
}

/** Parses one `data:` line of the events stream; anything that is not an event of the contract is ignored. */
export function parseLotteryEvent(data: unknown): LotteryEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isLotteryEvent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
