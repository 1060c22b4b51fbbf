import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorMessages } from '@portal/shared/error-messages';
import { createTestApp, type TestApp } from './test-app.ts';

// Over a real socket, with a built web client of our own in a temporary WEB_DIST_DIR.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body>portal</body></html>';
let distDir: string;
let t: TestApp;
let base: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(distDir, 'assets', 'x.js'), 'console.log("x");');
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir, SEED_DEMO: false } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the API over HTTP', () => {
  it('answers /wps/system/status in the envelope, with the socket’s address as the visitor', async () => {
    const res = await fetch(`${base}/wps/system/status`, { headers: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as { value: { location: { ip: string } } };
    expect(body).toMatchObject({ success: true, message: null, code: null, value: { status: 0 } });
    expect(body.value.location.ip).toBe('127.0.0.1');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await fetch(`${base}/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/wps/system/status']).toBeDefined();
  });

  it('answers malformed JSON, a bad URL and an unknown path with envelopes', async () => {
    const malformed = await fetch(`${base}/admin/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'id' },
      body: '{"username":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'MALFORMED_JSON', message: errorMessages.id.MALFORMED_JSON });
    const badUrl = await fetch(`${base}/wps/%E0%A4%A`);
    expect(badUrl.status).toBe(404);
    expect(await badUrl.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unknown = await fetch(`${base}/lgw/nothing`, { headers: { language: 'th' } });
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.th.NOT_FOUND });
  });
});

describe('the web client', () => {
  it('serves index.html, never cached, for any page path asked as HTML', async () => {
    for (const page of ['/', '/promotions', '/lobby/RNG', '/member/wallet?tab=2']) {
      const res = await fetch(`${base}${page}`, { headers: html });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await fetch(`${base}/assets/x.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the strict CSP and nosniff with the HTML as well', async () => {
    const res = await fetch(`${base}/`, { headers: html });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the 404 envelope for API paths and missing assets, even when HTML is asked for', async () => {
    for (const url of ['/wps/unknown', '/lgw/unknown', '/admin/api/unknown', '/assets/missing.js', '/healthz/x']) {
      const res = await fetch(`${base}${url}`, { headers: { ...html, language: 'en' } });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('answers non-HTML requests for page paths and non-GET methods with the 404 envelope', async () => {
    const json = await fetch(`${base}/promotions`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await fetch(`${base}/promotions`, { method: 'POST', headers: html });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
