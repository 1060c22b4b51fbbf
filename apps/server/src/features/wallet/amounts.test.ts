import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FieldIssue } from '@portal/shared/errors';
import { minorToDecimalText } from '@portal/shared/money';
import { AppError } from '../../platform/app-error.ts';
import { parseAmount } from './amounts.ts';

/**
 * parseAmount is the one gate between a client's JSON number and minor units: properties over
 * generated amounts: valid amounts come through exact, everything else is
 * VALIDATION_FAILED on the field with the reason, never a rounded or negative amount.
 */

const decimalsArb = fc.integer({ min: 0, max: 4 });

/** The field issue parseAmount refused with, or the minor units it accepted. */
function outcome(run: () => number, field = 'amount'): number | string {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const app = error as AppError;
    expect(app.code).toBe('VALIDATION_FAILED');
    const fields = (app.value as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields)).toEqual([field]);
    return fields[field]!;
  }
}

/** The JSON number a client sends for an amount of minor units. */
const majorOf = (minor: number, decimals: number) => Number(minorToDecimalText(minor, decimals));

describe('parseAmount', () => {
  it('accepts every positive amount with at most the currency decimals, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 15 - 1 }), decimalsArb, (minor, decimals) => {
        expect(parseAmount(majorOf(minor, decimals), decimals)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses zero and negative amounts as TOO_SMALL', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 0 }), decimalsArb, (minor, decimals) => {
        expect(outcome(() => parseAmount(majorOf(minor, decimals), decimals))).toBe(FieldIssue.TOO_SMALL);
      }),
    );
    expect(outcome(() => parseAmount(-0, 2))).toBe(FieldIssue.TOO_SMALL);
  });

  it('refuses more decimals than the currency has as TOO_MANY_DECIMALS', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 6 }),
        decimalsArb,
        fc.integer({ min: 1, max: 9 }),
        (whole, decimals, last) => {
          const major = Number(`${whole}.${'0'.repeat(decimals)}${last}`);
          expect(outcome(() => parseAmount(major, decimals))).toBe(FieldIssue.TOO_MANY_DECIMALS);
        },
      ),
    );
    expect(outcome(() => parseAmount(0.1 + 0.2, 2))).toBe(FieldIssue.TOO_MANY_DECIMALS);
  });

  it('refuses NaN, the infinities and amounts past the safe integers as TOO_BIG', () => {
    for (const decimals of [0, 2, 4]) {
      for (const bad of [NaN, Infinity, -Infinity, 1e21, Number.MAX_VALUE, 2 ** 53]) {
        expect(
          outcome(() => parseAmount(bad, decimals)),
          String(bad),
        ).toBe(FieldIssue.TOO_BIG);
      }
    }
  });

  it('holds to the limits in minor units: below min TOO_SMALL, above max TOO_BIG, inside exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        decimalsArb,
        (a, b, minor, decimals) => {
          const [minMinor, maxMinor] = a <= b ? [a, b] : [b, a];
          const result = outcome(() => parseAmount(majorOf(minor, decimals), decimals, { minMinor, maxMinor }));
          if (minor < minMinor) expect(result).toBe(FieldIssue.TOO_SMALL);
          else if (minor > maxMinor) expect(result).toBe(FieldIssue.TOO_BIG);
          else expect(result).toBe(minor);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('names the field it was given', () => {
    expect(outcome(() => parseAmount(-1, 2, { field: 'withdrawAmount' }), 'withdrawAmount')).toBe(FieldIssue.TOO_SMALL);
  });

  it('whatever double it gets, answers a positive safe integer within the limits or refuses', () => {
    fc.assert(
      fc.property(fc.double(), decimalsArb, fc.integer({ min: 1, max: 10 ** 12 }), (major, decimals, maxMinor) => {
        const result = outcome(() => parseAmount(major, decimals, { maxMinor }));
        if (typeof result === 'number') {
          expect(Number.isSafeInteger(result)).toBe(true);
          expect(result).toBeGreaterThan(0);
          expect(result).toBeLessThanOrEqual(maxMinor);
          // Exact: the amount's decimal text is the minor units' text.
          expect(Number(minorToDecimalText(result, decimals))).toBe(major);
        } else {
          expect([FieldIssue.TOO_SMALL, FieldIssue.TOO_BIG, FieldIssue.TOO_MANY_DECIMALS]).toContain(result);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
