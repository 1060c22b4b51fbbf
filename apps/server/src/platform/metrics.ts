import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus series (decision 058), served at GET /metrics when METRICS_TOKEN is set.
 * One registry per process, as Prometheus scrapes a process: the apps a test builds side by side
 * add to the same counters, and their gauges are summed from what each registered (`sampled`).
 */
export const registry = new Registry();

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const errorAnswers = new Counter({
  name: 'portal_http_errors_total',
  help: 'Error envelopes answered, by error code and status',
  labelNames: ['code', 'status'] as const,
  registers: [registry],
});

export const ledgerPostings = new Counter({
  name: 'portal_ledger_postings_total',
  help: 'Ledger transactions written (a replayed key is not counted again), by kind and path',
  labelNames: ['kind', 'path'] as const,
  registers: [registry],
});

export const batchSize = new Histogram({
  name: 'portal_batch_size',
  help: 'Items written by one batch of a group commit, by queue',
  labelNames: ['queue'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [registry],
});

export const batchWait = new Histogram({
  name: 'portal_batch_wait_seconds',
  help: 'Time an item waited in a group-commit queue before its batch started, by queue',
  labelNames: ['queue'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const batchRefused = new Counter({
  name: 'portal_batch_refused_total',
  help: 'Items refused with BUSY because their group-commit queue was full, by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'portal_job_runs_total',
  help: 'Job runs, by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'portal_job_run_duration_seconds',
  help: 'Time a job run took, by job',
  labelNames: ['job'] as const,
  buckets: [...SECONDS, 30, 60, 300],
  registers: [registry],
});

export const reconciliationProblems = new Gauge({
  name: 'portal_ledger_reconciliation_problems',
  help: 'Broken ledger invariants found by the last reconciliation (0 when the books hold)',
  registers: [registry],
});

export const reconciledAt = new Gauge({
  name: 'portal_ledger_reconciled_timestamp_seconds',
  help: 'When the ledger was last reconciled (Unix seconds)',
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'portal_cache_lookups_total',
  help: 'Cache lookups, by cache and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

/** A source's current value; undefined once the source is gone (it is then dropped). */
type Read = () => number | undefined;

/**
 * A gauge read when scraped from every source an app registered: `add` returns the function that
 * removes the source (an app's close), so a closed app stops counting; a source whose read answers
 * undefined (a collected object behind a WeakRef) is dropped too.
 */
function sampledGauge<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  const sources = new Set<{ labels: Record<L, string>; read: Read }>();
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const source of sources) {
        const value = source.read();
        if (value === undefined) sources.delete(source);
        else this.inc(source.labels, value);
      }
    },
  });
  return {
    add(labels: Record<L, string>, read: Read) {
      const source = { labels, read };
      sources.add(source);
      return () => void sources.delete(source);
    },
  };
}

export const queueDepth = sampledGauge('portal_batch_queue_depth', 'Items waiting in a group-commit queue', [
  'queue',
] as const);

export const openConnections = sampledGauge(
  'portal_open_connections',
  'Long-lived connections open: chat sockets, lottery event streams',
  ['kind'] as const,
);

export const dbPool = sampledGauge(
  'portal_db_pool_connections',
  'PostgreSQL pool connections by state (total, idle, waiting for a connection)',
  ['state'] as const,
);

export const replicaLag = sampledGauge(
  'portal_db_replica_lag_seconds',
  'How far the read replica trailed the primary at its last probe (+Inf while it is down or unmeasured)',
  [] as const,
);

let defaults = false;

/** Node's own series (CPU, memory, event-loop delay, handles), started once per process. */
export function collectProcessMetrics() {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
}

/** Seconds since `startedAt` (a performance.now() reading). */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;
