import path from 'node:path';
import fs from 'node:fs';
import { startPortal } from '../apps/web/e2e/harness.ts';

/**
 * Screenshots of the pages this work touched, for review: `node --import tsx scripts/screenshots.ts`
 * after `npm run build`. Written to docs/screenshots/.
 */
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
fs.mkdirSync(out, { recursive: true });

const viewports = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;
const portal = await startPortal();

async function shoot(
  name: string,
  route: string,
  options: { viewport: keyof typeof viewports; theme: 'dark' | 'light'; lang?: string; testId: string },
  before?: (page: import('playwright-core').Page) => Promise<void>,
) {
  const context = await portal.newContext({ ...viewports[options.viewport], theme: options.theme, lang: options.lang });
  const page = await context.newPage();
  await page.goto(route);
  await page.getByTestId(options.testId).waitFor();
  await page.waitForLoadState('networkidle');
  if (before) await before(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

try {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await shoot(`home-${viewport}-${theme}`, '/', { viewport, theme, testId: 'page-home' });
    }
  }
  await shoot(
    'home-desktop-dark-mini-menu-en',
    '/',
    { viewport: 'desktop', theme: 'dark', lang: 'en', testId: 'page-home' },
    (p) => p.getByTestId('side-menu-toggle').click(),
  );
  await shoot('home-phone-light-footer', '/', { viewport: 'phone', theme: 'light', testId: 'page-home' }, async (p) => {
    await p.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await p.waitForTimeout(800);
  });
  await shoot('home-phone-dark-drawer', '/', { viewport: 'phone', theme: 'dark', testId: 'page-home' }, (p) =>
    p.getByTestId('menu-open').click(),
  );
  await shoot(
    'download-modal-desktop-light',
    '/',
    { viewport: 'desktop', theme: 'light', testId: 'page-home' },
    async (p) => {
      await p.getByTestId('open-download').click();
      await p.getByTestId('modal').waitFor();
    },
  );
  await shoot('lobby-rng-desktop-dark-th', '/rng', {
    viewport: 'desktop',
    theme: 'dark',
    lang: 'th',
    testId: 'page-lobby',
  });
  await shoot('register-phone-light-vi', '/register', {
    viewport: 'phone',
    theme: 'light',
    lang: 'vi',
    testId: 'page-register',
  });
  await shoot('help-center-desktop-light-zh', '/helpmc', {
    viewport: 'desktop',
    theme: 'light',
    lang: 'zh-CN',
    testId: 'page-help-center',
  });

  await portal.patchSettings({ maintenance: { enabled: true, endAt: '2026-12-01T06:00:00Z' } });
  await shoot('maintenance-desktop-dark', '/', { viewport: 'desktop', theme: 'dark', testId: 'maintenance-page' });
  await shoot('maintenance-phone-light-en', '/', {
    viewport: 'phone',
    theme: 'light',
    lang: 'en',
    testId: 'maintenance-page',
  });
  await portal.patchSettings({
    maintenance: { enabled: false },
    regionRestriction: { enabled: true, ipDenyList: ['127.0.0.1', '::1'] },
  });
  await shoot('restricted-desktop-light-id', '/', {
    viewport: 'desktop',
    theme: 'light',
    lang: 'id',
    testId: 'restricted-page',
  });
  await shoot('restricted-phone-dark', '/', { viewport: 'phone', theme: 'dark', testId: 'restricted-page' });
} finally {
  await portal.close();
}
