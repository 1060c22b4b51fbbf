import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operatorAuth } from '../../server/test/test-app.ts';
import { portalPerFile } from './harness.ts';

/*
 * The calls the shell and the lobbies make beyond the basics: the brand's menu settings
 * (GET /wps/system/whitelabel), its domains (GET /wps/system/domainRoute), the slots lobby's new
 * vendors (GET /lgw/games/new-vendors), the PvP rooms (GET /wps/game/pvp/rooms) and the
 * customer-service lines (type 3 in a popup window).
 */

let auth: { authorization: string };
const portal = portalPerFile({ env: { SEED_DEMO: true } }, async (started) => {
  auth = await operatorAuth(started.testApp.app);
  // The demo ships chat on; the menu test starts from chat off to watch the menu follow a change.
  await started.patchSettings({ flags: { chat: false } });
});

async function call<T>(method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<T> {
  const res = await portal.testApp.app.inject({ method, url, headers: auth, payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
  return (res.json() as { value: T }).value;
}

/** The keys of the side menu's entries, in the order they are drawn. */
const drawnMenu = (page: Page) =>
  page
    .getByTestId('side-menu')
    .locator('[data-menu-key]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-menu-key')));

/** What the brand's menu settings say should be drawn: enabled keys in order, categories with vendors. */
async function expectedMenu(): Promise<string[]> {
  const { menus } = await call<{ menus: { key: string; enabled: boolean }[] }>('GET', '/wps/system/whitelabel');
  const gameMenus = await call<{ gameCategory: string; cards: unknown[] }[]>('GET', '/lgw/games/game_menus');
  const withVendors = new Set(gameMenus.filter((m) => m.cards.length > 0).map((m) => m.gameCategory));
  const categories = new Set(['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
  return menus.filter((m) => m.enabled && (!categories.has(m.key) || withVendors.has(m.key))).map((m) => m.key);
}

describe('side menu from the menu settings', () => {
  it("draws the whitelabel call's enabled entries in its order, and follows a change of the brand's flags", async () => {
    const context = await portal.newContext({ lang: 'en' });
    const page = await context.newPage();
    const whitelabel = page.waitForResponse((r) => r.url().endsWith('/wps/system/whitelabel') && r.ok());
    await page.goto('/');
    await whitelabel;
    await page.getByTestId('side-menu').locator('[data-menu-key="customerService"]').waitFor();
    const before = await expectedMenu();
    expect(before).toContain('referral');
    expect(before).not.toContain('chat');
    await expect.poll(() => drawnMenu(page)).toEqual(before);
    await page.getByTestId('side-menu').getByRole('button', { name: 'Invite friends' }).waitFor();
    await context.close();

    // Referral off and chat on: the call says so, and the menu follows it.
    await portal.patchSettings({ flags: { referral: false, chat: true } });
    try {
      const after = await expectedMenu();
      expect(after).not.toContain('referral');
      expect(after).toContain('chat');
      const next = await portal.newContext({ lang: 'en' });
      const again = await next.newPage();
      await again.goto('/');
      await again.getByTestId('open-chat').waitFor();
      await expect.poll(() => drawnMenu(again)).toEqual(after);
      expect(await again.getByTestId('side-menu').getByRole('button', { name: 'Invite friends' }).count()).toBe(0);
      await next.close();
    } finally {
      await portal.patchSettings({ flags: { referral: true, chat: false } });
    }
  });
});

describe('new vendors in the slots lobby', () => {
  const stripCodes = (page: Page) =>
    page
      .getByTestId('new-vendors')
      .locator('[data-testid^="new-vendor-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.replace('new-vendor-', '')));

  it("lists the vendors the new-vendors call answers, each opening its tab or its category's lobby", async () => {
    const answer = await call<{ vassalage: string; name: string }[]>('GET', '/lgw/games/new-vendors');
    expect(answer.map((v) => v.vassalage)).toEqual(['INHOUSE', 'CARD_HALL']);
    const context = await portal.newContext({ lang: 'en' });
    const page = await context.newPage();
    const called = page.waitForResponse((r) => new URL(r.url()).pathname === '/lgw/games/new-vendors' && r.ok());
    await page.goto('/rng');
    await called;
    await page.getByTestId('new-vendors').waitFor();
    expect(await stripCodes(page)).toEqual(['INHOUSE', 'CARD_HALL']);
    const studio = page.getByTestId('new-vendor-INHOUSE');
    expect(await studio.innerText()).toContain('Lotus Studio');
    expect(await studio.innerText()).toContain('New');
    expect(await studio.locator('img').getAttribute('src')).toBe('/games/vendor-inhouse.svg');

    // A vendor of this lobby opens its tab here.
    await studio.click();
    await expect.poll(() => page.getByTestId('vendor-tab-INHOUSE').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('lobby-count').getByText('4 games').waitFor();
    // A vendor of another category opens that lobby on its tab.
    await page.getByTestId('vendor-tab-all').click();
    await page.getByTestId('new-vendor-CARD_HALL').click();
    await page.waitForURL(/\/pvp\?vendor=CARD_HALL$/);
    await expect.poll(() => page.getByTestId('vendor-tab-CARD_HALL').getAttribute('aria-selected')).toBe('true');

    // The operator tags PG Soft new and takes the tag off Card Hall: the strip follows the call.
    await call('PATCH', '/admin/api/games/vendors/PGSOFT', { isNew: true });
    await call('PATCH', '/admin/api/games/vendors/CARD_HALL', { isNew: false });
    try {
      await page.goto('/rng');
      await expect.poll(() => stripCodes(page)).toEqual(['INHOUSE', 'PGSOFT']);
      await page.getByTestId('new-vendor-PGSOFT').click();
      await expect.poll(() => page.getByTestId('vendor-tab-PGSOFT').getAttribute('aria-selected')).toBe('true');
    } finally {
      await call('PATCH', '/admin/api/games/vendors/PGSOFT', { isNew: false });
      await call('PATCH', '/admin/api/games/vendors/CARD_HALL', { isNew: true });
    }
    await context.close();
  });
});

describe("the brand's domain in download codes", () => {
  it('puts the app-download domain into the QR code and link of a site-path download when the page is on another host', async () => {
    const domains = await call<{ domainList: string[]; appDomainList: string[] }>('GET', '/wps/system/domainRoute');
    expect(domains).toEqual({
      domainList: ['play.lotus.example', 'm.lotus.example', 'vip.lotus.example'],
      appDomainList: ['get.lotus.example'],
    });
    const status = await call<{ resources: { id: number; resourceType: string; url: string }[] }>(
      'GET',
      '/wps/system/status',
    );
    const android = status.resources.find((r) => r.resourceType === 'Android')!;
    await call('PATCH', `/admin/api/content/resources/${android.id}`, { url: '/app/lotus-play.apk' });
    try {
      const context = await portal.newContext({ lang: 'en' });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByTestId('open-download').click();
      await page.getByTestId('download-tab-android').click();
      const expected = 'https://get.lotus.example/app/lotus-play.apk';
      // The page is on 127.0.0.1, which is not one of the brand's domains.
      await page.locator(`[data-testid="download-qr"][data-qr-value="${expected}"]`).waitFor();
      expect(await page.getByTestId('download-link').getAttribute('href')).toBe(expected);
      expect(await page.getByTestId('download-site').innerText()).toBe('Official site: play.lotus.example');
      // An address of its own (the iOS profile) is left as the operator wrote it.
      await page.getByTestId('download-tab-ios').click();
      await page.locator('[data-testid="download-qr"][data-qr-value="https://lotus.example/app/ios"]').waitFor();

      await page.goto('/download');
      await page
        .getByTestId('download-android')
        .locator(`[data-testid="download-qr"][data-qr-value="${expected}"]`)
        .waitFor();
      expect(await page.getByTestId('download-android').getByRole('link').getAttribute('href')).toBe(expected);
      await context.close();
    } finally {
      await call('PATCH', `/admin/api/content/resources/${android.id}`, { url: android.url });
    }
  });
});

describe('PvP rooms', () => {
  it('lists the rooms in the PvP lobby in the player language, with stakes and status, and joins an open one', async () => {
    await call('PUT', '/admin/api/games/pvp-rooms', {
      vendor: 'INHOUSE',
      roomCode: 'baccarat-high',
      gameCode: 'baccarat',
      name: { en: 'Baccarat high table', 'pt-BR': 'Mesa alta de bacará' },
      minBet: 5,
      position: 1,
    });
    await call('PUT', '/admin/api/games/pvp-rooms', {
      vendor: 'CARD_HALL',
      roomCode: 'tien-len-1',
      gameCode: 'tien-len',
      name: { en: 'Tien Len room 1', 'pt-BR': 'Sala Tien Len 1' },
      minBet: 20,
      position: 2,
    });

    // The demo plays CARD_HALL at its transfer vendor: switched off here, its rooms are unavailable.
    await call('PUT', '/admin/api/providers/CARD_HALL', { enabled: false });

    // A visitor is asked to sign in: the rooms call needs a session.
    const visitorContext = await portal.newContext({ lang: 'en' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/pvp');
    await visitor.locator('[data-testid="pvp-rooms"][data-state="visitor"]').waitFor();
    await visitor.getByTestId('pvp-rooms-login').click();
    await visitor.getByTestId('auth-modal').waitFor();
    await visitorContext.close();

    const { page, context } = await portal.signedInMember();
    await page.goto('/pvp');
    const open = page.getByTestId('pvp-room-baccarat-high');
    const closed = page.getByTestId('pvp-room-tien-len-1');
    await open.waitFor();
    expect(await open.getByRole('heading').innerText()).toBe('Baccarat high table');
    expect(await open.getByTestId('pvp-room-stake').innerText()).toBe('R$5.00');
    expect(await open.innerText()).toContain('Open');
    expect(await open.innerText()).toContain('Lotus Studio');
    expect(await open.getByTestId('pvp-room-join').isEnabled()).toBe(true);
    // The card vendor is switched off: its room shows as unavailable and cannot be joined.
    expect(await closed.getByTestId('pvp-room-stake').innerText()).toBe('R$20.00');
    expect(await closed.innerText()).toContain('Unavailable');
    expect(await closed.getByTestId('pvp-room-join').isDisabled()).toBe(true);
    // The vendor tab narrows the rooms to that vendor's.
    await page.getByTestId('vendor-tab-CARD_HALL').click();
    await expect.poll(() => page.getByTestId('pvp-room-baccarat-high').count()).toBe(0);
    await closed.waitFor();
    await page.getByTestId('vendor-tab-all').click();

    // In Portuguese the room names come in Portuguese.
    await page.getByTestId('lang-pt-BR').click();
    await page.getByTestId('pvp-room-baccarat-high').getByText('Mesa alta de bacará').waitFor();
    expect(await page.getByTestId('pvp-room-baccarat-high').getByTestId('pvp-room-stake').innerText()).toMatch(
      /^R\$\s5,00$/,
    );

    await page.getByTestId('pvp-room-baccarat-high').getByTestId('pvp-room-join').click();
    await page.waitForURL(/\/game\?/);
    const frame = page.getByTestId('game-iframe');
    expect(new URL((await frame.getAttribute('src'))!).pathname).toBe('/studio/play/baccarat');
    await page.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-page').waitFor();
    await context.close();
  });
});

describe('customer service', () => {
  it("lists the demo's lines without the VIP line; each opens the portal's own chat or help page", async () => {
    await portal.patchSettings({ flags: { chat: true } });
    try {
      const { page, context } = await portal.signedInMember();
      await page.getByTestId('menu-group-service').click();
      const lines = page.locator('[data-testid^="service-line-"]');
      await lines.first().waitFor();
      // The member's rank is 0 (member info): the VIP host line stays hidden.
      expect(await lines.allInnerTexts()).toEqual(['Live chat', 'Help center', 'Send us a message']);
      expect(await page.getByTestId('side-menu').getByText('VIP host').count()).toBe(0);
      for (const line of await lines.all()) {
        expect(await line.getAttribute('data-opening')).toBe('site');
        expect(await line.getAttribute('target')).toBeNull();
      }
      await lines.filter({ hasText: 'Live chat' }).click();
      await page.getByTestId('chat-window').waitFor();
      // The address that opened it is dropped: a refresh does not open the chat again.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await page.getByTestId('chat-close').click();
      await page.getByTestId('chat-window').waitFor({ state: 'hidden' });
      // The service group stays open in the side menu.
      await lines.filter({ hasText: 'Help center' }).click();
      await page.waitForURL((url) => url.pathname === '/helpmc');
      expect(context.pages()).toHaveLength(1);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { chat: false } });
    }
  });

  it("opens a brand's type-3 line on another site in a popup window", async () => {
    const created = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/content/customer-service',
      headers: auth,
      payload: {
        type: 3,
        label: { en: 'Help desk', 'pt-BR': 'Central de ajuda' },
        url: 'https://support.brand.example/desk',
        vipOnly: false,
        enabled: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { page, context } = await portal.signedInMember();
    await context.route('https://support.brand.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Help desk</title><h1>Help desk</h1>' }),
    );
    await page.getByTestId('menu-group-service').click();
    const desk = page.locator('[data-testid^="service-line-"]').filter({ hasText: 'Help desk' });
    expect(await desk.getAttribute('data-opening')).toBe('popup');
    // The page holds the line's address only sealed: the click asks the server to open it.
    expect(await desk.getAttribute('href')).toBeNull();
    const [popup] = await Promise.all([context.waitForEvent('page'), desk.click()]);
    await popup.waitForURL('https://support.brand.example/desk');
    await popup.getByRole('heading', { name: 'Help desk' }).waitFor();
    // A window of its own, sized 480 wide (a tab would take the 1366 px of the browser window), opened
    // by the portal's page; the support page cannot reach back (no opener). BarProp cannot tell here:
    // the portal's Cross-Origin-Opener-Policy puts the support page in a new browsing context group.
    const shape = await popup.evaluate(() => ({ width: window.outerWidth, opener: window.opener === null }));
    expect(shape).toEqual({ width: 480, opener: true });
    expect(await popup.opener()).toBe(page);
    // The portal stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(context.pages()).toHaveLength(2);
    await context.close();
  });
});
