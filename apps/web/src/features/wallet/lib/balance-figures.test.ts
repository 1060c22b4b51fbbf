import { describe, expect, it } from 'vitest';
import { balanceFigures } from './balance-figures';

const answer = (sumBalance: number, wallets: { code: string; balance: number }[]) => ({
  sumBalance,
  currency: 'BRL',
  decimals: 2,
  wallets,
});

describe('the header balance figures', () => {
  it('keeps the locked bonus apart from the money main and vendor wallets hold', () => {
    const figures = balanceFigures(
      answer(250.5, [
        { code: 'main', balance: 100 },
        { code: 'bonus', balance: 100 },
        { code: 'vendor:STADIUM_BOOK', balance: 50.5 },
      ]),
    );
    expect(figures).toEqual({ cashMinor: 15_050, bonusMinor: 10_000 });
  });

  it('is all cash without a bonus wallet', () => {
    expect(balanceFigures(answer(12.34, [{ code: 'main', balance: 12.34 }]))).toEqual({
      cashMinor: 1234,
      bonusMinor: 0,
    });
  });

  it('refuses an amount finer than the currency', () => {
    expect(balanceFigures(answer(1.234, [{ code: 'main', balance: 1.234 }]))).toBeNull();
  });
});
