import { describe, expect, it } from 'vitest';
import type { IncomeRow } from '@portal/shared/contracts/agents';
import { incomeCells, paidTotal, percentText, periodText, signOf, sumMajor } from './format.ts';

const BRL = { code: 'BRL', decimals: 2, symbol: 'R$' };

const row = (patch: Partial<IncomeRow> = {}): IncomeRow => ({
  id: 1,
  kind: 'daily_salary',
  periodStart: '2026-03-04T00:00:00.000Z',
  periodEnd: '2026-03-05T00:00:00.000Z',
  base: 12345.6,
  activeMembers: 3,
  ratePercent: 1.5,
  gross: 185.18,
  downline: 61.73,
  carryIn: 0,
  amount: 123.45,
  carryOut: 0,
  status: 'paid',
  payer: 'platform',
  paidAt: '2026-03-05T00:05:00.000Z',
  ...patch,
});

describe('income rows as the table shows them', () => {
  it('formats every amount in the currency as the language writes money', () => {
    const cells = incomeCells(row(), BRL, 'en');
    expect(cells).toMatchObject({
      period: 'Mar 4, 2026',
      base: 'R$12,345.60',
      activeMembers: '3',
      rate: '1.5%',
      gross: 'R$185.18',
      downline: '-R$61.73',
      amount: 'R$123.45',
      amountSign: 'in',
    });
    const pt = incomeCells(row(), BRL, 'pt-BR');
    expect([pt.base, pt.rate, pt.amount].map((text) => text.replace(/\s/g, ' '))).toEqual([
      'R$ 12.345,60',
      '1,5%',
      'R$ 123,45',
    ]);
  });

  it('shows a negative dividend cycle in red and a period with nothing due uncoloured', () => {
    expect(incomeCells(row({ kind: 'dividend', amount: -40.5, status: 'waiting' }), BRL, 'en').amountSign).toBe('out');
    expect(incomeCells(row({ amount: 0, status: 'nothing' }), BRL, 'en').amountSign).toBeUndefined();
    expect(incomeCells(row({ downline: 0 }), BRL, 'en').downline).toBe('R$0.00');
  });

  it('writes an hour, a day and a longer cycle in the programme calendar (UTC)', () => {
    expect(periodText('2026-03-04T13:00:00.000Z', '2026-03-04T14:00:00.000Z', 'en')).toBe('Mar 4, 2026 13:00–14:00');
    expect(periodText('2026-03-04T13:05:00.000Z', '2026-03-04T13:10:00.000Z', 'en')).toBe('Mar 4, 2026 13:05–13:10');
    expect(periodText('2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z', 'en')).toBe('Mar 1, 2026 – Mar 31, 2026');
  });

  it('keeps currencies without decimals whole', () => {
    const VND = { code: 'VND', decimals: 0, symbol: '₫' };
    expect(incomeCells(row({ amount: 150000 }), VND, 'vi').amount.replace(/\s/g, ' ')).toBe('150.000 ₫');
  });
});

describe('totals and signs', () => {
  it('sums major units without float drift', () => {
    expect(sumMajor([0.1, 0.2], 2)).toBe(0.3);
    expect(sumMajor([10.05, -3.01, 0], 2)).toBe(7.04);
  });

  it('reads a kind total, or every kind together, with missing kinds as zero', () => {
    const totals = { daily_salary: 10.5, dividend: 4.25 };
    expect(paidTotal(totals, 'daily_salary')).toBe(10.5);
    expect(paidTotal(totals, 'hourly_salary')).toBe(0);
    expect(paidTotal(totals, undefined)).toBe(14.75);
  });

  it('colours by direction', () => {
    expect([signOf(1), signOf(-0.01), signOf(0)]).toEqual(['in', 'out', undefined]);
    expect(percentText(12.5, 'en')).toBe('12.5%');
  });
});
