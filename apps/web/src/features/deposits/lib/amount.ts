import { depositFeeMinor, type PlayerChannel } from '@portal/shared/contracts/deposits';
import { toMinor } from '@portal/shared/money';

export type AmountIssue = 'REQUIRED' | 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS' | 'TOO_SMALL' | 'TOO_BIG';

/** Minor units of a major-unit amount; the channel's min/max are major units too. */
const minor = (major: number, decimals: number) => {
  const parsed = toMinor(major, decimals);
  return parsed.ok ? parsed.minor : 0;
};

/** The typed amount checked as the server will check it: decimals, sign, the channel's limits. */
export function checkAmount(
  text: string,
  channel: PlayerChannel,
  decimals: number,
): { ok: true; minor: number; major: number } | { ok: false; issue: AmountIssue } {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { ok: false, issue: 'REQUIRED' };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, issue: 'NOT_A_NUMBER' };
  const parsed = toMinor(trimmed, decimals);
  if (!parsed.ok) return { ok: false, issue: parsed.error === 'TOO_MANY_DECIMALS' ? 'TOO_MANY_DECIMALS' : 'TOO_BIG' };
  if (parsed.minor <= 0 || parsed.minor < minor(channel.min, decimals)) return { ok: false, issue: 'TOO_SMALL' };
  if (parsed.minor > minor(channel.max, decimals)) return { ok: false, issue: 'TOO_BIG' };
  return { ok: true, minor: parsed.minor, major: Number(trimmed) };
}

/** The fee and what reaches the wallet, in minor units, as the server computes them. */
export function feeOf(amountMinor: number, channel: PlayerChannel, decimals: number) {
  const fee = depositFeeMinor(amountMinor, minor(channel.feeFixed, decimals), channel.feeBps);
  return { fee, credit: channel.feePayer === 'player' ? amountMinor - fee : amountMinor };
}

const QUICK = [50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** Up to six round amounts within the channel's limits (its minimum first when none fits). */
export function quickAmounts(channel: PlayerChannel): number[] {
  const fitting = QUICK.filter((a) => a >= channel.min && a <= channel.max).slice(0, 6);
  return fitting.length ? fitting : [channel.min];
}

/** One key per attempt: letters and digits the server accepts (IDEMPOTENCY_KEY). */
export const newAttemptKey = () => `dep-${crypto.randomUUID()}`;
