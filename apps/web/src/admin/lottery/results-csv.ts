import type { z } from 'zod';
import { LOTTERY_PRIZES } from '@portal/shared/constants';
import type { marketRulesSchema } from '@portal/shared/contracts/lottery-admin';

type MarketRules = z.infer<typeof marketRulesSchema>;
type Prizes = Record<string, string[]>;

/*
 * Past results from a CSV file, checked in the browser before anything is sent: one row per
 * market, day and station; a column per prize with that prize's numbers separated by spaces
 * (or - ; | /). The server checks the same again on import.
 */

export const IMPORT_COLUMNS = ['market', 'date', 'station', ...LOTTERY_PRIZES] as const;

export type ImportProblem =
  | { issue: 'market' | 'date' | 'duplicate' }
  | { issue: 'station'; stations: string[] }
  | { issue: 'count'; prize: string; count: number; found: number }
  | { issue: 'number'; prize: string; index: number; digits: number }
  | { issue: 'extraPrize'; prize: string };

export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  market: string;
  date: string;
  station: string;
  prizes: Prizes;
  problems: ImportProblem[];
}

export type ImportFile =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; issue: 'empty' | 'missingColumns' | 'unknownColumns'; columns: string[] };

/** RFC 4180 records: quoted fields may hold commas, quotes (doubled) and line breaks; a BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}

const numbersOf = (cell: string) => cell.split(/[\s;|/-]+/).filter(Boolean);

const isRealDate = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** The file's rows with what is wrong with each, against the markets' rules from the server. */
export function readImportFile(text: string, markets: MarketRules[]): ImportFile {
  const records = parseCsv(text);
  if (records.length < 2) return { ok: false, issue: 'empty', columns: [] };
  const header = records[0]!.map((h) => h.trim().toLowerCase());
  const missing = ['market', 'date', 'station'].filter((c) => !header.includes(c));
  if (missing.length > 0) return { ok: false, issue: 'missingColumns', columns: missing };
  const unknown = header.filter((h) => !(IMPORT_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0) return { ok: false, issue: 'unknownColumns', columns: unknown };

  const seen = new Set<string>();
  const rows = records.slice(1).map((record, i): ImportRow => {
    const cell = (column: string) => (record[header.indexOf(column)] ?? '').trim();
    const market = cell('market').toUpperCase();
    const date = cell('date');
    const station = cell('station').toUpperCase();
    const problems: ImportProblem[] = [];
    const prizes: Prizes = {};
    const rules = markets.find((m) => m.market === market && m.kind === 'daily');
    if (!rules?.prizes) problems.push({ issue: 'market' });
    if (!isRealDate(date)) problems.push({ issue: 'date' });
    else if (rules) {
      const stations = rules.stations[new Date(`${date}T00:00:00Z`).getUTCDay()]!.map((s) => s.code);
      if (!stations.includes(station)) problems.push({ issue: 'station', stations });
    }
    const key = `${market}|${date}|${station}`;
    if (seen.has(key)) problems.push({ issue: 'duplicate' });
    seen.add(key);
    for (const prize of LOTTERY_PRIZES) {
      const numbers = header.includes(prize) ? numbersOf(cell(prize)) : [];
      const shape = rules?.prizes?.find((p) => p.prize === prize);
      if (!shape) {
        if (rules?.prizes && numbers.length > 0) problems.push({ issue: 'extraPrize', prize });
        continue;
      }
      prizes[prize] = numbers;
      if (numbers.length !== shape.count)
        problems.push({ issue: 'count', prize, count: shape.count, found: numbers.length });
      numbers.forEach((n, index) => {
        if (!new RegExp(`^\\d{${shape.digits}}$`).test(n))
          problems.push({ issue: 'number', prize, index, digits: shape.digits });
      });
    }
    return { line: i + 2, market, date, station, prizes, problems };
  });
  return { ok: true, rows };
}

/** A sample file of the format (one XSMB row), for the operator to start from. */
export const SAMPLE_CSV = [
  IMPORT_COLUMNS.join(','),
  'XSMB,2030-06-16,TB,12345,67890,11111 22222,33333 44444 55555 66666 77777 88888,1234 5678 9012 3456,1111 2222 3333 4444 5555 6666,123 456 789,12 34 56 78,',
].join('\r\n');
