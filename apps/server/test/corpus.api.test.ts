import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@portal/shared/languages';
import { systemClock } from '../src/platform/clock.ts';
import { createSessionStore } from '../src/platform/sessions.ts';
import { API_PREFIXES } from '../src/platform/web-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * "No request, however malformed, yields a 500 or a body outside the envelope": a corpus of
 * malformed requests at every route of the OpenAPI document, the probes and unknown paths.
 */
let t: TestApp;
let distDir: string;
let routes: { method: string; url: string }[];
let operatorId: number;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir, BODY_LIMIT_BYTES: 4096 } });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
  );
  routes.push({ method: 'GET', url: '/healthz' }, { method: 'GET', url: '/readyz' });
  // A well-formed GET of an event stream answers with a stream that never ends (inject would wait
  // for ever); its bad input is covered by its own tests (lottery-engine.api.test.ts).
  routes = routes.filter((r) => !(r.method === 'GET' && STREAMS.has(r.url)));
  operatorId = (await t.database.db.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A foreign vendor's protocol served by the demo, not the portal's API. */
const VENDOR_PROTOCOL = /^\/demo-provider\/transfer\/[^/]+\/merchant-api\/[^/]+$/;

/** Server-sent event streams. */
const STREAMS = new Set(['/lgw/lottery/events']);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const ascii = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });

const segment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  ascii(12).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '.', '~', ';x=1', 'status', 'system', 'x'.repeat(300)),
);
const suffix = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const unknownPath = fc
  .tuple(fc.constantFrom('/wps/', '/lgw/', '/lotto/', '/admin/api/', '/admin/', '/dev/', '/', '/wps/system/'), suffix)
  .map(([prefix, rest]) => prefix + rest.slice(1));

