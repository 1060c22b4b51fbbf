import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsOverview } from '@portal/shared/contracts/jobs';
import { createJobs } from '../src/platform/jobs/jobs.ts';
import { newOperator, type TestOperator } from './money-helpers.ts';
import { createTestApp, jobsSchemaOf, operatorAuth, type TestApp } from './test-app.ts';

/*
 * The console's Jobs view (decision 056), on PGlite and with TEST_DATABASE_URL on PostgreSQL: the
 * app's jobs listed, a failed run (of the app's raffle-draws job, failed by a second runner on the
 * same database) shown with its error and retried by an admin, audited; roles and bad input.
 */
let t: TestApp;
let admin: { authorization: string };
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  support = await newOperator(t.app, ['support']);
});
afterAll(async () => {
  await t?.close();
});

const overview = async () => {
  const res = await t.app.inject({ url: '/admin/api/jobs', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as JobsOverview;
};

describe('GET /admin/api/jobs', () => {
  it('lists every periodic job of the app, none running while the runner is off', async () => {
    const { jobs, failed } = await overview();
    expect(jobs.map((j) => j.name).sort()).toEqual(
      [
        'agent-settlement',
        'aml-scan',
        'bonus-expiry',
        'chat-retention',
        'history-partitions',
        'ledger-reconcile',
        'lottery-scheduler',
        'loyalty-stream',
        'message-push',
        'pix-payouts',
        'raffle-draws',
        'studio-stuck-rounds',
        'vendor-bet-sync',
        'withdrawal-auto-receipts',
      ].sort(),
    );
    expect(jobs.find((j) => j.name === 'lottery-scheduler')).toMatchObject({
      everyMs: 1000,
      state: 'idle',
      lastRun: null,
      nextRunAt: null,
    });
    expect(failed).toEqual([]);
  });

  it('needs an admin token', async () => {
    expect((await t.app.inject({ url: '/admin/api/jobs' })).statusCode).toBe(401);
    const other = await t.app.inject({ url: '/admin/api/jobs', headers: support.auth });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('OPERATOR_ROLE_FORBIDDEN');
  });
});

describe('POST /admin/api/jobs/failed/:id/retry', () => {
  it('shows a run that spent its retries, and Retry queues it again and is audited', async () => {
    // Another instance on the same database whose raffle draw keeps failing.
    const other = createJobs({
      database: t.database,
      schema: jobsSchemaOf(t.database),
      log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      pollMaxSeconds: 0.5,
    });
    other.define({
      name: 'raffle-draws',
      everyMs: 3_600_000,
      retryLimit: 0,
      run: async () => {
        throw new Error('the draw could not lock its promotion');
      },
    });
    try {
      await other.start();
      const deadline = Date.now() + 15_000;
      let seen = await overview();
      const settled = (o: JobsOverview) =>
        o.failed.length > 0 && o.jobs.find((j) => j.name === 'raffle-draws')!.lastRun !== null;
      while (!settled(seen) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        seen = await overview();
      }
      const [failed] = seen.failed;
      expect(failed).toMatchObject({
        name: 'raffle-draws',
        attempts: 1,
        error: 'the draw could not lock its promotion',
      });
      expect(seen.jobs.find((j) => j.name === 'raffle-draws')!.lastRun).toMatchObject({ ok: false });
      await other.abandon();

      const denied = await t.app.inject({
        method: 'POST',
        url: `/admin/api/jobs/failed/${failed!.id}/retry`,
        headers: support.auth,
      });
      expect(denied.statusCode).toBe(403);

      const before = Date.now();
      const retried = await t.app.inject({
        method: 'POST',
        url: `/admin/api/jobs/failed/${failed!.id}/retry`,
        headers: admin,
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().value).toEqual({ name: 'raffle-draws' });
      const after = await overview();
      expect(after.failed).toEqual([]);
      // The run waits now, no longer an hour ahead.
      const next = after.jobs.find((j) => j.name === 'raffle-draws')!.nextRunAt;
      expect(new Date(next!).getTime()).toBeLessThan(before + 60_000);

      // The audit hook writes after the answer: wait for the row rather than race it.
      const auditRows = () =>
        t.database.db
          .selectFrom('operator_audit_log')
          .selectAll()
          .where('route', '=', '/admin/api/jobs/failed/:id/retry')
          .where('status_code', '=', 200)
          .execute();
      await expect.poll(async () => (await auditRows()).length, { timeout: 5000 }).toBe(1);
      const audit = await auditRows();
      expect(audit[0]!.subject).toBe('job:raffle-draws');

      const again = await t.app.inject({
        method: 'POST',
        url: `/admin/api/jobs/failed/${failed!.id}/retry`,
        headers: admin,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('NOT_FOUND');
    } finally {
      await other.stop();
    }
  }, 40_000);

  it('refuses an id that is not a uuid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/jobs/failed/42/retry', headers: admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('an app with the runner on', () => {
  it('runs its jobs through pg-boss: the lottery tick completes every second or so', async () => {
    const on = await createTestApp({ env: { SEED_DEMO: true, JOBS_ENABLED: true } });
    try {
      const auth = await operatorAuth(on.app);
      const tick = async () => {
        const res = await on.app.inject({ url: '/admin/api/jobs', headers: auth });
        return (res.json().value as JobsOverview).jobs.find((j) => j.name === 'lottery-scheduler')!;
      };
      const deadline = Date.now() + 20_000;
      let first = await tick();
      while (!first.lastRun && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        first = await tick();
      }
      expect(first.lastRun).toMatchObject({ ok: true });
      await new Promise((r) => setTimeout(r, 2500));
      const later = await tick();
      expect(new Date(later.lastRun!.at).getTime()).toBeGreaterThan(new Date(first.lastRun!.at).getTime());
      expect(later.nextRunAt).not.toBeNull();
    } finally {
      // Closing waits for the run under way, then the database closes.
      await on.close();
    }
  }, 40_000);
});
