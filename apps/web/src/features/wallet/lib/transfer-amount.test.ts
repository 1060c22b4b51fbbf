import { describe, expect, it } from 'vitest';
import { transferAmountIssue, transferAmountValue } from './transfer-amount.ts';

describe('transferAmountIssue', () => {
  it('accepts amounts within the balance and the decimals', () => {
    expect(transferAmountIssue('10', 2, 1_000)).toBeNull();
    expect(transferAmountIssue(' 9,99 ', 2, 1_000)).toBeNull();
    expect(transferAmountValue(' 9,99 ')).toBe(9.99);
  });

  it('names what is wrong', () => {
    expect(transferAmountIssue('', 2, 1_000)).toBe('required');
    expect(transferAmountIssue('abc', 2, 1_000)).toBe('format');
    expect(transferAmountIssue('1.001', 2, 1_000)).toBe('decimals');
    expect(transferAmountIssue('0', 2, 1_000)).toBe('positive');
    expect(transferAmountIssue('-1', 2, 1_000)).toBe('positive');
    expect(transferAmountIssue('10.01', 2, 1_000)).toBe('balance');
    expect(transferAmountIssue('1.5', 0, 1_000)).toBe('decimals');
  });
});
