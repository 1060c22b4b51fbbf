// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MoneyText } from './money-text';
import { renderInEnglish } from '../test/dom';
import { CurrencyProvider, formatMajor } from '../lib/currency';

const VND = { code: 'VND', decimals: 0, symbol: '₫' };
const spaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('money in the brand currency', () => {
  it('shows an amount with the sign of the brand the status names', async () => {
    await renderInEnglish(
      <CurrencyProvider currency={VND}>
        <MoneyText minor={1234567} />
      </CurrencyProvider>,
    );
    expect(spaces(screen.getByText(/1,234,567/).textContent)).toBe('₫1,234,567');
  });

  it('falls back to the default brand (reais) before the status arrives', async () => {
    await renderInEnglish(
      <CurrencyProvider currency={undefined}>
        <MoneyText minor={-5} />
      </CurrencyProvider>,
    );
    expect(screen.getByText(/0\.05/).textContent).toBe('-R$0.05');
  });

  it('reads major units exactly and marks what is not an amount of the currency', () => {
    expect(spaces(formatMajor(1234.5, { code: 'BRL', decimals: 2, symbol: 'R$' }, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(formatMajor(10.5, VND, 'vi')).toBe('—');
    expect(formatMajor(3, VND, 'en', { signed: true })).toBe('+₫3');
  });
});
