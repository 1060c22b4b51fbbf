import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  const columns = [
    { header: 'name', value: (row: { name: string; amount: number }) => row.name },
    { header: 'amount', value: (row: { name: string; amount: number }) => row.amount },
  ];

  it('quotes commas, quotes and line breaks, and keeps numbers as numbers', () => {
    expect(toCsv(columns, [{ name: 'a, "b"\nc', amount: -12.5 }])).toBe('name,amount\r\n"a, ""b""\nc",-12.5\r\n');
  });

  it('defuses texts a spreadsheet would run as formulas', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', amount: 1 }])).toBe('name,amount\r\n"\'=HYPERLINK(""x"")",1\r\n');
    expect(toCsv(columns, [{ name: '-2+3', amount: 1 }])).toBe("name,amount\r\n'-2+3,1\r\n");
  });
});
