import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import {
  PGliteAdapter,
  PGliteDialect,
  type DatabaseConnection,
  type Driver,
  type PGliteDialectConfig,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely's own PGlite dialect (decision 045), with the two things a server needs beyond it:
 * - a deadline on the wait for the only connection: Kysely queues callers of a one-connection
 *   dialect behind a mutex that waits forever, so a transaction that queries through the outer
 *   handle hangs the whole site. This driver queues them instead, with a deadline, and the
 *   adapter tells Kysely the queue is taken care of;
 * - migrations: a parameterless script (several statements) runs as one `exec`, which PGlite's
 *   `query` (one prepared statement) refuses.
 */
export class EmbeddedDialect extends PGliteDialect {
  /** `waitMs`: how long a query may wait for the only connection before it fails. */
  constructor(
    pglite: PGlite,
    private readonly waitMs: number,
  ) {
    super({ pglite: scriptAware(pglite) });
  }

  override createDriver(): Driver {
    return new OneHolderDriver(super.createDriver(), this.waitMs);
  }

  override createAdapter() {
    return new QueuedByDriverAdapter();
  }
}

/** PostgreSQL's SQL and PGlite's, without Kysely's own forever-waiting queue (the driver queues). */
class QueuedByDriverAdapter extends PGliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

interface Waiter {
  resolve: (connection: DatabaseConnection) => void;
  timer: NodeJS.Timeout;
  stack: string | undefined;
}

/**
 * The only connection, handed out in order. A wait has a deadline: with one connection, a query
 * issued outside a transaction while that transaction holds the connection waits for itself, and
 * the deadline turns that silent hang of the whole site into an error naming who held it.
 */
class OneHolderDriver implements Driver {
  readonly #waiters: Waiter[] = [];
  #holder: { since: number; stack: string | undefined } | null = null;

  constructor(
    private readonly driver: Driver,
    private readonly waitMs: number,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const stack = new Error().stack;
    if (!this.#holder) {
      this.#holder = { since: Date.now(), stack };
      return this.driver.acquireConnection();
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: () => resolve(),
        stack,
        timer: setTimeout(() => {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          reject(new EmbeddedDatabaseBusyError(this.waitMs, this.#holder, stack));
        }, this.waitMs),
      };
      this.#waiters.push(waiter);
    });
    return this.driver.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.driver.releaseConnection(connection);
    const next = this.#waiters.shift();
    if (!next) {
      this.#holder = null;
      return;
    }
    clearTimeout(next.timer);
    this.#holder = { since: Date.now(), stack: next.stack };
    next.resolve(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.driver.savepoint!(connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.driver.rollbackToSavepoint!(connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.driver.releaseSavepoint!(connection, name, compile);
  }
  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

type KyselyPGlite = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

/** The PGlite Kysely sees: its queries and its transactions' queries run a script as one `exec`. */
function scriptAware(pglite: PGlite): KyselyPGlite {
  return {
    get closed() {
      return pglite.closed;
    },
    get ready() {
      return pglite.ready;
    },
    get waitReady() {
      return pglite.waitReady;
    },
    close: () => pglite.close(),
    query: (sql, params, options) => run(pglite, sql, params, options),
    transaction: (callback) =>
      pglite.transaction((tx) =>
        callback({ query: (sql, params, options) => run(tx, sql, params, options), rollback: () => tx.rollback() }),
      ),
  };
}

async function run<T>(
  target: Runner,
  sql: string,
  params: unknown[] | undefined,
  options: Parameters<PGlite['query']>[2],
): Promise<Results<T>> {
  if (params?.length || !sql.includes(';')) return target.query<T>(sql, params, options);
  const results = await target.exec(sql, options);
  // Every statement's rows, as node-postgres gives a script's: pg-boss runs `BEGIN; lock; UPDATE
  // ... RETURNING; COMMIT` as one script and reads the rows of the statement in the middle.
  const last = results.at(-1) ?? { rows: [], fields: [] };
  return { ...last, rows: results.flatMap((r) => r.rows) } as Results<T>;
}

/** A query waited past its deadline for the embedded database's only connection. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(waitMs: number, holder: { since: number; stack: string | undefined } | null, waiter: string | undefined) {
    const held = holder ? `held for ${Date.now() - holder.since} ms by:\n${trimStack(holder.stack)}` : 'free';
    super(`embedded database: waited ${waitMs} ms for its only connection (${held})\nwaiting:\n${trimStack(waiter)}`);
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

/** The application's frames of a stack, without the driver's and node_modules' ones. */
const trimStack = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .slice(1)
    .filter((line) => !line.includes('node_modules') && !line.includes('pglite-dialect'))
    .slice(0, 8)
    .join('\n');
