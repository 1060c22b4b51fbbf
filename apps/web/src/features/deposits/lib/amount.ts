import { depositFeeMinor, type PlayerChannel } from '@portal/shared/contracts/deposits';
import { checkAmountText, minorOf, type AmountIssue as FormIssue } from '../../../lib/money-form.ts';

export type AmountIssue = 'REQUIRED' | 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS' | 'TOO_SMALL' | 'TOO_BIG';

/** The form's words in the server's codes (the deposit texts are keyed by them). */
const ISSUES: Partial<Record<FormIssue, AmountIssue>> = {
  required: 'REQUIRED',
  format: 'NOT_A_NUMBER',
  decimals: 'TOO_MANY_DECIMALS',
  min: 'TOO_SMALL',
  max: 'TOO_BIG',
};

/** The typed amount checked as the server will check it: decimals, sign, the channel's limits. */
export function checkAmount(
  text: string,
  channel: PlayerChannel,
  decimals: number,
): { ok: true; minor: number; major: number } | { ok: false; issue: AmountIssue } {
  const checked = checkAmountText(text, {
    decimals,
    digitsOnly: true,
    minMinor: minorOf(channel.min, decimals),
    ceilings: [['max', minorOf(channel.max, decimals)]],
    tooLarge: 'max',
  });
  return checked.ok ? checked : { ok: false, issue: ISSUES[checked.issue] ?? 'NOT_A_NUMBER' };
}

/** The fee and what reaches the wallet, in minor units, as the server computes them. */
export function feeOf(amountMinor: number, channel: PlayerChannel, decimals: number) {
  const fee = depositFeeMinor(amountMinor, minorOf(channel.feeFixed, decimals), channel.feeBps);
  return { fee, credit: channel.feePayer === 'player' ? amountMinor - fee : amountMinor };
}

const QUICK = [50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** Up to six round amounts within the channel's limits (its minimum first when none fits). */
export function quickAmounts(channel: PlayerChannel): number[] {
  const fitting = QUICK.filter((a) => a >= channel.min && a <= channel.max).slice(0, 6);
  return fitting.length ? fitting : [channel.min];
}
