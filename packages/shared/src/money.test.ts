import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCurrency, formatMoney, minorToDecimalText, toMajor, toMinor } from './money.ts';

describe('toMinor', () => {
  it('converts through the decimal text, never through float arithmetic', () => {
    expect(toMinor(1250.5, 2)).toEqual({ ok: true, minor: 125050 });
    expect(toMinor(0.29, 2)).toEqual({ ok: true, minor: 29 }); // 0.29 * 100 is 28.999999999999996
    expect(toMinor(1.005, 3)).toEqual({ ok: true, minor: 1005 });
    expect(toMinor('1.2300', 2)).toEqual({ ok: true, minor: 123 });
    expect(toMinor(' 12.30 ', 2)).toEqual({ ok: true, minor: 1230 });
    expect(toMinor(5, 0)).toEqual({ ok: true, minor: 5 });
  });

  it('refuses 0.1 + 0.2, which is 0.30000000000000004, as too many decimals', () => {
    expect(toMinor(0.1 + 0.2, 2)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(toMinor(0.3, 2)).toEqual({ ok: true, minor: 30 });
  });

  it('reads exponent forms exactly', () => {
    expect(String(1e-7)).toBe('1e-7');
    expect(toMinor(1e-7, 2)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(toMinor(1e-7, 7)).toEqual({ ok: true, minor: 1 });
    expect(toMinor('1.5e2', 2)).toEqual({ ok: true, minor: 15000 });
    expect(toMinor('1E+3', 2)).toEqual({ ok: true, minor: 100000 });
    expect(toMinor('1e-2', 2)).toEqual({ ok: true, minor: 1 });
    expect(toMinor('1e-3', 2)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(toMinor('2.50e1', 0)).toEqual({ ok: true, minor: 25 });
  });

  it('keeps the sign of negative amounts and has no negative zero', () => {
    expect(toMinor(-12.34, 2)).toEqual({ ok: true, minor: -1234 });
    expect(toMinor('-0.01', 2)).toEqual({ ok: true, minor: -1 });
    const zero = toMinor('-0', 2);
    expect(zero).toEqual({ ok: true, minor: 0 });
    expect(Object.is(zero.ok && zero.minor, -0)).toBe(false);
  });

  it('refuses more decimals than the currency has', () => {
    expect(toMinor(12.345, 2)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(toMinor(5.5, 0)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(toMinor('0.001', 2)).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
  });

  it('refuses amounts whose minor units are not safe integers', () => {
    expect(toMinor(1e21, 2)).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
    expect(toMinor(2 ** 53, 0)).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
    expect(toMinor('90071992547409.92', 2)).toEqual({ ok: false, error: 'OUT_OF_RANGE' });
    expect(toMinor('90071992547409.91', 2)).toEqual({ ok: true, minor: Number.MAX_SAFE_INTEGER });
  });

  it('refuses what is not a decimal number', () => {
    for (const bad of ['', 'abc', '0x10', '.5', '5.', '1,5', '1e', '--1', '+1']) {
      expect(toMinor(bad, 2), bad).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
    }
    for (const bad of [NaN, Infinity, -Infinity]) expect(toMinor(bad, 2)).toEqual({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('agrees with exact integer arithmetic for every amount with up to the currency decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
        fc.integer({ min: 0, max: 4 }),
        (minor, decimals) => {
          const text = minorToDecimalText(minor, decimals);
          expect(toMinor(text, decimals)).toEqual({ ok: true, minor });
          expect(toMinor(Number(text), decimals)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});

describe('toMajor', () => {
  it('gives the major-unit JSON number', () => {
    expect(toMajor(125050, 2)).toBe(1250.5);
    expect(toMajor(-5, 2)).toBe(-0.05);
    expect(toMajor(7, 0)).toBe(7);
    expect(toMajor(1, 4)).toBe(0.0001);
    expect(toMajor(0, 2)).toBe(0);
  });

  it('round-trips with toMinor for every amount of up to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), fc.integer({ min: 0, max: 4 }), (m, d) => {
        expect(toMinor(toMajor(m, d), d)).toEqual({ ok: true, minor: m });
      }),
    );
  });

  it('fails loudly rather than lose a cent when a float cannot carry the amount', () => {
    // 90071992547409.91 has no double: the nearest one prints as 90071992547409.9.
    expect(() => toMajor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('refuses minor units that are not safe integers', () => {
    expect(() => toMajor(1.5, 2)).toThrow(RangeError);
    expect(() => toMajor(2 ** 53, 2)).toThrow(RangeError);
    expect(() => toMajor(NaN, 2)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('shows 2 decimals with the separators of each locale', () => {
    expect(formatMoney(123456789, 2, 'pt-BR')).toBe('1.234.567,89');
    expect(formatMoney(123456789, 2, 'en')).toBe('1,234,567.89');
    expect(formatMoney(123456789, 2, 'zh-CN')).toBe('1,234,567.89');
    expect(formatMoney(123456789, 2, 'vi')).toBe('1.234.567,89');
  });

  it('pads and signs', () => {
    expect(formatMoney(-5, 2, 'pt-BR')).toBe('-0,05');
    expect(formatMoney(100, 0, 'en')).toBe('100.00');
    expect(formatMoney(0, 2, 'vi')).toBe('0,00');
    expect(formatMoney(150, 2, 'en', 0)).toBe('1');
  });

  it('formats balances beyond float precision without rounding them', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 2, 'en')).toBe('90,071,992,547,409.91');
  });
});

describe('formatCurrency', () => {
  it("names the brand's currency by the reader's language, with the currency's decimals", () => {
    const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(nbsp(formatCurrency(123_456, 2, 'BRL', 'pt-BR'))).toBe('R$ 1.234,56');
    expect(nbsp(formatCurrency(10_000, 2, 'BRL', 'en'))).toBe('R$100.00');
    expect(nbsp(formatCurrency(1_234_567, 0, 'VND', 'vi'))).toBe('1.234.567 ₫');
  });
});
