import { describe, expect, it } from 'vitest';
import type { PlayerChannel } from '@portal/shared/contracts/deposits';
import { checkAmount, feeOf, quickAmounts } from './lib/amount.ts';

const channel: PlayerChannel = {
  id: 1,
  type: 'gateway',
  name: 'Pay',
  min: 10,
  max: 5000,
  feeFixed: 1,
  feeBps: 150,
  feePayer: 'player',
  method: 'redirect',
  bank: null,
};

describe('the deposit form checks an amount as the server does', () => {
  it.each([
    ['', 'REQUIRED'],
    ['abc', 'NOT_A_NUMBER'],
    ['-5', 'NOT_A_NUMBER'],
    ['10.001', 'TOO_MANY_DECIMALS'],
    ['0', 'TOO_SMALL'],
    ['9.99', 'TOO_SMALL'],
    ['5000.01', 'TOO_BIG'],
    ['99999999999999999', 'TOO_BIG'],
  ])('%j is refused as %s', (text, issue) => {
    expect(checkAmount(text, channel, 2)).toEqual({ ok: false, issue });
  });

  it('takes a comma as the decimal point and answers minor units', () => {
    expect(checkAmount('100,25', channel, 2)).toEqual({ ok: true, minor: 10025, major: 100.25 });
    expect(checkAmount(' 5000 ', channel, 2)).toEqual({ ok: true, minor: 500000, major: 5000 });
  });

  it('shows the fee the server charges, off the credit when the player pays it', () => {
    // 1.00 + 1.5% of 100.01 = 1.00 + 1.500150 -> rounded up to 2.51.
    expect(feeOf(10001, channel, 2)).toEqual({ fee: 251, credit: 9750 });
    expect(feeOf(10001, { ...channel, feePayer: 'brand' }, 2)).toEqual({ fee: 251, credit: 10001 });
  });

  it('offers quick amounts within the limits', () => {
    expect(quickAmounts(channel)).toEqual([50, 100, 200, 500, 1000, 2000]);
    expect(quickAmounts({ ...channel, min: 1, max: 20 })).toEqual([1]);
  });
});
