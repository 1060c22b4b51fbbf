import type { TFunction } from 'i18next';

/** The refusals the slip explains in its own words; any other code shows the server's message. */
const KNOWN = new Set([
  'INSUFFICIENT_FUNDS',
  'LOTTERY_PERIOD_CLOSED',
  'LOTTERY_LIABILITY_EXCEEDED',
  'GAME_UNAVAILABLE',
  'ACCOUNT_FROZEN',
  'RATE_LIMITED',
]);

/** `lines.2.numbers.0` → the line (1-based) and the field the server refused. */
export function refusedLine(value: unknown): { line: number; field: string } | null {
  const fields = (value as { fields?: Record<string, string> } | null)?.fields;
  const first = fields ? Object.keys(fields)[0] : undefined;
  const match = first ? /^lines\.(\d+)\.(\w+)/.exec(first) : null;
  return match ? { line: Number(match[1]) + 1, field: match[2]! } : null;
}

/**
 * The slip's error from the server's envelope: branched on the code (never the message text),
 * the refused line named for VALIDATION_FAILED, the server's own message otherwise.
 */
export function slipErrorText(error: unknown, t: TFunction): string {
  // An ApiError by its shape (code, value, message): this file stays free of the API client.
  const { code, value, message } = (error ?? {}) as { code?: unknown; value?: unknown; message?: unknown };
  if (typeof code !== 'string') return typeof message === 'string' ? message : String(error);
  if (code === 'NETWORK_ERROR') return t('slip.networkError');
  if (KNOWN.has(code)) return t(`slip.errors.${code}`);
  if (code === 'VALIDATION_FAILED') {
    const refused = refusedLine(value);
    if (refused) {
      const field = ['numbers', 'unit', 'multiplier', 'position', 'type'].includes(refused.field)
        ? refused.field
        : 'other';
      return t(`slip.errors.line.${field}`, { line: refused.line });
    }
  }
  return typeof message === 'string' ? message : code;
}
