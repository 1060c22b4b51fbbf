import { SpanStatusCode, trace } from '@opentelemetry/api';
import { PgBoss, type JobWithMetadata, type Queue } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { jobDuration, jobRuns } from '../metrics.ts';

const tracer = trace.getTracer('lotus-portal');

/** One periodic job: what it runs, how often, and how a failure is retried. */
export interface JobSpec {
  /** The queue's name: lower-case letters, digits and '-'. */
  name: string;
  /** The next run starts about this long after the previous one ended (sub-second works too). */
  everyMs: number;
  run: () => Promise<unknown>;
  /** Retries of a failed run before it goes to the failed list. */
  retryLimit?: number;
  /** The first retry waits about this long, each next one about twice as long (with jitter). */
  retryDelayMs?: number;
  retryDelayMaxMs?: number;
  /**
   * A run that holds the job longer is taken for dead (its process killed) and retried; longer
   * than the slowest honest run, since an expired run that is still alive would overlap its retry.
   */
  expireMs?: number;
}

/** What the observer hears after every run (metrics hang here). */
export interface JobRun {
  name: string;
  ms: number;
  ok: boolean;
  error?: unknown;
  /** 0 for a first attempt, then one more for each retry. */
  attempt: number;
}

export interface JobStatus {
  name: string;
  everyMs: number;
  retryLimit: number;
  state: 'running' | 'retrying' | 'scheduled' | 'idle';
  lastRun: { at: Date; ok: boolean; ms: number | null; error: string | null } | null;
  nextRunAt: Date | null;
}

export interface FailedJob {
  id: string;
  name: string;
  failedAt: Date;
  attempts: number;
  error: string;
}

export interface JobsOptions {
  database: Database;
  /** The schema pg-boss keeps its tables in. */
  schema: string;
  log: FastifyBaseLogger;
  /** How often pg-boss looks for expired runs (a killed process's); its default is 60 s. */
  superviseIntervalSeconds?: number;
  /** How long stopping waits for the runs under way (default 30 s). */
  stopTimeoutMs?: number;
  /** The longest wait between two looks for a due run (5 s; tests shorten it). */
  pollMaxSeconds?: number;
  /** Jobs this instance does not run (another instance, or a test driving one by hand, does). */
  disabled?: readonly string[];
}

/** Where every job lands once its retries are spent: kept two weeks, never worked, retried by hand. */
export const FAILED_QUEUE = 'jobs-failed';
const FAILED_KEPT_SECONDS = 14 * 86_400;
const NAME = /^[a-z][a-z0-9-]{1,60}$/;
/** unique_violation, duplicate_schema, duplicate_table, duplicate_object: two installs at once. */
const INSTALL_RACE = new Set(['23505', '42P06', '42P07', '42710']);

/**
 * The one place periodic work runs (docs/decisions/056-jobs-on-pg-boss.md): each job is a pg-boss
 * queue with the `stately` policy, so at most one run is active and one waits, across every
 * instance on the database. A run that ends sends the next with `startAfter` = now + everyMs,
 * which gives periods under pg-boss's one-minute cron; the first run is sent by each instance
 * that starts (the policy keeps it to one). Retries with exponential back-off are pg-boss's; a run
 * that spends them is copied to the `jobs-failed` queue and the period goes on.
 */