const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.oneof(ascii(8), fc.constantFrom('group', 'url', 'a[b]', '__proto__')), ascii(20)), {
      maxLength: 4,
    })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`),
  fc.constantFrom(
    '?group=home',
    '?group=home&group=rng',
    '?%',
    '?&&==',
    '?a=%zz',
    '?group[]=home',
    `?url=${'u'.repeat(600)}`,
  ),
);

const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/octet-stream',
      'application/xml',
      ';;;',
      '*/*',
    ),
    ascii(30),
  ),
  { nil: undefined },
);

const body = fc.option(
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
    fc.json({ maxDepth: 2 }).chain((json) => fc.nat(json.length).map((cut) => json.slice(0, cut))),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      '{"username":"admin","password":"x"}',
      '{"__proto__":{"a":1}}',
      '{"constructor":{"prototype":{}}}',
      '{"flags":{"chat":"yes"},"maintenance":{"startAt":"x"}}',
      '{"jwe":"a.b.c.d.e"}',
      '[]',
      '',
    ),
    fc.integer({ min: 3000, max: 6000 }).map((n) => `{"a":"${'x'.repeat(n)}"}`),
  ),
  { nil: undefined },
);

type AuthKind = 'none' | 'valid' | 'garbage' | 'huge' | 'basic';
const auth = fc.constantFrom<AuthKind>('none', 'none', 'valid', 'garbage', 'huge', 'basic');

const request = fc.record({
  route: fc.nat(),
  target: fc.constantFrom('route', 'route', 'route+suffix', 'unknown'),
  suffix,
  unknownPath,
  methodFromRoute: fc.boolean(),
  method: fc.constantFrom(...METHODS),
  query,
  contentType,
  body,
  auth,
  authGarbage: ascii(80),
  language: fc.option(fc.oneof(fc.constantFrom(...LANGUAGES), ascii(40)), { nil: undefined }),
  acceptLanguage: fc.option(ascii(40), { nil: undefined }),
  accept: fc.option(
    fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', 'text/html,*/*;q=0.8'), ascii(20)),
    {
      nil: undefined,
    },
  ),
  requestId: fc.option(ascii(70), { nil: undefined }),
  forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), ascii(30)), { nil: undefined }),
});

/** As the server sees it: clients (and inject) resolve dot segments before sending. */
/** The path as the server reads it; one starting '//' reads as a URL with an empty host, which URL refuses. */
const pathOf = (url: string) =>
  URL.canParse(url, 'http://portal.test') ? new URL(url, 'http://portal.test').pathname : url;
const isApiPath = (url: string) => API_PREFIXES.some((p) => pathOf(url).startsWith(p));

describe('a corpus of malformed requests', () => {
  it('never yields a 500 or a body outside the envelope', async () => {
    const sessions = createSessionStore({ db: t.database.db, clock: systemClock });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const route = routes[r.route % routes.length]!;
        const url =
          r.target === 'unknown' ? r.unknownPath : r.target === 'route+suffix' ? route.url + r.suffix : route.url;
        const method = r.methodFromRoute && r.target !== 'unknown' ? route.method : r.method;
        const headers: Record<string, string> = {};
        if (r.contentType !== undefined) headers['content-type'] = r.contentType;
        if (r.language !== undefined) headers.language = r.language;
        if (r.acceptLanguage !== undefined) headers['accept-language'] = r.acceptLanguage;
        if (r.accept !== undefined) headers.accept = r.accept;
        if (r.requestId !== undefined) headers['x-request-id'] = r.requestId;
        if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = r.forwardedFor;
        if (r.auth === 'valid') headers.authorization = `Bearer ${await sessions.issue('operator', operatorId, 5)}`;
        if (r.auth === 'garbage') headers.authorization = r.authGarbage;
        if (r.auth === 'huge') headers.authorization = `Bearer ${'A'.repeat(8000)}`;
        if (r.auth === 'basic') headers.authorization = 'Basic YWRtaW46YWRtaW4=';

        const res = await t.app.inject({
          method,
          url: url + r.query,
          headers,
          ...(r.body !== undefined ? { payload: r.body } : {}),
        });
        const where = `${method} ${url}${r.query} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.statusCode, where).toBeGreaterThanOrEqual(200);

        if (res.statusCode >= 300 && res.statusCode < 400) {
          // Social sign-in's browser navigations answer with a redirect (to the provider or to
          // the web page that shows the error), never with a page or a body of their own.
          expect(['GET', 'HEAD'], where).toContain(method);
          expect(pathOf(url), where).toMatch(/^\/wps\/social\/[^/]+\/(start|callback)$/);
          expect(String(res.headers.location ?? ''), where).toMatch(/^(\/|https?:\/\/)/);
          return;
        }
        const type = String(res.headers['content-type'] ?? '');
        if (type.startsWith('text/html')) {
          expect(headers.accept ?? '', where).toContain('text/html');
          // The sandbox gateway is a site of its own: a browser also posts its pay form and gets a page.
          if (pathOf(url).startsWith('/sandbox-gateway/')) return;
          expect(method === 'GET' || method === 'HEAD', where).toBe(true);
          expect(isApiPath(url), where).toBe(false);
          return;
        }
        // The installable app's manifest and icons are what browsers ask for, in their own formats.
        if (res.statusCode === 200 && (method === 'GET' || method === 'HEAD')) {
          if (pathOf(url) === '/manifest.webmanifest') {
            expect(type, where).toBe('application/manifest+json; charset=utf-8');
            if (method === 'GET')
              expect(typeof (JSON.parse(res.body) as { name?: unknown }).name, where).toBe('string');
            return;
          }
          if (pathOf(url).startsWith('/app-icons/')) {
            expect(type, where).toBe('image/png');
            return;
          }
        }
        expect(type, where).toBe('application/json; charset=utf-8');
        if (method === 'HEAD') return; // no body by definition; the headers say what it would be
        const envelope = JSON.parse(res.body) as Record<string, unknown>;
        // The demo transfer vendor stands in for a third party: once its merchant API takes the
        // call, it answers in that vendor's own format ({ status, reason }), which our transfer
        // adapter reads.
        if (method === 'POST' && VENDOR_PROTOCOL.test(pathOf(url)) && !('success' in envelope)) {
          expect(typeof envelope.status, where).toBe('string');
          return;
        }
        expect(typeof envelope.success, where).toBe('boolean');
        expect('value' in envelope, where).toBe(true);
        expect(envelope.message === null || typeof envelope.message === 'string', where).toBe(true);
        expect(envelope.code === null || typeof envelope.code === 'string', where).toBe(true);
        expect(envelope.success, where).toBe(res.statusCode < 400);
        if (!envelope.success) {
          expect(envelope.code, where).toMatch(/^[A-Z_]+$/);
          expect(envelope.message, where).toBeTypeOf('string');
          expect(envelope.requestId, where).toBe(res.headers['x-request-id']);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses a malformed event-stream filter in the envelope (the stream itself is tested over HTTP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/lgw/lottery/events?games=${'X'.repeat(401)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('covered every route of the OpenAPI document and the probes', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /wps/system/status',
        'GET /wps/system/banners',
        'PATCH /admin/api/settings',
        'POST /admin/api/session',
        'GET /healthz',
        'GET /readyz',
      ]),
    );
  });
});
