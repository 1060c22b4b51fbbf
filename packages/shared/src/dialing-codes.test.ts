import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_DIALING_CODE } from './constants.ts';
import { countryOfDialingCode, DIALING_COUNTRIES, MARKET_COUNTRIES, toDialingCode } from './dialing-codes.ts';

describe('dialing codes', () => {
  it('lists each country once, as an ISO code with a code the server accepts', () => {
    const isoCodes = DIALING_COUNTRIES.map((c) => c.countryCode);
    expect(new Set(isoCodes).size).toBe(isoCodes.length);
    for (const { countryCode, countryDialingCode } of DIALING_COUNTRIES) {
      expect(countryCode).toMatch(/^[A-Z]{2}$/);
      // apps/server registration-check: '+'? and 1–4 digits.
      expect(countryDialingCode).toMatch(/^\+[0-9]{1,4}$/);
    }
    expect(DIALING_COUNTRIES.length).toBeGreaterThan(150);
  });

  it('starts with the brand markets, the default code being the first', () => {
    expect(DIALING_COUNTRIES.slice(0, MARKET_COUNTRIES.length).map((c) => c.countryCode)).toEqual([
      ...MARKET_COUNTRIES,
    ]);
    expect(countryOfDialingCode(DEFAULT_COUNTRY_DIALING_CODE)?.countryCode).toBe('VN');
    expect(countryOfDialingCode('+55')?.countryCode).toBe('BR');
  });

  it('reads a typed code with or without the plus, and a shared code as its largest country', () => {
    expect(toDialingCode(' 84 ')).toBe('+84');
    expect(toDialingCode('+1876')).toBe('+1876');
    expect(toDialingCode('+8x')).toBeNull();
    expect(toDialingCode('+12345')).toBeNull();
    expect(toDialingCode('')).toBeNull();
    expect(countryOfDialingCode('1')?.countryCode).toBe('US');
    expect(countryOfDialingCode('+7')?.countryCode).toBe('RU');
    expect(countryOfDialingCode('+999')).toBeUndefined();
  });
});
