import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCurrency, formatMoney, minorToDecimalText, toMajor, toMinor } from './money.ts';

/**
 * Properties of the money core over generated amounts: conversions go
 * through decimal text, never float arithmetic, so every safe minor amount survives a round trip;
 * everything that is not an exact amount of the currency is refused; display never loses a unit.
 * money.test.ts holds the worked examples.
 */

const LOCALES = ['en', 'pt-BR', 'th', 'vi', 'id', 'zh-CN'] as const;
const decimalsArb = fc.integer({ min: 0, max: 4 });
const safeMinor = fc.oneof(
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(0, 1, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
);
/** Significant digits of |minor|: up to 15 a double carries any value exactly. */
const digitsOf = (minor: number) => String(Math.abs(minor)).replace(/^0+/, '').length;

/** Display text back to minor units: the locale's point splits, everything else not a digit is grouping. */
function parseDisplayed(text: string, locale: string, displayDecimals: number): bigint {
  const point =
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((p) => p.type === 'decimal')
      ?.value ?? '.';
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const cut = displayDecimals > 0 ? body.lastIndexOf(point) : body.length;
  const whole = body.slice(0, cut).replace(/\D/g, '');
  const fraction = displayDecimals > 0 ? body.slice(cut + point.length) : '';
  expect(fraction).toMatch(new RegExp(`^\\d{${displayDecimals}}$`));
  const value = BigInt(whole + fraction);
  return negative ? -value : value;
}

describe('toMinor and minorToDecimalText', () => {
  it('round-trip every safe minor amount exactly through the decimal text, at 0 to 4 decimals', () => {
    fc.assert(
      fc.property(safeMinor, decimalsArb, (minor, decimals) => {
        const text = minorToDecimalText(minor, decimals);
        expect(toMinor(text, decimals)).toEqual({ ok: true, minor });
        // The text is a plain decimal with exactly `decimals` places and no float artefacts.
        expect(text).toMatch(decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${decimals}}$`));
      }),
      { numRuns: 2000 },
    );
  });

  it('agree with exact BigInt arithmetic: the text is minor ÷ 10^decimals', () => {
    fc.assert(
      fc.property(safeMinor, decimalsArb, (minor, decimals) => {
        const text = minorToDecimalText(minor, decimals);
        const [whole = '', fraction = ''] = text.replace('-', '').split('.');
        const scaled = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
        expect(minor < 0 ? -scaled : scaled).toBe(BigInt(minor));
      }),
    );
  });

  it('accept any JSON number that is exactly an amount of the currency, giving its exact minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), decimalsArb, (minor, decimals) => {
        // What a client sends: the shortest JSON number for the amount.
        const major = JSON.parse(minorToDecimalText(minor, decimals)) as number;
        expect(toMinor(major, decimals)).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse one decimal too many, whatever the digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        decimalsArb,
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        (whole, decimals, lastDigit, negative) => {
          const text = `${negative ? '-' : ''}${whole}.${'0'.repeat(decimals)}${lastDigit}`;
          expect(toMinor(text, decimals)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
          expect(toMinor(Number(text), decimals)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
        },
      ),
    );
  });

  it('refuse float sums that are not exact amounts (0.1 + 0.2 and friends)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (a, b) => {
        const sum = a / 100 + b / 100;
        const parsed = toMinor(sum, 2);
        // Either the float happened to land on the exact cent text, or it is refused: never rounded.
        if (String(sum) === minorToDecimalText(a + b, 2).replace(/\.?0+$/, '')) {
          expect(parsed).toEqual({ ok: true, minor: a + b });
        } else {
          expect(parsed).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
        }
      }),
    );
  });

  it('refuse amounts beyond the safe integers as OUT_OF_RANGE, never a rounded number', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 10n ** 30n }),
        decimalsArb,
        fc.boolean(),
        (beyond, decimals, negative) => {
          const digits = beyond.toString();
          const text =
            (negative ? '-' : '') +
            (decimals === 0 ? digits : `${digits.slice(0, -decimals) || '0'}.${digits.slice(-decimals)}`);
          expect(toMinor(text, decimals)).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
        },
      ),
    );
    for (const decimals of [0, 1, 2, 3, 4]) {
      expect(toMinor(1e300, decimals)).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
      expect(toMinor(Number.MAX_VALUE, decimals)).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
    }
  });

  it('refuse NaN, the infinities and any text that is not a plain decimal', () => {
    for (const decimals of [0, 2, 4]) {
      for (const bad of [NaN, Infinity, -Infinity]) {
        expect(toMinor(bad, decimals)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
      }
    }
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*-?\d+(\.\d+)?(e[+-]?\d+)?\s*$/i.test(s)),
        decimalsArb,
        (text, decimals) => {
          expect(toMinor(text, decimals)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never answer a non-integer or unsafe minor amount, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.string(), fc.stringMatching(/^-?\d{1,20}(\.\d{1,6})?(e[+-]?\d{1,3})?$/)),
        decimalsArb,
        (input, decimals) => {
          const parsed = toMinor(input, decimals);
          if (parsed.ok) {
            expect(Number.isSafeInteger(parsed.minor)).toBe(true);
            expect(Object.is(parsed.minor, -0)).toBe(false);
            // And it is exactly what the input says, checked in decimal text.
            expect(toMinor(minorToDecimalText(parsed.minor, decimals), decimals)).toEqual(parsed);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('toMajor', () => {
  it('gives a JSON number that parses back to the same minor units, or throws: never another amount', () => {
    fc.assert(
      fc.property(safeMinor, decimalsArb, (minor, decimals) => {
        let major: number;
        try {
          major = toMajor(minor, decimals);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          // Only amounts past what a double carries may be refused.
          expect(digitsOf(minor)).toBeGreaterThan(15);
          return;
        }
        expect(toMinor(major, decimals)).toEqual({ ok: true, minor });
        expect(toMinor(JSON.parse(JSON.stringify(major)) as number, decimals)).toEqual({ ok: true, minor });
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws for amounts of up to 15 significant digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), decimalsArb, (minor, decimals) => {
        expect(() => toMajor(minor, decimals)).not.toThrow();
      }),
    );
  });

  it('refuses minor units that are not safe integers', () => {
    fc.assert(
      fc.property(
        fc.double().filter((d) => !Number.isSafeInteger(d)),
        decimalsArb,
        (bad, decimals) => {
          expect(() => toMajor(bad, decimals)).toThrow(RangeError);
          expect(() => minorToDecimalText(bad, decimals)).toThrow(RangeError);
          expect(() => formatMoney(bad, decimals, 'en')).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('money arithmetic in minor units', () => {
  it('sums of amounts are exact: adding minor units then converting equals converting each text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), { minLength: 1, maxLength: 50 }),
        decimalsArb,
        (amounts, decimals) => {
          const total = amounts.reduce((a, b) => a + b, 0);
          const viaText = amounts
            .map((m) => toMinor(minorToDecimalText(m, decimals), decimals))
            .reduce((sum, r) => sum + (r.ok ? r.minor : NaN), 0);
          expect(viaText).toBe(total);
          expect(toMinor(toMajor(total, decimals), decimals)).toEqual({ ok: true, minor: total });
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('never loses a unit when showing at least the currency decimals, in every portal language', () => {
    fc.assert(
      fc.property(
        safeMinor,
        decimalsArb,
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...LOCALES),
        (minor, decimals, extra, locale) => {
          const displayDecimals = decimals + extra;
          const text = formatMoney(minor, decimals, locale, displayDecimals);
          const shown = parseDisplayed(text, locale, displayDecimals);
          expect(shown).toBe(BigInt(minor) * 10n ** BigInt(extra));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('with fewer display places than the currency has, cuts toward zero and never shows more than there is', () => {
    fc.assert(
      fc.property(safeMinor, fc.integer({ min: 3, max: 4 }), fc.constantFrom(...LOCALES), (minor, decimals, locale) => {
        const shown = parseDisplayed(formatMoney(minor, decimals, locale, 2), locale, 2);
        const exact = BigInt(minor);
        const scale = 10n ** BigInt(decimals - 2);
        // BigInt division truncates toward zero: the shown amount is the exact one, cut.
        expect(shown).toBe(exact / scale);
      }),
    );
  });

  it('puts the minus sign only on negative amounts', () => {
    fc.assert(
      fc.property(safeMinor, decimalsArb, fc.constantFrom(...LOCALES), (minor, decimals, locale) => {
        expect(formatMoney(minor, decimals, locale, decimals).startsWith('-')).toBe(minor < 0);
      }),
    );
  });
});

describe('formatCurrency', () => {
  it('shows the same digits as formatMoney, in every portal language and currency', () => {
    const currencies = [
      { code: 'BRL', decimals: 2, symbol: 'R$' },
      { code: 'VND', decimals: 0, symbol: '₫' },
      { code: 'USD', decimals: 2 },
      { code: 'KWD', decimals: 3 },
    ];
    fc.assert(
      fc.property(safeMinor, fc.constantFrom(...currencies), fc.constantFrom(...LOCALES), (minor, currency, locale) => {
        const text = formatCurrency(minor, currency, locale);
        const digits = (value: string) => value.replace(/\D/g, '');
        expect(digits(text)).toBe(digits(formatMoney(minor, currency.decimals, locale)));
        expect(text.includes('-')).toBe(minor < 0);
      }),
      { numRuns: 1000 },
    );
  });
});
