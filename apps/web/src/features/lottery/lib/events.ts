import { lotteryEventSchema, type LotteryEvent } from '@portal/shared/contracts/lottery';

/** Parses one `data:` line of the events stream; anything that is not an event of the contract is ignored. */
export function parseLotteryEvent(data: unknown): LotteryEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = lotteryEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
