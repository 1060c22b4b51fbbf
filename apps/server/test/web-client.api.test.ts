import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BANNER_SLOT, paintFirstBanner } from '../src/platform/web-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The HTML of the home page names its first banner (the largest paint) in a preload Link header,
// and paints it in the outline the page shows before its JavaScript runs.
const HOME_CHUNK = '<link rel="modulepreload" crossorigin href="/assets/home-page-x1.js">';
let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><html lang="pt-BR" data-theme="dark"><head><meta name="theme-color" content="#0d1117" /></head><body>portal<div id="root"></div><div class="boot-shell">${BANNER_SLOT}</div></body></html>`,
  );
  // The build's home.html: index.html naming the home page's chunk (apps/web/build/first-page-html.ts).
  fs.writeFileSync(
    path.join(distDir, 'home.html'),
    `<!doctype html><html lang="pt-BR" data-theme="dark"><head><meta name="theme-color" content="#0d1117" />${HOME_CHUNK}</head><body>portal<div id="root"></div><div class="boot-shell">${BANNER_SLOT}</div></body></html>`,
  );
  fs.writeFileSync(
    path.join(distDir, 'admin.html'),
    '<!doctype html><html lang="pt-BR" data-theme="dark"><body>console</body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('preload of the home page banner', () => {
  it('names the first home banner on the home paths', async () => {
    const first = await t.database.db
      .selectFrom('banners')
      .select('image_url')
      .where('group_name', '=', 'home')
      .where('enabled', '=', true)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const url of ['/', '/home', '/index?x=1']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBe(`<${first.image_url}>; rel=preload; as=image; fetchpriority=high`);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(
        `<div class="boot-shell__banner"><img src="${first.image_url}" alt="" width="1200" height="400" fetchpriority="high"></div>`,
      );
    }
  });

  it('paints no operator text: an image address that is not a plain path of ours is left out', () => {
    const page = `<body>${BANNER_SLOT}</body>`;
    for (const hostile of [
      '/media/x.svg"><script>alert(1)</script>',
      'https://cdn.example/x.svg',
      '//evil/x.svg',
      '',
    ]) {
      expect(paintFirstBanner(page, hostile), hostile).toBe(page);
    }
    expect(paintFirstBanner(page, '/media/banners/home-1.svg')).toContain('<img src="/media/banners/home-1.svg"');
  });

  it('names nothing on other pages', async () => {
    const res = await t.app.inject({ url: '/rng', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toContain(BANNER_SLOT);
  });

  it("sends home.html, which names the home page's code, on the home paths only", async () => {
    for (const url of ['/', '/home', '/index?x=1']) {
      const res = await t.app.inject({ url, headers: { ...html, cookie: 'theme=light' } });
      expect(res.body, url).toContain(HOME_CHUNK);
      expect(res.body, url).toContain('data-theme="light"');
    }
    for (const url of ['/rng', '/homes', '/elott']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('portal');
      expect(res.body, url).not.toContain(HOME_CHUNK);
    }
  });
});

describe('the back office page', () => {
  it('answers /admin and its pages with admin.html, kept out of search engines', async () => {
    for (const url of ['/admin', '/admin/', '/admin/members/12', '/admin?x=1']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('console');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('never answers the console for player paths, nor HTML for the operator API', async () => {
    expect((await t.app.inject({ url: '/administrator', headers: html })).body).toContain('portal');
    const api = await t.app.inject({ url: '/admin/api/nothing-here', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('the pages compressed', () => {
  it('answers brotli or gzip as the browser accepts, and plain text to one that accepts neither', async () => {
    for (const url of ['/', '/rng', '/admin']) {
      const br = await t.app.inject({ url, headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('accept-encoding');
      const brText = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');

      const gzip = await t.app.inject({ url, headers: { ...html, 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8'), url).toBe(brText);

      const plain = await t.app.inject({ url, headers: { ...html, 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(brText);
      expect(plain.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });
});

describe("the page in the visitor's theme", () => {
  it('arrives in the theme its cookie names, the default one for none or a made-up one', async () => {
    for (const url of ['/', '/rng', '/admin']) {
      const light = await t.app.inject({ url, headers: { ...html, cookie: 'lang=th; theme=light' } });
      expect(light.body, url).toContain('data-theme="light"');
      expect(light.body, url).not.toContain('data-theme="dark"');
      expect(light.headers.vary, url).toContain('cookie');
      for (const cookie of [undefined, 'theme=dark', 'theme=neon', 'xtheme=light', 'theme=<script>']) {
        const res = await t.app.inject({ url, headers: cookie ? { ...html, cookie } : html });
        expect(res.body, `${url} ${cookie}`).toContain('data-theme="dark"');
      }
    }
    const home = await t.app.inject({ url: '/', headers: { ...html, cookie: 'theme=light' } });
    expect(home.body).toContain('<meta name="theme-color" content="#ffffff"');
    expect(home.body).toContain('<div class="boot-shell__banner"><img src=');
  });
});
