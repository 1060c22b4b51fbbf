import { EmbeddedDatabaseBusyError } from './pglite-dialect.ts';

/**
 * SQLSTATEs that say the database, not the request, failed: the connection is gone (class 08),
 * the server is shutting down or starting (57P01-57P03), or it takes no more connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Socket-level failures reaching the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres reports a lost or unobtainable connection by message only. */
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` means the database could not be reached or dropped the connection: the request
 * is answered 503 (try again) instead of 500, and the process lives on. Nothing was committed by a
 * statement that failed so; a commit cut this way is the one case a key's replay settles.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof EmbeddedDatabaseBusyError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && PG_MESSAGES.some((m) => message.startsWith(m));
}
