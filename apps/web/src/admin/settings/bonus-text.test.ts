import { describe, expect, it } from 'vitest';
import { otherCurrencyIn } from './bonus-text.ts';

describe('otherCurrencyIn: a bonus text in another currency than the brand', () => {
  it('names the other currency next to an amount, before or after it', () => {
    expect(otherCurrencyIn('1000 VND', 'BRL')).toBe('VND');
    expect(otherCurrencyIn('Bonus 10,50USD', 'BRL')).toBe('USD');
    expect(otherCurrencyIn('Get THB 500 now', 'BRL')).toBe('THB');
  });

  it('says nothing of the brand own currency, whatever its case', () => {
    expect(otherCurrencyIn('1000 VND', 'VND')).toBeNull();
    expect(otherCurrencyIn('Bonus 10 BRL', 'brl')).toBeNull();
  });

  it('says nothing of text without an amount and a code together', () => {
    expect(otherCurrencyIn('', 'BRL')).toBeNull();
    expect(otherCurrencyIn('VIP welcome bonus', 'BRL')).toBeNull();
    expect(otherCurrencyIn('R$ 10 de bônus', 'BRL')).toBeNull();
  });

  it('finds a foreign code after one in the brand currency', () => {
    expect(otherCurrencyIn('10 BRL or 50000 VND', 'BRL')).toBe('VND');
  });
});
