import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 30, traces: the production entry (server.ts) with OTEL_EXPORTER_OTLP_ENDPOINT sends its
 * spans by OTLP/HTTP to a collector. The collector here is a local HTTP server reading the
 * exporter's JSON as a collector would; the exporter, the SDK and the instrumentations are the
 * real ones. On PostgreSQL (TEST_DATABASE_URL) the request's SQL statements are spans of its trace.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Span {
  traceId: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const received: Span[] = [];
let collector: http.Server;
let server: ChildProcess;
let base: string;
let database: string | undefined;
let log = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Polls `check` every 200 ms until it answers something, or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms: number, what: string) {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  const text = value?.stringValue ?? value?.intValue;
  return text === undefined ? undefined : String(text);
};

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const collectorPort = (collector.address() as net.AddressInfo).port;

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PASSWORD_HASH_PROFILE: 'test',
    // Not what this test reads, and pg-boss's install would lengthen the embedded database's start.
    JOBS_ENABLED: 'false',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
    OTEL_SERVICE_NAME: 'tracing-test',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  };
  if (databaseUrl) {
    database = `trace_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  } else {
    env.DATA_DIR = 'memory://';
  }
  const port = await freePort();
  env.PORT = String(port);
  env.HOST = '127.0.0.1';
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await eventually(
    async () => ((await fetch(`${base}/healthz`).catch(() => null))?.ok ? true : undefined),
    120_000,
    'the server',
  );
}, 150_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await new Promise((resolve) => collector?.close(resolve));
  if (databaseUrl && database) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}, 30_000);

describe('OpenTelemetry traces', () => {
  it('sends each request as a span named by its route, with its request id, and its SQL in the same trace', async () => {
    const requestId = `trace-${randomBytes(6).toString('hex')}`;
    const res = await fetch(`${base}/wps/promotions`, { headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);

    const span = await eventually(
      () => received.find((s) => attribute(s, 'request.id') === requestId),
      20_000,
      'the request span',
    );
    expect(span.name).toBe('GET /wps/promotions');
    expect(attribute(span, 'http.route')).toBe('/wps/promotions');
    expect(attribute(span, 'http.response.status_code')).toBe('200');
    // Health checks are not traced: they would drown the requests worth reading.
    expect(received.some((s) => attribute(s, 'url.path') === '/healthz')).toBe(false);

    if (databaseUrl) {
      const statement = await eventually(
        () => received.find((s) => s.traceId === span.traceId && s.name.startsWith('pg.query')),
        20_000,
        'a SQL span in the request trace',
      );
      expect(attribute(statement, 'db.system.name')).toBe('postgresql');
    }
  });
});
