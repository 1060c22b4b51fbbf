import { describe, expect, it } from 'vitest';
import { amountIssue, minorOf } from './amount.ts';

const limits = { decimals: 2, minAmount: 10, maxAmount: 5000, dailyAvailable: 1000, withdrawable: 300 };

describe('amountIssue', () => {
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
    ['300', null],
    ['10,50', null],
    ['10', null],
  ])('%j -> %s', (text, issue) => {
    expect(amountIssue(text, limits)).toBe(issue);
  });

  it('converts major units to minor without floats', () => {
    expect(minorOf(1234.56, 2)).toBe(123456);
    expect(minorOf(0.1 + 0.2, 2)).toBe(0);
    expect(minorOf(19.99, 2)).toBe(1999);
  });
});