export function createJobs(options: JobsOptions) {
  const { database, schema, log } = options;
  const specs = new Map<string, Required<JobSpec>>();
  const listeners = new Set<(run: JobRun) => void>();
  let booting: Promise<PgBoss> | null = null;
  let working = false;
  const workers = new Map<string, string>();

  function newBoss() {
    const instance = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      schema,
      schedule: false,
      registerInstance: false,
      ...(options.superviseIntervalSeconds ? { superviseIntervalSeconds: options.superviseIntervalSeconds } : {}),
    });
    instance.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
    return instance;
  }

  function boss(): Promise<PgBoss> {
    booting ??= (async () => {
      let instance = newBoss();
      for (let attempt = 1; ; attempt++) {
        try {
          await instance.start();
          break;
        } catch (error) {
          // Instances starting together on a new database race to install pg-boss's schema (it
          // checks before it locks): the loser finds it made by the winner when it starts again.
          if (!INSTALL_RACE.has((error as { code?: string }).code ?? '') || attempt >= 3) throw error;
          log.info({ attempt }, 'job queue schema installed by another instance meanwhile: starting again');
          await instance.stop({ graceful: false, close: false }).catch(() => {});
          instance = newBoss();
        }
      }
      await instance.createQueue(FAILED_QUEUE, {
        retentionSeconds: FAILED_KEPT_SECONDS,
        deleteAfterSeconds: 86_400,
      });
      return instance;
    })();
    return booting;
  }

  function queueOptions(spec: Required<JobSpec>): Omit<Queue, 'name'> {
    return {
      policy: 'stately',
      retryLimit: spec.retryLimit,
      retryDelay: Math.max(1, Math.round(spec.retryDelayMs / 1000)),
      retryBackoff: true,
      retryDelayMax: Math.max(1, Math.round(spec.retryDelayMaxMs / 1000)),
      expireInSeconds: Math.max(1, Math.round(spec.expireMs / 1000)),
      // A one-second job leaves 3,600 finished rows an hour: an hour of history is plenty; the
      // failed ones are copied to jobs-failed, which keeps them two weeks.
      deleteAfterSeconds: spec.everyMs < 60_000 ? 3_600 : 7 * 86_400,
      deadLetter: FAILED_QUEUE,
    };
  }

  async function sendNext(instance: PgBoss, spec: Required<JobSpec>) {
    await instance.send(spec.name, null, { startAfter: new Date(Date.now() + spec.everyMs) });
  }

  async function runOnce(instance: PgBoss, spec: Required<JobSpec>, job: JobWithMetadata<unknown>) {
    const started = performance.now();
    const report = (ok: boolean, error?: unknown) => {
      const run: JobRun = { name: spec.name, ms: performance.now() - started, ok, error, attempt: job.retryCount };
      jobRuns.inc({ job: spec.name, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job: spec.name }, run.ms / 1000);
      for (const listener of listeners) listener(run);
    };
    try {
      // A span of its own when tracing is on (decision 058): its SQL shows inside it.
      await tracer.startActiveSpan(`job ${spec.name}`, async (span) => {
        span.setAttribute('job.attempt', job.retryCount);
        try {
          await spec.run();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
          throw error;
        } finally {
          span.end();
        }
      });
    } catch (error) {
      report(false, error);
      log.error({ err: error, job: spec.name, attempt: job.retryCount }, 'job run failed');
      // The last attempt: this run goes to the failed list, and the period goes on without it.
      if (job.retryCount >= job.retryLimit) await sendNext(instance, spec);
      throw error;
    }
    report(true);
    // Sent before this run completes: a crash in between expires the run and retries it, so the
    // chain of runs is never lost (a second run of a job is harmless by its own design).
    await sendNext(instance, spec);
  }

  return {
    /** Registers a job; features call it while the app builds, before start. */
    define(spec: JobSpec) {
      if (!NAME.test(spec.name)) throw new Error(`job name must be kebab-case: ${spec.name}`);
      if (specs.has(spec.name)) throw new Error(`job defined twice: ${spec.name}`);
      if (!(spec.everyMs >= 100)) throw new Error(`job ${spec.name}: everyMs must be at least 100`);
      specs.set(spec.name, {
        retryLimit: 3,
        retryDelayMs: Math.min(Math.max(spec.everyMs, 1000), 60_000),
        retryDelayMaxMs: 15 * 60_000,
        expireMs: 15 * 60_000,
        ...spec,
      });
    },

    /** Adds an observer of every run; returns how to remove it. */
    onRun(listener: (run: JobRun) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Starts working every defined job in this instance. */
    async start() {
      const instance = await boss();
      working = true;
      for (const spec of specs.values()) {
        if (options.disabled?.includes(spec.name)) continue;
        const queue = queueOptions(spec);
        await instance.createQueue(spec.name, queue);
        const { policy: _policy, ...changeable } = queue;
        await instance.updateQueue(spec.name, changeable);
        const workerId = await instance.work(
          spec.name,
          {
            includeMetadata: true,
            // A one-second job is looked for twice a second; a minute's every five seconds.
            pollingIntervalSeconds: Math.min(options.pollMaxSeconds ?? 5, Math.max(0.5, spec.everyMs / 2000)),
          },
          async ([job]) => runOnce(instance, spec, job!),
        );
        // The first run, unless one is waiting or under way (another instance's, or a killed
        // process's that expiry will retry): a second would run the job twice for one period.
        const { rows } = await database.executeSql(
          `select 1 from ${schema}.job where name = $1 and state in ('created', 'retry', 'active') limit 1`,
          [spec.name],
        );
        if (rows.length === 0) await instance.send(spec.name, null);
        workers.set(spec.name, workerId);
        instance.notifyWorker(workerId);
      }
    },

    /** Stops taking runs and waits for the ones under way (app close). */
    async stop() {
      if (!booting) return;
      const instance = await booting.catch(() => null);
      booting = null;
      working = false;
      await instance?.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 30_000 });
    },

    /**
     * Stops at once, leaving runs under way active in the database as a killed process would
     * (tests of expiry use it).
     */
    async abandon() {
      const instance = await booting?.catch(() => null);
      booting = null;
      working = false;
      await instance?.stop({ graceful: false, close: false });
    },

    get isWorking() {
      return working;
    },

    /** Every defined job with its last and next run, read from pg-boss's tables. */
    async list(): Promise<JobStatus[]> {
      await boss();
      const names = [...specs.keys()];
      const last = await database.executeSql(
        `select distinct on (name) name, state, started_on, completed_on, output
           from ${schema}.job where name = any($1::text[]) and state in ('completed', 'failed')
          order by name, completed_on desc`,
        [names],
      );
      const pending = await database.executeSql(
        `select name, min(start_after) filter (where state in ('created', 'retry')) as next_at,
                bool_or(state = 'active') as running, bool_or(state = 'retry') as retrying
           from ${schema}.job where name = any($1::text[]) and state in ('created', 'retry', 'active')
          group by name`,
        [names],
      );
      const lastBy = new Map((last.rows as LastRow[]).map((r) => [r.name, r]));
      const pendingBy = new Map((pending.rows as PendingRow[]).map((r) => [r.name, r]));
      return [...specs.values()].map((spec) => {
        const l = lastBy.get(spec.name);
        const p = pendingBy.get(spec.name);
        return {
          name: spec.name,
          everyMs: spec.everyMs,
          retryLimit: spec.retryLimit,
          state: p?.running ? 'running' : p?.retrying ? 'retrying' : p?.next_at ? 'scheduled' : 'idle',
          lastRun: l
            ? {
                at: new Date(l.completed_on),
                ok: l.state === 'completed',
                ms: l.started_on ? new Date(l.completed_on).getTime() - new Date(l.started_on).getTime() : null,
                error: l.state === 'failed' ? errorText(l.output) : null,
              }
            : null,
          nextRunAt: p?.next_at ? new Date(p.next_at) : null,
        };
      });
    },

    /** Runs that spent their retries, newest first. */
    async failed(limit = 50): Promise<FailedJob[]> {
      await boss();
      const { rows } = await database.executeSql(
        `select id, source_name, source_output, source_retry_count, created_on
           from ${schema}.job where name = $1 and state = 'created'
          order by created_on desc limit $2`,
        [FAILED_QUEUE, limit],
      );
      return (rows as FailedRow[]).map((r) => ({
        id: r.id,
        name: r.source_name ?? '',
        failedAt: new Date(r.created_on),
        attempts: (r.source_retry_count ?? 0) + 1,
        error: errorText(r.source_output),
      }));
    },

    /**
     * Runs a failed job again now: a new run is queued (or the one already waiting is brought
     * forward: the policy keeps one) and the failed entry leaves the list. Null for an unknown id.
     */
    async retry(id: string): Promise<{ name: string } | null> {
      const instance = await boss();
      const { rows } = await database.executeSql(
        `select source_name from ${schema}.job where name = $1 and id = $2::uuid and state = 'created'`,
        [FAILED_QUEUE, id],
      );
      const name = (rows as { source_name: string | null }[])[0]?.source_name;
      if (!name) return null;
      const sent = await instance.send(name, null);
      if (!sent) {
        const waiting = await database.executeSql(
          `select id from ${schema}.job where name = $1 and state = 'created' order by start_after limit 1`,
          [name],
        );
        const waitingId = (waiting.rows as { id: string }[])[0]?.id;
        if (waitingId) await instance.update(name, undefined, { id: waitingId, startAfter: new Date() });
      }
      await instance.deleteJob(FAILED_QUEUE, id);
      const workerId = workers.get(name);
      if (workerId) instance.notifyWorker(workerId);
      return { name };
    },

    /** The job names, for checks. */
    names: () => [...specs.keys()],
  };
}

export type Jobs = ReturnType<typeof createJobs>;

interface LastRow {
  name: string;
  state: string;
  started_on: string | Date | null;
  completed_on: string | Date;
  output: unknown;
}
interface PendingRow {
  name: string;
  next_at: string | Date | null;
  running: boolean;
  retrying: boolean;
}
interface FailedRow {
  id: string;
  source_name: string | null;
  source_output: unknown;
  source_retry_count: number | null;
  created_on: string | Date;
}

/** pg-boss stores a thrown error as its serialised fields; the console shows the message. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? '' : JSON.stringify(output).slice(0, 500);
}
