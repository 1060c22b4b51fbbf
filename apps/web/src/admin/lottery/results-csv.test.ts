import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { marketRulesSchema } from '@portal/shared/contracts/lottery-admin';
import { parseCsv, readImportFile, SAMPLE_CSV } from './results-csv.ts';

type MarketRules = z.infer<typeof marketRulesSchema>;

const NORTH: MarketRules['prizes'] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];
const SOUTH: MarketRules['prizes'] = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];
const station = (code: string) => ({ code, name: code });
const week = <T>(day: T) => Array.from({ length: 7 }, () => day);
const MARKETS: MarketRules[] = [
  {
    market: 'XSMB',
    kind: 'daily',
    product: 'LOTT',
    prizes: NORTH,
    stations: [
      [station('TB')],
      [station('HN')],
      [station('QN')],
      [station('BN')],
      [station('HN')],
      [station('HP')],
      [station('ND')],
    ],
    betTypes: [],
  },
  { market: 'XSMN', kind: 'daily', product: 'LOTT', prizes: SOUTH, stations: week([station('HCM')]), betTypes: [] },
  { market: 'KENO', kind: 'fast', product: 'ELOTT', prizes: null, stations: [], betTypes: [] },
];

describe('the results CSV', () => {
  it('reads quoted fields, doubled quotes, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,2,3\n\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('accepts the sample file as it is', () => {
    const file = readImportFile(SAMPLE_CSV, MARKETS);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({ line: 2, market: 'XSMB', date: '2030-06-16', station: 'TB', problems: [] });
    expect(file.rows[0]!.prizes.third).toEqual(['33333', '44444', '55555', '66666', '77777', '88888']);
    expect(Object.values(file.rows[0]!.prizes).flat()).toHaveLength(27);
  });

  it('names every problem of a row: market, date, station of the weekday, counts, digits, repeats', () => {
    const text = [
      'Market,Date,Station,special,first,second,third,fourth,fifth,sixth,seventh,eighth',
      // Monday: Hà Nội draws, not Thái Bình; the second prize lacks a number; a fourth-prize number has 5 digits.
      'xsmb,2030-06-17,TB,12345,67890,11111,33333 44444 55555 66666 77777 88888,12345 5678 9012 3456,1111 2222 3333 4444 5555 6666,123 456 789,12 34 56 78,99',
      'XSMX,2030-02-30,HCM,1,1,1,1,1,1,1,1,1',
      'XSMN,2030-06-17,hcm,123456,12345,12345,12345-12345,"11111;22222;33333;44444;55555;66666;7777a",1234,1234 1234 1234,123,12',
      'XSMN,2030-06-17,HCM,123456,12345,12345,12345-12345,11111 22222 33333 44444 55555 66666 77777,1234,1234 1234 1234,123,12',
    ].join('\n');
    const file = readImportFile(text, MARKETS);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rows[0]!.problems).toEqual([
      { issue: 'station', stations: ['HN'] },
      { issue: 'count', prize: 'second', count: 2, found: 1 },
      { issue: 'number', prize: 'fourth', index: 0, digits: 4 },
      { issue: 'extraPrize', prize: 'eighth' },
    ]);
    expect(file.rows[1]!.problems).toEqual([{ issue: 'market' }, { issue: 'date' }]);
    expect(file.rows[2]!.problems).toEqual([{ issue: 'number', prize: 'fourth', index: 6, digits: 5 }]);
    expect(file.rows[3]!.problems).toEqual([{ issue: 'duplicate' }]);
    expect(file.rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
  });

  it('refuses a file without its key columns or with columns it does not know', () => {
    expect(readImportFile('market,date\nXSMB,2030-06-16', MARKETS)).toEqual({
      ok: false,
      issue: 'missingColumns',
      columns: ['station'],
    });
    expect(readImportFile('market,date,station,ninth\nXSMB,2030-06-16,TB,1', MARKETS)).toEqual({
      ok: false,
      issue: 'unknownColumns',
      columns: ['ninth'],
    });
    expect(readImportFile('market,date,station\n', MARKETS)).toMatchObject({ ok: false, issue: 'empty' });
  });
});
