import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { createTestApp, operatorAuth, type TestApp } from '../../server/test/test-app.ts';

/**
 * The whole portal for a browser test: the real server on a test database (PGlite, or a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set) serving the built web client on a free port,
 * and Debian's chromium driven by playwright-core.
 */
export interface Portal {
  baseUrl: string;
  testApp: TestApp;
  browser: Browser;
  newContext(options?: {
    width?: number;
    height?: number;
    theme?: 'dark' | 'light';
    lang?: string;
  }): Promise<BrowserContext>;
  patchSettings(patch: unknown): Promise<void>;
  close(): Promise<void>;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export async function startPortal(): Promise<Portal> {
  const testApp = await createTestApp({ env: { RATE_LIMIT_MAX: 100_000 } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const auth = await operatorAuth(testApp.app);

  return {
    baseUrl,
    testApp,
    browser,
    async newContext({ width = 1366, height = 800, theme, lang } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
      await context.addInitScript(
        ([t, l]) => {
          if (t) localStorage.setItem('theme', t);
          if (l) localStorage.setItem('lang', l);
        },
        [theme ?? '', lang ?? ''],
      );
      return context;
    },
    async patchSettings(patch) {
      const res = await testApp.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: auth,
        payload: patch as object,
      });
      if (res.statusCode !== 200) throw new Error(`settings patch failed: ${res.body}`);
    },
    async close() {
      await browser.close();
      await testApp.close();
    },
  };
}
