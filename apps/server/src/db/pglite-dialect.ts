import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for embedded PGlite. PGlite is one connection, so the driver hands it out under
 * a queue: a transaction keeps it until commit or rollback, exactly like a pooled client would.
 * SQL and compilation are Kysely's own PostgreSQL ones: the same queries run on both databases.
 */
export class PGliteDialect implements Dialect {
  /** `waitMs`: how long a query may wait for the only connection before it fails. */
  constructor(
    private readonly pglite: PGlite,
    private readonly waitMs: number,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.waitMs);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
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
class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #waiters: Waiter[] = [];
  #holder: { since: number; stack: string | undefined } | null = null;

  constructor(
    pglite: PGlite,
    private readonly waitMs: number,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    const stack = new Error().stack;
    if (!this.#holder) {
      this.#holder = { since: Date.now(), stack };
      return Promise.resolve(this.#connection);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        stack,
        timer: setTimeout(() => {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          reject(new EmbeddedDatabaseBusyError(this.waitMs, this.#holder, stack));
        }, this.waitMs),
      };
      this.#waiters.push(waiter);
    });
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiters.shift();
    if (!next) {
      this.#holder = null;
      return;
    }
    clearTimeout(next.timer);
    this.#holder = { since: Date.now(), stack: next.stack };
    next.resolve(this.#connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A parameterless script (a migration) may hold several statements: run it as one exec.
    if (compiled.parameters.length === 0 && compiled.sql.includes(';')) {
      const results = await this.pglite.exec(compiled.sql);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: toBigInt(last?.affectedRows) };
    }
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return { rows: result.rows, numAffectedRows: toBigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

const toBigInt = (n: number | undefined) => (n === undefined ? undefined : BigInt(n));

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
