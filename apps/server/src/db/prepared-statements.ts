import pg from 'pg';

/** How many times a statement text is sent before it is prepared: once-off texts stay unnamed. */
const PREPARE_AFTER = 2;
/** Names this process gives at most: each prepared text is kept by every connection that runs it. */
const MAX_NAMES = 2_000;
/** Texts counted at most while waiting for their second use: texts built per call stay bounded. */
const MAX_COUNTED = 10_000;

/**
 * The names of a process's prepared statements, by text (decision 070). A parameterized text sent
 * PREPARE_AFTER times gets a name; node-postgres then parses it once per connection and afterwards
 * sends only Bind and Execute, so PostgreSQL skips parsing and, once it settles on a generic plan,
 * planning.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #seen = new Map<string, number>();
  #given = 0;

  nameOf(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#given >= MAX_NAMES) return name;
    const seen = (this.#seen.get(text) ?? 0) + 1;
    if (seen < PREPARE_AFTER) {
      if (this.#seen.size >= MAX_COUNTED) this.#seen.clear();
      this.#seen.set(text, seen);
      return undefined;
    }
    this.#seen.delete(text);
    return this.#give(text);
  }

  /** A new name for a text whose prepared copies went stale: every connection parses it afresh. */
  renamed(text: string): string | undefined {
    this.#names.delete(text);
    return this.#given >= MAX_NAMES ? undefined : this.#give(text);
  }

  #give(text: string): string {
    this.#given += 1;
    const name = `p${this.#given}`;
    this.#names.set(text, name);
    return name;
  }
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared (a migration added a column to a table it reads with `*`): SQLSTATE 0A000.
 */
const isStalePlan = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string }).code === '0A000' &&
  error.message.includes('cached plan must not change result type');

const processNames = new StatementNames();

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/** The server's last ReadyForQuery status: 'I' idle, 'T' in a transaction, 'E' in a failed one (node-postgres has it; its types do not). */
const transactionStatus = (client: pg.Client) =>
  (client as unknown as { getTransactionStatus(): 'I' | 'T' | 'E' | null }).getTransactionStatus();

/**
 * node-postgres's client, naming the parameterized statements a process sends again and again
 * (Kysely's): the same text has the same name on every connection. Texts without values are never
 * named: they may hold several statements (scripts, migrations), which the extended protocol's
 * Parse refuses; calls with a callback (pg-pool's `pool.query`, the job library's) stay as they are.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const query = super.query.bind(this) as Query;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = processNames.nameOf(text);
      if (name !== undefined) return this.#prepared(query, name, text, values) as never;
    }
    return query(...args) as never;
  }

  async #prepared(query: Query, name: string, text: string, values: unknown[]) {
    try {
      return await query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      const fresh = processNames.renamed(text);
      // Inside a transaction the error has failed it: the caller's transaction answers for it.
      // Alone, the statement did nothing, so it runs again under its new name.
      if (transactionStatus(this) !== 'I') throw error;
      return fresh === undefined ? query(text, values) : query({ name: fresh, text, values });
    }
  }
}
