import { describe, expect, it } from 'vitest';
import { countryOf } from './geo.ts';

describe('countryOf', () => {
  it('names the country of an address, IPv4-mapped or not, and the same when asked again', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('8.8.8.8')).toBe('US');
  });

  it('answers null for private and loopback addresses, every time', () => {
    for (let i = 0; i < 2; i++) {
      expect(countryOf('127.0.0.1')).toBeNull();
      expect(countryOf('10.1.2.3')).toBeNull();
    }
  });
});
