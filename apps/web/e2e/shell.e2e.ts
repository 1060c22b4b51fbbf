import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BANNER_AUTOPLAY_MS } from '@portal/shared/constants';
import { openPage, portalPerFile } from './harness.ts';

const portal = portalPerFile();

describe('site shell in Chromium', () => {
  it('loads home with header, side menu, footer and banners, in Portuguese by default', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await page.getByTestId('page-home').waitFor();
    await expect(page.getByTestId('site-header').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('side-menu').isVisible()).resolves.toBe(true);
    // The footer renders once the first screen has painted (WhenIdle).
    await page.getByTestId('site-footer').waitFor();
    await page.getByTestId('banner').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches theme and remembers it across a reload', async () => {
    const { context, page } = await openPage(portal);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const reloaded = await page.reload();
    // The server sends the page in the chosen theme: its outline never flashes the dark one first.
    expect(await reloaded!.text()).toContain('data-theme="light"');
    await page.getByTestId('page-home').waitFor();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual([
      'light',
      'light',
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    await context.close();
  });

  it('switches language, remembering the previous one as hisLang', async () => {
    const { context, page } = await openPage(portal);
    const before = await page.getByTestId('site-footer').innerText();
    await page.getByTestId('lang-en').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect.poll(() => page.getByTestId('site-footer').innerText()).not.toBe(before);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'en',
      'pt-BR',
    ]);
    await context.close();
  });

  it('opens and closes a modal, locking and restoring page scroll', async () => {
    const { context, page } = await openPage(portal);
    await page.getByTestId('open-download').click();
    await page.getByTestId('modal').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByTestId('modal-close').click();
    await page.getByTestId('modal').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await context.close();
  });

  it('collapses the side menu to mini mode', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    expect(await menu.getAttribute('data-mini')).toBe('false');
    const wide = (await menu.boundingBox())!.width;
    await page.getByTestId('side-menu-toggle').click();
    expect(await menu.getAttribute('data-mini')).toBe('true');
    await expect.poll(async () => (await menu.boundingBox())!.width).toBeLessThan(wide);
    await context.close();
  });

  it('turns the banners by itself, but not for a visitor who asked for less motion', async () => {
    const open = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await portal.newContext();
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion });
      await page.goto('/');
      await page.locator('.banner-carousel .swiper-pagination-bullet').nth(1).waitFor();
      return page;
    };
    const shown = (page: Page) =>
      page.locator('.banner-carousel .swiper-slide-active').getAttribute('data-swiper-slide-index');
    const [moving, still] = await Promise.all([open('no-preference'), open('reduce')]);
    expect(await shown(still)).toBe('0');
    await expect.poll(() => shown(moving), { timeout: BANNER_AUTOPLAY_MS * 3 }).not.toBe('0');
    // Both pages started their turn together: by now the still one would have turned too.
    await still.waitForTimeout(1_500);
    expect(await shown(still)).toBe('0');
    // The dots still turn it.
    await still.locator('.banner-carousel .swiper-pagination-bullet').nth(1).click();
    await expect.poll(() => shown(still)).toBe('1');
  });

  it('follows an internal banner link', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.locator('[data-testid="banner"][data-link-type="INTERNAL"]').first();
    await banner.waitFor();
    await banner.click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.locator('main[data-testid^="page-"]').waitFor();
    await context.close();
  });
});

describe('status pages', () => {
  it('shows the maintenance page for status 1', async () => {
    // The brand's own support address (none by default): the page offers it as the way to reach support.
    await portal.patchSettings({
      maintenance: { enabled: true, endAt: '2099-12-31T23:00:00Z' },
      brand: { supportEmail: 'help@lotus-brand.com.br' },
    });
    const context = await portal.newContext({ lang: 'en' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByTestId('maintenance-page').waitFor();
      const text = await page.getByTestId('maintenance-page').innerText();
      expect(text).toContain('System Maintenance');
      expect(text).toContain('Contact Us');
      expect(text).toContain('help@lotus-brand.com.br');
      expect(text).toContain('2099');
    } finally {
      await context.close();
      await portal.patchSettings({ maintenance: { enabled: false }, brand: { supportEmail: '' } });
    }
  });

  it('shows the IP restriction page with the visitor IP for status 2', async () => {
    await portal.patchSettings({ regionRestriction: { enabled: true, ipDenyList: ['127.0.0.1', '::1'] } });
    const { context, page } = await openPage(portal, { ready: 'restricted-page', lang: 'en' });
    expect(await page.getByTestId('restricted-page').innerText()).toContain('IP Restriction');
    expect(await page.getByTestId('restricted-ip').innerText()).toContain('127.0.0.1');
    await context.close();
    await portal.patchSettings({ regionRestriction: { enabled: false, ipDenyList: [] } });
  });
});

describe('navigation', () => {
  it('prompts to reload when a page chunk fails to load', async () => {
    const context = await portal.newContext();
    const page = await context.newPage();
    await page.route(/\/assets\/help-page-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByTestId('page-home').waitFor();
    await page.evaluate(() => {
      history.pushState({}, '', '/help');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('chunk-error').waitFor();
    await context.close();
  });

  it('opens the side menu as a drawer on a phone and closes it on navigation', async () => {
    const { context, page } = await openPage(portal, { width: 390, height: 844 });
    await page.getByTestId('menu-open').click();
    const menu = page.getByTestId('side-menu');
    await expect.poll(() => menu.getAttribute('data-open')).toBe('true');
    await menu.locator('a[href="/promotions"]').first().click();
    await page.getByTestId('page-promotions').waitFor();
    await expect.poll(() => menu.getAttribute('data-open')).toBe('false');
    await context.close();
  });

  it('sends visitors to /login when the brand requires login for home', async () => {
    await portal.patchSettings({ flags: { loginRequiredForHome: true } });
    const context = await portal.newContext();
    const page = await context.newPage();
    await page.goto('/rng');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('page-login').waitFor();
    await page.goto('/helpmc');
    await page.getByTestId('page-help-center').waitFor();
    await context.close();
    await portal.patchSettings({ flags: { loginRequiredForHome: false } });
  });
});

describe("the member's language, kept on the server", () => {
  it('a switch is stored, and the next sign-in on another device speaks it', async () => {
    const { member, page, context } = await portal.signedInMember({ lang: 'en' });
    const stored = () =>
      portal.testApp.database.db
        .selectFrom('members')
        .select('language')
        .where('username', '=', member.username)
        .executeTakeFirstOrThrow()
        .then((row) => row.language);
    // A member who never chose one keeps the site's.
    await expect.poll(stored).toBe('en');
    await page.getByTestId('lang-th').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    await expect.poll(stored).toBe('th');
    await context.close();

    const other = await portal.newContext({ lang: 'en' });
    const phone = await other.newPage();
    await phone.goto('/');
    await phone.getByTestId('page-home').waitFor();
    expect(await phone.locator('html').getAttribute('lang')).toBe('en');
    await phone.getByTestId('header-login').click();
    await phone.getByTestId('field-username').fill(member.username);
    await phone.getByTestId('field-password').fill(member.password);
    await phone.getByTestId('login-submit').click();
    await phone.getByTestId('header-balance').waitFor();
    await expect.poll(() => phone.locator('html').getAttribute('lang')).toBe('th');
    expect(await stored()).toBe('th');
    // A reload keeps the language the page loads in (here ?lang=), and the server learns it.
    await phone.goto('/?lang=vi');
    await phone.getByTestId('header-balance').waitFor();
    await expect.poll(stored).toBe('vi');
    expect(await phone.locator('html').getAttribute('lang')).toBe('vi');
    await other.close();
  });
});
