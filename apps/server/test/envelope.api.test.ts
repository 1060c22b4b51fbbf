import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/error-messages';
import { LANGUAGES } from '@portal/shared/languages';
import { createTestApp, operatorAuth, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: false } });
});
afterAll(async () => t?.close());

const expectErrorEnvelope = (body: Record<string, unknown>) => {
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId', 'success', 'value']);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(typeof body.code).toBe('string');
  expect(body.requestId).toMatch(/^[\w-]{8,64}$/);
};

describe('unknown paths', () => {
  const paths = [
    '/wps/does-not-exist',
    '/lgw/games/nothing',
    '/admin/api/nothing',
    '/admin/nothing',
    '/wps/system/status/extra',
  ];

  it.each(LANGUAGES)('answer a 404 envelope in %s, as the Language header asks', async (language) => {
    for (const url of paths) {
      const res = await t.app.inject({ url, headers: { language } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json();
      expectErrorEnvelope(body);
      expect(body).toMatchObject({ code: 'NOT_FOUND', value: null, message: errorMessages[language].NOT_FOUND });
      expect(body.requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('answer a wrong method on a known path, and every method, with the 404 envelope', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const res = await t.app.inject({ method, url: '/wps/system/status', headers: { language: 'en' } });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('answer a URL that does not decode with the envelope, not Fastify’s own body', async () => {
    for (const url of ['/wps/%', '/%E0%A4%A', '/admin/api/%zz']) {
      const res = await t.app.inject({ url, headers: { language: 'vi' } });
      expect(res.statusCode, url).toBe(404);
      const body = res.json();
      expectErrorEnvelope(body);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.vi.NOT_FOUND });
      expect(res.headers['x-request-id']).toBe(body.requestId);
    }
  });
});

describe('the request language', () => {
  it('falls back to Accept-Language when there is no Language header, by quality', async () => {
    const res = await t.app.inject({ url: '/wps/nope', headers: { 'accept-language': 'fr;q=1, th;q=0.4, id;q=0.7' } });
    expect(res.json().message).toBe(errorMessages.id.NOT_FOUND);
  });

  it('prefers the Language header over Accept-Language, and ignores an unsupported one', async () => {
    const both = await t.app.inject({ url: '/wps/nope', headers: { language: 'th', 'accept-language': 'en' } });
    expect(both.json().message).toBe(errorMessages.th.NOT_FOUND);
    const unknown = await t.app.inject({
      url: '/wps/nope',
      headers: { language: 'klingon', 'accept-language': 'en-GB' },
    });
    expect(unknown.json().message).toBe(errorMessages.en.NOT_FOUND);
  });

  it('is the brand default (pt-BR) with neither header, and follows the operator’s choice', async () => {
    const before = await t.app.inject({ url: '/lgw/nope' });
    expect(before.json().message).toBe(errorMessages['pt-BR'].NOT_FOUND);
    const auth = await operatorAuth(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { locale: { defaultLanguage: 'zh-CN' } },
    });
    expect(patch.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/lgw/nope' });
    expect(after.json().message).toBe(errorMessages['zh-CN'].NOT_FOUND);
    const bad = await t.app.inject({ url: '/%', headers: {} });
    expect(bad.json().message).toBe(errorMessages['zh-CN'].NOT_FOUND);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: auth,
      payload: { locale: { defaultLanguage: 'pt-BR' } },
    });
  });
});

describe('success envelope and request ids', () => {
  it('wraps every success as { success, value, message, code } without a request id', async () => {
    for (const url of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/wps/system/helpCenter',
      '/wps/system/encryption-key',
      '/wps/system/banners?group=home',
      '/healthz',
      '/readyz',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort(), url).toEqual(['code', 'message', 'success', 'value']);
      expect(body).toMatchObject({ success: true, message: null, code: null });
      expect(body.value).not.toBeNull();
    }
  });

  it('echoes a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const good = await t.app.inject({ url: '/wps/nope', headers: { 'x-request-id': 'trace-abc-12345678' } });
    expect(good.headers['x-request-id']).toBe('trace-abc-12345678');
    expect(good.json().requestId).toBe('trace-abc-12345678');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const res = await t.app.inject({ url: '/wps/nope', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
      expect(res.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

const cspDirectives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
  );

describe('security headers', () => {
  it('gives JSON answers, success and failure, the REST set: nothing may render, frame, sniff or read them', async () => {
    for (const url of ['/wps/system/status', '/wps/nope', '/admin/api/settings', '/healthz']) {
      const res = await t.app.inject({ url });
      expect(cspDirectives(res.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // The document-only headers stay with the pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('gives pages (the docs here; the web client in listen.api.test.ts) the full strict policy', async () => {
    const res = await t.app.inject({ url: '/docs' });
    const directives = cspDirectives(res.headers['content-security-policy']);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('health and docs', () => {
  it('/healthz answers while the process lives; /readyz names the database it reached', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json().value).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json().value).toEqual({
      status: 'ready',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('/docs serves the browsable HTML and /docs/json the generated OpenAPI document', async () => {
    const html = await t.app.inject({ url: '/docs' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('swagger');
    const doc = await t.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/system/banners', '/admin/api/settings']),
    );
    expect(openapi.paths['/wps/system/status'].get).toBeDefined();
    expect(openapi.paths['/admin/api/settings'].patch.security).toEqual([{ bearerAuth: [] }]);
  });
});
