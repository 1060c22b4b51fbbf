import { existsSync } from 'node:fs';

const SOCKET_DIR = '/var/run/postgresql';

/**
 * The PostgreSQL server the benches create and drop their schemas on: BENCH_DATABASE_URL (its own
 * variable, not DATABASE_URL), else the local server, through its Unix socket when it has one. A
 * server on the same machine is reached that way in production too; loopback TCP costs each query
 * a trip through the kernel's network stack, measured at 645 against 438–507 wallet debits a second.
 * pgbench is given the same address, so the comparisons stay like for like.
 */
export function benchDatabaseUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  return existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@${encodeURIComponent(SOCKET_DIR)}/test`
    : 'postgres://postgres@127.0.0.1:5432/test';
}

/** Where a bench database URL points, for the report: the socket's directory or host:port. */
export function databaseAddress(url: string): string {
  const host = decodeURIComponent(new URL(url).host);
  return host.startsWith('/') ? `Unix socket ${host}` : host;
}
