import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, openPage, portalPerFile } from './harness.ts';

/*
 * The installable app in Chromium. Lighthouse 12 dropped its PWA category (docs/decisions/
 * 025-installable-app.md), so this checks what its `installable-manifest` audit checked: Chromium's
 * own installability verdict over CDP (Page.getInstallabilityErrors) is empty on the home page, the
 * manifest has the fields, and a service worker controls the page. Then offline: a navigation
 * shows the offline page in the visitor's language, the API is never answered from a cache, and
 * the page comes back by itself. Then the download modal's install guide as each device sees it.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const portal = portalPerFile({ env: { SEED_DEMO: false } });

/** The home page, controlled by the service worker (it claims the page once it activates). */
async function controlledHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('page-home').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'), null, {
    timeout: 15_000,
  });
  return page;
}

describe('installable app in Chromium', () => {
  it("passes Chromium's installability check: manifest fields, icons, a controlling service worker", async () => {
    // Chromium never offers to install from an incognito profile, which a new context is: a real one.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'app-install-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: portal.baseUrl,
      viewport: { width: 1366, height: 800 },
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await controlledHome(context);
    const cdp = await context.newCDPSession(page);

    // Chromium fetches the manifest and icons on its own schedule: poll its verdict briefly.
    let errors: { errorId: string }[] = [{ errorId: 'not-checked' }];
    for (let tries = 0; tries < 30 && errors.length > 0; tries++) {
      ({ installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      });
      if (errors.length > 0) await page.waitForTimeout(300);
    }
    expect(errors).toEqual([]);

    const {
      url,
      errors: manifestErrors,
      data,
    } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
      data?: string;
    };
    expect(url).toBe(`${portal.baseUrl}/manifest.webmanifest`);
    expect(manifestErrors).toEqual([]);
    const manifest = JSON.parse(data!) as Record<string, unknown> & {
      icons: { sizes: string; purpose: string; src: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Lotus Play',
      short_name: 'Lotus Play',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0d1117',
      theme_color: '#0d1117',
    });
    expect(manifest.icons.map((i) => `${i.sizes}/${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']),
    );
    // The icons the manifest names load as images of their size.
    const sizes = await page.evaluate(
      async (srcs) => {
        return Promise.all(
          srcs.map(
            (src) =>
              new Promise<string>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
                img.onerror = () => resolve('error');
                img.src = src;
              }),
          ),
        );
      },
      manifest.icons.map((i) => i.src),
    );
    expect(sizes).toEqual(manifest.icons.map((i) => i.sizes));

    // An installable site in a real profile: Chromium offers its prompt, and the card an Install button.
    await page.getByTestId('open-download').click();
    await page.getByTestId('install-card').getByTestId('install-button').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('install-button').textContent()).toBe('Install Lotus Play');
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('offline: a navigation shows the offline page, the API is never served from a cache, and the page comes back', async () => {
    const context = await portal.newContext({ lang: 'en' });
    const page = await controlledHome(context);
    // What the worker cached: the shell and the offline page, never an API answer or index.html.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest', '/favicon.svg']));
    expect(cached.filter((u) => /^\/(wps|lgw|lotto|admin)\b/.test(u) || u === '/' || u === '/index.html')).toEqual([]);

    await context.setOffline(true);
    await page.goto('/promotions');
    await page.getByTestId('offline-page').waitFor();
    await expect.poll(() => page.getByTestId('offline-title').textContent()).toBe('You are offline');
    expect(await page.getByTestId('offline-text').textContent()).toContain('Lotus Play needs an internet connection');
    expect(await page.title()).toBe('You are offline · Lotus Play');
    // Money is always live: with the network down, an API call fails rather than show old data.
    const status = await page.evaluate(() =>
      fetch('/wps/system/status').then(
        (r) => r.status,
        () => 'network error',
      ),
    );
    expect(status).toBe('network error');

    // Back online, the page reloads by itself (the `online` event) to the address asked for.
    await context.setOffline(false);
    await page.getByTestId('page-promotions').waitFor();
    expect(page.url()).toBe(`${portal.baseUrl}/promotions`);

    // Or by the Try again button: while the network is still down, the offline page again; once
    // it is back, the page asked for.
    await context.setOffline(true);
    await page.goto('/help');
    await page.getByTestId('offline-retry').click();
    await page.getByTestId('offline-page').waitFor();
    await context.setOffline(false);
    await page.getByTestId('page-help').or(page.getByTestId('offline-retry')).first().waitFor();
    if (await page.getByTestId('offline-retry').isVisible()) await page.getByTestId('offline-retry').click();
    await page.getByTestId('page-help').waitFor();
    await context.close();
  });

  it("words the offline page in the browser's language when the visitor chose none", async () => {
    const context = await portal.browser.newContext({ baseURL: portal.baseUrl, locale: 'th-TH' });
    const page = await controlledHome(context);
    await context.setOffline(true);
    await page.goto('/help');
    await expect.poll(() => page.getByTestId('offline-title').textContent()).toBe('คุณออฟไลน์อยู่');
    expect(await page.getByTestId('offline-retry').textContent()).toBe('ลองอีกครั้ง');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    await context.close();
  });

  it('the download modal: on iPhone, Safari’s Add to Home Screen steps; where no app ships, the site’s code', async () => {
    const context = await portal.browser.newContext({
      baseURL: portal.baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('menu-open').click();
    await page.getByTestId('open-download').click();
    const card = page.getByTestId('install-card');
    await card.waitFor();
    // The iOS tab opens first on an iPhone; the brand ships no app, so the site installs instead.
    expect(await page.getByTestId('download-tab-ios').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('download-site-qr').getAttribute('data-qr-value')).toBe(portal.baseUrl);
    const steps = card.getByTestId('install-steps-ios');
    expect(await steps.locator('li').allTextContents()).toEqual([
      'Open this site in Safari.',
      'Tap the Share button in the toolbar.',
      'Scroll down and tap Add to Home Screen, then Add.',
      'Open Lotus Play from its new icon on your home screen.',
    ]);
    await page.getByTestId('download-tab-android').click();
    expect(await page.getByTestId('install-steps-android').first().isVisible()).toBe(true);
    await context.close();
  });

  it('says so when opened from the home screen (iOS: navigator.standalone)', async () => {
    const context = await portal.browser.newContext({
      baseURL: portal.baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
    });
    // What iOS Safari sets on a page launched from its home-screen icon.
    await context.addInitScript(() => {
      localStorage.setItem('lang', 'en');
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('menu-open').click();
    await page.getByTestId('open-download').click();
    await page.getByTestId('install-installed').waitFor();
    expect(await page.getByTestId('install-installed').textContent()).toBe(
      'Lotus Play is installed on this device. Open it from your home screen or app list.',
    );
    expect(await page.getByTestId('install-card').getByTestId('install-steps-ios').count()).toBe(0);
    await context.close();
  });

  it('on a computer whose browser cannot install, gives the site’s code to open on a phone', async () => {
    const { context, page } = await openPage(portal, { path: '/download', ready: 'page-download', lang: 'en' });
    const card = page.getByTestId('install-card');
    await card.getByTestId('install-other-browser').waitFor();
    expect(await card.getByTestId('install-site-qr').getAttribute('data-qr-value')).toBe(portal.baseUrl);
    // The page lists both phones' steps too.
    expect(await page.getByTestId('install-steps-ios').count()).toBe(1);
    expect(await page.getByTestId('install-steps-android').count()).toBe(1);
    await context.close();
  });
});
