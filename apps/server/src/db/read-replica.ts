import {
  Kysely,
  PostgresDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import type { DB } from './schema.ts';

/** How long a replica that refused a connection is left alone before it is tried again. */
const DOWN_FOR_MS = 5_000;
/** Primary positions kept to date the replica's replay position (about a minute of probes). */
const SAMPLES_KEPT = 64;

/** `pg_lsn` text (`16/B374D848`) as a number comparable with `<`. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return BigInt(`0x${high}`) * 2n ** 32n + BigInt(`0x${low}`);
};

export interface ReadReplica {
  /** Reads that may trail the primary (reports, the lobby): the replica while it answers. */
  reads: Kysely<DB>;
  /** Money-adjacent reads (a member's records): the replica only while it trails by at most maxLagMs. */
  freshReads: Kysely<DB>;
  /** The replica's last measured lag in ms (Infinity until one is measured, or while it is down). */
  lagMs(): number;
  close(): Promise<void>;
}

/**
 * Reads sent to a PostgreSQL streaming replica, with the primary as the fallback (issue 30). The
 * choice is made when a query takes a connection: a replica that refuses one is marked down for a
 * few seconds and the primary answers instead, so a lost replica costs no request. The lag is the
 * age of the newest primary WAL position (sampled at each probe) that the replica has replayed, so
 * an idle primary reads as no lag, and a replica whose replay stopped reads as ever later.
 */
export function createReadReplica(options: {
  primaryPool: pg.Pool;
  replicaPool: pg.Pool;
  maxLagMs: number;
  now?: () => number;
  onDown?: (error: unknown) => void;
}): ReadReplica {
  const now = options.now ?? Date.now;
  const primary = new PostgresDialect({ pool: options.primaryPool }).createDriver();
  const replica = new PostgresDialect({ pool: options.replicaPool }).createDriver();
  let downUntil = 0;
  let lag = Number.POSITIVE_INFINITY;
  let probedAt = 0;
  let probing: Promise<void> | null = null;
  const samples: { at: number; lsn: bigint }[] = [];

  async function probe() {
    const [{ rows: written }, { rows: replayed }] = await Promise.all([
      options.primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
      options.replicaPool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'),
    ]);
    const at = now();
    samples.push({ at, lsn: lsnValue(written[0]!.lsn) });
    if (samples.length > SAMPLES_KEPT) samples.shift();
    const position = replayed[0]?.lsn ? lsnValue(replayed[0].lsn) : -1n;
    const caughtUp = samples.findLast((sample) => sample.lsn <= position);
    lag = caughtUp ? at - caughtUp.at : Number.POSITIVE_INFINITY;
    probedAt = at;
  }

  /**
   * How stale a read on the replica could be now: the lag measured at the last probe plus the time
   * since (the replica may have stopped right after it). Measured again when that passes the bound,
   * so under load the servers are asked at most once per maxLagMs.
   */
  const staleness = () => lag + (now() - probedAt);
  async function freshEnough() {
    if (staleness() > options.maxLagMs) {
      probing ??= probe()
        .catch((error: unknown) => markDown(error))
        .finally(() => {
          probing = null;
        });
      await probing;
    }
    return staleness() <= options.maxLagMs;
  }

  function markDown(error: unknown) {
    downUntil = now() + DOWN_FOR_MS;
    lag = Number.POSITIVE_INFINITY;
    options.onDown?.(error);
  }

  const readsDriver = routingDriver(primary, replica, async () => now() >= downUntil, markDown);
  const freshDriver = routingDriver(
    primary,
    replica,
    async () => now() >= downUntil && (await freshEnough()),
    markDown,
  );
  const reads = new Kysely<DB>({ dialect: routedDialect(readsDriver) });
  const freshReads = new Kysely<DB>({ dialect: routedDialect(freshDriver) });
  return {
    reads,
    freshReads,
    lagMs: () => (now() < downUntil ? Number.POSITIVE_INFINITY : lag),
    close: async () => {
      // The primary's pool belongs to the primary's Kysely, which ends it.
      await options.replicaPool.end();
    },
  };
}

/** PostgreSQL's dialect with another driver. */
function routedDialect(driver: Driver): Dialect {
  const postgres = new PostgresDialect({ pool: {} as pg.Pool });
  return {
    createAdapter: () => postgres.createAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => postgres.createQueryCompiler(),
    createIntrospector: (db) => postgres.createIntrospector(db),
  };
}

/**
 * A driver that takes each connection from the replica when `useReplica` says so and the replica
 * gives one, from the primary otherwise; a connection goes back to the driver it came from.
 */
function routingDriver(
  primary: Driver,
  replica: Driver,
  useReplica: () => Promise<boolean>,
  markDown: (error: unknown) => void,
): Driver {
  const owners = new WeakMap<DatabaseConnection, Driver>();
  const ownerOf = (connection: DatabaseConnection) => owners.get(connection) ?? primary;
  return {
    async init() {
      await Promise.all([primary.init(), replica.init()]);
    },
    async acquireConnection() {
      let connection: DatabaseConnection | undefined;
      if (await useReplica()) {
        connection = await replica.acquireConnection().catch((error: unknown) => {
          markDown(error);
          return undefined;
        });
        if (connection) owners.set(connection, replica);
      }
      connection ??= await primary.acquireConnection();
      return connection;
    },
    beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) =>
      ownerOf(connection).beginTransaction(connection, settings),
    commitTransaction: (connection: DatabaseConnection) => ownerOf(connection).commitTransaction(connection),
    rollbackTransaction: (connection: DatabaseConnection) => ownerOf(connection).rollbackTransaction(connection),
    releaseConnection: (connection: DatabaseConnection) => ownerOf(connection).releaseConnection(connection),
    // Each pool is ended by its owner (the primary's Kysely, the replica's close).
    destroy: async () => {},
  };
}
