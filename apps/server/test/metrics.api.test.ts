import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawingPlayer } from './money-helpers.ts';
import { listeningUrl } from './studio-helpers.ts';
import { createTestApp, expectLedgerReconciles, operatorAuth, type TestApp } from './test-app.ts';
import { newKey } from './wallet-helpers.ts';

/*
 * Issue 30, metrics: GET /metrics only with METRICS_TOKEN set and only to its bearer; after a short
 * load it shows every series the issue names. On PostgreSQL (TEST_DATABASE_URL) also the pool's
 * connections, and the ledger's back-pressure: past LEDGER_QUEUE_MAX waiting postings a money call
 * is answered 503 BUSY with Retry-After and moves nothing.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false, METRICS_TOKEN: TOKEN, LEDGER_QUEUE_MAX: 3 } });
});
afterAll(async () => {
  if (t) await expectLedgerReconciles(t.database);
  await t?.close();
});

const scrape = async (authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ url: '/metrics', headers: { authorization, accept: 'application/json' } });

/** The sum of a series' samples that carry `labels` (others may differ), or undefined when there are none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => given[k] === v)) sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}

/** A member's main wallet to a vendor's: a posting through the ledger's group commit. */
const toVendor = (authorization: string, amount: number, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { authorization, language: 'en', 'idempotency-key': key },
    payload: { from: 'main', to: 'vendor:PG', amount },
  });

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const bare = await createTestApp({ env: { SEED_DEMO: false } });
    try {
      const res = await bare.app.inject({ url: '/metrics', headers: { accept: 'application/json' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await bare.close();
    }
  });

  it('answers only the bearer of the token, in the envelope otherwise', async () => {
    for (const authorization of ['', 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('shows requests by route, errors by code, postings, batches, caches, streams and the process', async () => {
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: await operatorAuth(t.app),
      payload: { wallet: { transferVendors: ['PG'] } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    for (let i = 0; i < 5; i += 1) await t.app.inject({ url: '/wps/system/status' });
    await t.app.inject({ url: '/wps/lottery/nothing-here', headers: { accept: 'application/json' } });
    const player = await withdrawingPlayer(t, 100);
    expect((await toVendor(player.authorization, 10)).statusCode).toBe(200);
    const bad = await toVendor(player.authorization, -1);
    expect(bad.statusCode).toBe(400);

    const reconciled = await t.app.inject({
      url: '/admin/api/ledger/reconcile',
      headers: await operatorAuth(t.app),
    });
    expect(reconciled.statusCode, reconciled.body).toBe(200);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = new AbortController();
    const events = await fetch(`${listeningUrl(t.app)}/lgw/lottery/events`, { signal: stream.signal });
    expect(events.status).toBe(200);
    try {
      const text = (await scrape()).body;
      const status = { method: 'GET', route: '/wps/system/status', status: '200' };
      expect(sample(text, 'portal_http_requests_total', status)).toBeGreaterThanOrEqual(5);
      expect(sample(text, 'portal_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(sample(text, 'portal_http_request_duration_seconds_count', { route: '/wps/system/status' })).toBe(
        sample(text, 'portal_http_requests_total', status),
      );
      expect(
        sample(text, 'portal_http_request_duration_seconds_bucket', { route: '/wps/system/status', le: '+Inf' }),
      ).toBeGreaterThanOrEqual(5);
      expect(
        sample(text, 'portal_http_errors_total', { code: 'VALIDATION_FAILED', status: '400' }),
      ).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_http_errors_total', { code: 'NOT_FOUND' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_ledger_postings_total', { path: 'group' })).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'portal_batch_size_count', { queue: 'wallet' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_batch_wait_seconds_count', { queue: 'wallet' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_batch_queue_depth', { queue: 'wallet' })).toBe(0);
      expect(sample(text, 'portal_cache_lookups_total', { cache: 'settings', result: 'hit' })).toBeGreaterThan(0);
      expect(sample(text, 'portal_open_connections', { kind: 'lottery_stream' })).toBe(1);
      expect(sample(text, 'portal_open_connections', { kind: 'chat_socket' })).toBe(0);
      expect(sample(text, 'portal_ledger_reconciliation_problems')).toBe(0);
      expect(sample(text, 'portal_ledger_reconciled_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 600);
      expect(sample(text, 'portal_process_cpu_seconds_total')).toBeGreaterThan(0);
      expect(sample(text, 'portal_nodejs_eventloop_lag_seconds')).toBeDefined();
      if (onPostgres) expect(sample(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } finally {
      stream.abort();
    }
  });
});

describe('the dashboard and the alert rules in ops/', () => {
  const ops = path.resolve(import.meta.dirname, '../../../ops');
  const alerts = fs.readFileSync(path.join(ops, 'prometheus/alerts.yml'), 'utf8');
  const dashboard = fs.readFileSync(path.join(ops, 'grafana/portal-dashboard.json'), 'utf8');

  it('alert on 5xx, p99, job failures and a reconciliation break', () => {
    const rules = (parseYaml(alerts) as { groups: { rules: { alert: string; expr: string }[] }[] }).groups.flatMap(
      (group) => group.rules,
    );
    const names = rules.map((rule) => rule.alert);
    for (const name of [
      'PortalHigh5xxRate',
      'PortalSlowRequestsP99',
      'PortalJobFailures',
      'PortalLedgerReconciliationBreak',
    ])
      expect(names).toContain(name);
    expect((JSON.parse(dashboard) as { panels: unknown[] }).panels.length).toBeGreaterThan(10);
  });

  it('name only series the server exports', async () => {
    const exported = new Set(
      [...(await scrape()).body.matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
      ),
    );
    const named = new Set([...`${alerts}\n${dashboard}`.matchAll(/\bportal_\w+/g)].map(([name]) => name));
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe.runIf(onPostgres)('ledger back-pressure on PostgreSQL', () => {
  it('answers 503 BUSY with Retry-After past LEDGER_QUEUE_MAX waiting postings, and moves nothing for them', async () => {
    const player = await withdrawingPlayer(t, 100);
    const wallet = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance_minor'])
      .where('member_id', '=', player.id)
      .where('code', '=', 'main')
      .executeTakeFirstOrThrow();
    // The wallet's row locked by another connection: the first batches wait on it, the rest queue.
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    const schema = (
      await t.database.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()
    ).s;
    await blocker.query('begin');
    await blocker.query(`select 1 from "${schema}".ledger_accounts where id = $1 for update`, [wallet.id]);
    const keys = Array.from({ length: 12 }, () => newKey());
    const answers = Promise.all(keys.map((key) => toVendor(player.authorization, 1, key)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await blocker.query('commit');
    await blocker.end();
    const results = await answers;

    const busy = results.filter((r) => r.statusCode === 503);
    const taken = results.filter((r) => r.statusCode === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(taken.length + busy.length).toBe(keys.length);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ success: false, code: 'BUSY', value: { retryAfterSeconds: 1 } });
    }
    const after = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('id', '=', wallet.id)
      .executeTakeFirstOrThrow();
    expect(after.balance_minor).toBe(wallet.balance_minor - taken.length * 100);

    // A refused call tried again with its key is taken, once.
    const again = keys[results.findIndex((r) => r.statusCode === 503)]!;
    expect((await toVendor(player.authorization, 1, again)).statusCode).toBe(200);
    expect((await toVendor(player.authorization, 1, again)).statusCode).toBe(200);
    const last = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('id', '=', wallet.id)
      .executeTakeFirstOrThrow();
    expect(last.balance_minor).toBe(after.balance_minor - 100);
    expect(sample((await scrape()).body, 'portal_batch_refused_total', { queue: 'wallet' })).toBe(busy.length);
  });
});
