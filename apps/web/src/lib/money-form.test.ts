import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY } from '@portal/shared/contracts/wallet';
import { amountIssue, amountValue, keepsIdempotencyKey, minorOf, newIdempotencyKey } from './money-form.ts';

describe('minorOf', () => {
  it('converts major units to minor without floats', () => {
    expect(minorOf(1234.56, 2)).toBe(123456);
    expect(minorOf(0.1 + 0.2, 2)).toBe(0);
    expect(minorOf(19.99, 2)).toBe(1999);
  });
});

describe('amountIssue, as the withdrawal form checks it', () => {
  const limits = { decimals: 2, minAmount: 10, maxAmount: 5000, dailyAvailable: 1000, withdrawable: 300 };
  const rules = {
    decimals: limits.decimals,
    digitsOnly: true,
    minMinor: minorOf(limits.minAmount, 2),
    ceilings: [
      ['max', minorOf(limits.maxAmount, 2)],
      ['daily', minorOf(limits.dailyAvailable, 2)],
      ['balance', minorOf(limits.withdrawable, 2)],
    ] as const,
  };

  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['10.001', 'decimals'],
    ['9.99', 'min'],
    ['0', 'min'],
    ['5000.01', 'max'],
    ['1000.01', 'daily'],
    ['300.01', 'balance'],
    ['99999999999999999', 'format'],
    ['300', null],
    ['10,50', null],
    ['10', null],
  ])('%j -> %s', (text, issue) => {
    expect(amountIssue(text, rules)).toBe(issue);
  });
});

describe('amountIssue, as the wallet transfers check it', () => {
  const rules = (decimals: number, availableMinor: number) => ({
    decimals,
    ceilings: [['balance', availableMinor]] as const,
  });

  it('accepts amounts within the balance and the decimals', () => {
    expect(amountIssue('10', rules(2, 1_000))).toBeNull();
    expect(amountIssue(' 9,99 ', rules(2, 1_000))).toBeNull();
    expect(amountValue(' 9,99 ')).toBe(9.99);
  });

  it('names what is wrong', () => {
    expect(amountIssue('', rules(2, 1_000))).toBe('required');
    expect(amountIssue('abc', rules(2, 1_000))).toBe('format');
    expect(amountIssue('1.001', rules(2, 1_000))).toBe('decimals');
    expect(amountIssue('0', rules(2, 1_000))).toBe('positive');
    expect(amountIssue('-1', rules(2, 1_000))).toBe('positive');
    expect(amountIssue('10.01', rules(2, 1_000))).toBe('balance');
    expect(amountIssue('1.5', rules(0, 1_000))).toBe('decimals');
  });
});

describe('idempotency keys', () => {
  it('are fresh per submission and what the server accepts, with an optional prefix', () => {
    const key = newIdempotencyKey('dep-');
    expect(key).toMatch(IDEMPOTENCY_KEY);
    expect(key.startsWith('dep-')).toBe(true);
    expect(newIdempotencyKey('dep-')).not.toBe(key);
    expect(newIdempotencyKey()).toMatch(IDEMPOTENCY_KEY);
  });
});

describe('keepsIdempotencyKey', () => {
  const failure = (code: string) => Object.assign(new Error('message'), { code });

  it('keeps the key while money may have moved: a lost answer or a vendor that has not confirmed', () => {
    expect(keepsIdempotencyKey(failure('NETWORK_ERROR'))).toBe(true);
    expect(keepsIdempotencyKey(failure('VENDOR_TRANSFER_PENDING'))).toBe(true);
    expect(keepsIdempotencyKey(new TypeError('fetch failed'))).toBe(true);
  });

  it('drops it after a refusal, so the next submission is a new request', () => {
    for (const code of ['INSUFFICIENT_FUNDS', 'VALIDATION_FAILED', 'VENDOR_TRANSFER_FAILED']) {
      expect(keepsIdempotencyKey(failure(code))).toBe(false);
    }
  });
});
