import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createJobs, type JobRun, type Jobs } from '../src/platform/jobs/jobs.ts';
import { jobRuns } from '../src/platform/metrics.ts';
import { jobsSchemaOf, openTestDatabase, type TestDatabase } from './test-app.ts';

/*
 * The job library on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: retries with back-off,
 * the failed list and Retry, a run killed mid-way retried once, graceful stop, and (PostgreSQL)
 * two instances never running one job at once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const quiet = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let database: TestDatabase;
const started: Jobs[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table job_effects (run_key text primary key, instance text not null)`.execute(database.db);
});

afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await database.close();
});

function runner(options: { db?: TestDatabase; supervise?: number; disabled?: string[] } = {}) {
  const jobs = createJobs({
    database: options.db ?? database,
    schema: jobsSchemaOf(database),
    log: quiet,
    superviseIntervalSeconds: options.supervise,
    pollMaxSeconds: 0.5,
    disabled: options.disabled,
  });
  started.push(jobs);
  return jobs;
}

async function until<T>(probe: () => Promise<T> | T, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a job that throws', () => {
  it('is retried with back-off, lands in the failed list after its limit, and Retry runs it again', async () => {
    const jobs = runner();
    const attempts: number[] = [];
    let healthy = false;
    const runs: JobRun[] = [];
    jobs.onRun((run) => runs.push(run));
    jobs.define({
      name: 'always-fails',
      everyMs: 3_600_000,
      retryLimit: 2,
      retryDelayMs: 1000,
      run: async () => {
        attempts.push(Date.now());
        if (!healthy) throw new Error('the gateway is down');
      },
    });
    await jobs.start();

    const failed = await until(async () => (await jobs.failed())[0], 'the failed entry');
    expect(attempts).toHaveLength(3);
    // Exponential: about 1-2 s before the first retry, 2-4 s before the second.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
    expect(failed).toMatchObject({ name: 'always-fails', attempts: 3, error: 'the gateway is down' });
    expect(runs.map((r) => [r.ok, r.attempt])).toEqual([
      [false, 0],
      [false, 1],
      [false, 2],
    ]);
    const [status] = await jobs.list();
    expect(status).toMatchObject({ name: 'always-fails', state: 'scheduled', retryLimit: 2 });
    expect(status!.lastRun).toMatchObject({ ok: false, error: 'the gateway is down' });
    // The period goes on: the next run waits about an hour ahead.
    expect(status!.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000);

    healthy = true;
    expect(await jobs.retry(failed.id)).toEqual({ name: 'always-fails' });
    await until(() => attempts.length === 4, 'the retried run');
    expect(await jobs.failed()).toEqual([]);
    await until(async () => (await jobs.list())[0]!.lastRun?.ok, 'the run recorded as completed');
    expect(await jobs.retry(failed.id)).toBeNull();
    // Each run is counted for Prometheus (decision 058): three failed, then the retried one.
    const counted = (await jobRuns.get()).values.filter((v) => v.labels.job === 'always-fails');
    expect(Object.fromEntries(counted.map((v) => [v.labels.outcome, v.value]))).toEqual({ failed: 3, ok: 1 });
  }, 40_000);
});

describe('a run killed mid-way', () => {
  it('is retried after it expires, and its effect happens once', async () => {
    const first = runner();
    let hung = false;
    first.define({
      name: 'effect-once',
      everyMs: 3_600_000,
      expireMs: 1000,
      retryDelayMs: 1000,
      // The first process takes the run and dies before it writes anything.
      run: () => {
        hung = true;
        return new Promise(() => {});
      },
    });
    await first.start();
    await until(() => hung, 'the first attempt');
    await first.abandon();

    const second = runner({ supervise: 1 });
    const writes: number[] = [];
    second.define({
      name: 'effect-once',
      everyMs: 3_600_000,
      expireMs: 1000,
      retryDelayMs: 1000,
      run: async () => {
        writes.push(Date.now());
        await sql`insert into job_effects (run_key, instance) values ('effect-once', 'second')`.execute(database.db);
      },
    });
    await second.start();
    await until(() => writes.length > 0, 'the retry on the second instance', 30_000);
    // Longer than another expiry and poll: nothing runs it again.
    await new Promise((r) => setTimeout(r, 2500));
    expect(writes).toHaveLength(1);
    const effects = await sql<{ n: number }>`select count(*)::int as n from job_effects`.execute(database.db);
    expect(effects.rows[0]!.n).toBe(1);
    const [status] = (await second.list()).filter((s) => s.name === 'effect-once');
    expect(status!.lastRun).toMatchObject({ ok: true });
  }, 45_000);
});

describe('stopping', () => {
  it('waits for the run under way', async () => {
    const jobs = runner();
    let began = false;
    let finished = false;
    jobs.define({
      name: 'slow-run',
      everyMs: 3_600_000,
      run: async () => {
        began = true;
        await new Promise((r) => setTimeout(r, 700));
        finished = true;
      },
    });
    await jobs.start();
    await until(() => began, 'the run');
    await jobs.stop();
    expect(finished).toBe(true);
  }, 20_000);

  it('leaves the jobs it is told to (JOBS_DISABLED) to others', async () => {
    const jobs = runner({ disabled: ['not-here'] });
    const ran: string[] = [];
    for (const name of ['here', 'not-here']) jobs.define({ name, everyMs: 200, run: async () => void ran.push(name) });
    await jobs.start();
    await until(() => ran.filter((name) => name === 'here').length >= 3, 'three runs of the enabled job');
    await jobs.stop();
    expect(ran).not.toContain('not-here');
    const { rows } = await database.executeSql(`select 1 from ${jobsSchemaOf(database)}.job where name = 'not-here'`);
    expect(rows).toEqual([]);
  }, 30_000);

  it('refuses a job name that is not kebab-case, and one defined twice', () => {
    const jobs = runner();
    expect(() => jobs.define({ name: 'Bad Name', everyMs: 1000, run: async () => {} })).toThrow(/kebab/);
    jobs.define({ name: 'twice', everyMs: 1000, run: async () => {} });
    expect(() => jobs.define({ name: 'twice', everyMs: 1000, run: async () => {} })).toThrow(/twice/);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('start together on a database without the job tables: one installs them, the others start on them', async () => {
    const handles = await Promise.all([1, 2, 3, 4].map(() => openTestDatabase({ schema: database.schema })));
    try {
      // Rounds on fresh schemas: two installs at once do not happen every time.
      for (let round = 0; round < 6; round += 1) {
        const schema = `${jobsSchemaOf(database)}_race${round}`;
        const instances = handles.map((db) => createJobs({ database: db, schema, log: quiet, pollMaxSeconds: 0.5 }));
        instances.forEach((jobs) => jobs.define({ name: 'after-the-race', everyMs: 60_000, run: async () => {} }));
        try {
          await Promise.all(instances.map((jobs) => jobs.start()));
          expect((await instances[0]!.list()).map((job) => job.name)).toEqual(['after-the-race']);
        } finally {
          await Promise.all(instances.map((jobs) => jobs.stop()));
          await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        }
      }
    } finally {
      await Promise.all(handles.map((db) => db.close()));
    }
  }, 60_000);

  it('never run the same job at once', async () => {
    const other = await openTestDatabase({ schema: database.schema });
    try {
      let active = 0;
      let most = 0;
      const ranOn = new Set<string>();
      const instances = [runner(), runner({ db: other })];
      instances.forEach((jobs, index) =>
        jobs.define({
          name: 'one-at-a-time',
          everyMs: 100,
          run: async () => {
            active += 1;
            most = Math.max(most, active);
            ranOn.add(String(index));
            await new Promise((r) => setTimeout(r, 150));
            active -= 1;
          },
        }),
      );
      let runs = 0;
      instances.forEach((jobs) => jobs.onRun(() => (runs += 1)));
      await Promise.all(instances.map((jobs) => jobs.start()));
      await until(() => runs >= 8, 'eight runs', 30_000);
      await Promise.all(instances.map((jobs) => jobs.stop()));
      expect(most).toBe(1);
    } finally {
      await other.close();
    }
  }, 45_000);
});
