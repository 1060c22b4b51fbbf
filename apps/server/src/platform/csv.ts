import type { FastifyReply } from 'fastify';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * RFC 4180 text: fields with a comma, quote or line break are quoted, quotes doubled. A text
 * starting with = + - @ (or a tab / carriage return) gets a leading apostrophe, so a spreadsheet
 * never runs a formula a player typed into their name; numbers stay numbers.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => field(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => field(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function field(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Answers a CSV download (UTF-8 with a byte-order mark, so spreadsheet programs read Thai and Chinese). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  const safeName = filename.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(`\uFEFF${csv}`);
}
