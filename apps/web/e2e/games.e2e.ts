import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operatorAuth } from '../../server/test/test-app.ts';
import { bulkGames } from '../../server/test/games-helpers.ts';
import { openPage, portalPerFile, screenshotBoth, startTrial } from './harness.ts';

const portal = portalPerFile({ env: { SEED_DEMO: true } });

/** A new member signed in through the login popup, on the home page. */
const signedIn = () => portal.signedInMember();

const tile = (page: Page, nodeId: string) => page.locator(`[data-testid="game-grid"] [data-node-id="${nodeId}"]`);
const gridNodeIds = (page: Page) =>
  page
    .locator('[data-testid="game-grid"] [data-testid="game-tile"]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-node-id')));

describe('game lobby in Chromium', () => {
  it('filters and searches /rng, stars a game into the favorites, launches an in-house game into /game', async () => {
    const { page, context } = await signedIn();
    // The home page lists the hot games, in-house first.
    await page.getByTestId('home-hot-strip').locator('[data-node-id="INHOUSE:lotus-slot"]').waitFor();
    await page.goto('/rng');
    await tile(page, 'INHOUSE:lotus-slot').waitFor();
    expect(await page.getByTestId('lobby-count').innerText()).toBe('14 games');
    // The side menu lists the categories that have vendors, with their vendors.
    await page.getByTestId('side-menu').getByText('Lotus Studio').waitFor({ state: 'attached' });

    await page.getByTestId('classify-TABLE').click();
    await page.getByTestId('lobby-count').getByText('2 games').waitFor();
    expect(await gridNodeIds(page)).toEqual(['INHOUSE:dice', 'INHOUSE:baccarat']);
    await page.getByTestId('classify-all').click();

    await page.getByTestId('lobby-search').fill('koi');
    await page.getByTestId('lobby-count').getByText('1 game').waitFor();
    expect(await gridNodeIds(page)).toEqual(['PGSOFT:jade-koi']);
    // PG Soft without operator credentials: in the demo its games are playable (the demo slot, below).
    expect(await tile(page, 'PGSOFT:jade-koi').getAttribute('data-state')).toBe('available');
    await page.getByTestId('lobby-search').fill('');

    await tile(page, 'INHOUSE:mines').getByTestId('game-favorite').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="game-grid"] [data-node-id="INHOUSE:mines"] [data-testid="game-favorite"]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    await page.getByTestId('lobby-view-favorites').click();
    await page.getByTestId('lobby-favorites').locator('[data-node-id="INHOUSE:mines"]').waitFor();
    expect(await page.getByTestId('lobby-favorites').getByTestId('game-tile').count()).toBe(1);

    await page.getByTestId('lobby-view-games').click();
    await tile(page, 'INHOUSE:dice').getByRole('button', { name: 'Play Lotus Dice' }).click();
    await page.waitForURL(/\/game\?/);
    const frame = page.getByTestId('game-iframe');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(portal.baseUrl);
    expect(src.pathname).toBe('/studio/play/dice');
    // Sandboxed: the game may run and open popups, never navigate the portal's window.
    const sandbox = (await frame.getAttribute('sandbox'))!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');

    // A made-up /game link to a host no provider or CDN of the brand uses is not framed.
    await page.goto('/game?url=' + encodeURIComponent('https://phish.example/login') + '&name=Lotus%20Dice');
    await page.locator('[data-testid="page-game"][data-state="untrusted"]').waitFor();
    await page.getByText('This game address is not allowed').waitFor();
    expect(await page.getByTestId('game-iframe').count()).toBe(0);

    // The launch is in the recent list.
    await page.goto('/rng');
    await page.getByTestId('lobby-view-recent').click();
    await page.getByTestId('lobby-recent').locator('[data-node-id="INHOUSE:dice"]').waitFor();
    await context.close();
  });

  it('launches a live-casino game from /live and a fishing game from /fish into the demo table, and plays a round', async () => {
    const { page, context, member } = await portal.signedInMember({ amount: 200 });
    const games = [
      ['/live', 'AURORA_LIVE:auto-roulette', 'Auto Roulette'],
      ['/fish', 'OCEAN_JOY:reef-hunter', 'Reef Hunter'],
    ] as const;
    for (const [path, nodeId, name] of games) {
      await page.goto(path);
      await tile(page, nodeId).waitFor();
      expect(await tile(page, nodeId).getAttribute('data-state')).not.toBe('unavailable');
      await tile(page, nodeId)
        .getByRole('button', { name: `Play ${name}` })
        .click();
      await page.waitForURL(/\/game\?/);
      const src = new URL((await page.getByTestId('game-iframe').getAttribute('src'))!);
      expect(src.origin).toBe(portal.baseUrl);
      expect(src.pathname).toBe('/demo-provider/play');
      // The demo provider's page says it is a demo table, shows the balance and takes a real bet.
      const table = page.frameLocator('[data-testid="game-iframe"]');
      await table.getByTestId('demo-table-badge').getByText('Demo table').waitFor();
      await table.getByTestId('demo-table-balance').getByText(/\d/).waitFor();
      await table.locator('#choices button').first().click();
      await table
        .getByTestId('demo-table-result')
        .getByText(/Paid|No win/)
        .waitFor();
    }
    // The newest round of the betting record (the shot) opens on the provider's page of it, which
    // says what the table said.
    const drawn = await page
      .frameLocator('[data-testid="game-iframe"]')
      .locator('[data-testid="demo-table-result"] div')
      .first()
      .innerText();
    await page.goto('/?mc=personalHistoryCopy');
    const details = page.getByTestId('bet-round-detail');
    await details.first().waitFor();
    expect(await details.count()).toBe(2);
    await screenshotBoth(page, 'betting-record-round-detail');
    await details.first().click();
    const dialog = page.getByRole('dialog', { name: 'Round details · Reef Hunter' });
    await dialog.waitFor();
    const detail = page.frameLocator('[data-testid="round-detail-frame"]');
    expect(await detail.getByTestId('demo-round-outcome').innerText()).toBe(drawn);
    await screenshotBoth(page, 'round-detail');
    await context.close();

    // Support sees the same page from the member's bets in the console.
    const { id } = await portal.testApp.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    const operator = await portal.signedInOperator({ roles: ['support'], width: 1366, height: 800 });
    await operator.page.goto(`/admin/members/${id}?tab=bets`);
    const open = operator.page.getByTestId('member-bet-round-detail');
    await open.first().waitFor();
    expect(await open.count()).toBe(2);
    await open.first().click();
    await operator.page.getByRole('dialog', { name: /Round details · OCEAN_JOY · Reef Hunter/ }).waitFor();
    const seen = operator.page.frameLocator('[data-testid="member-round-detail-frame"]');
    expect(await seen.getByTestId('demo-round-outcome').innerText()).toBe(drawn);
    await screenshotBoth(operator.page, 'console-round-detail');
    await operator.context.close();
  });

  it("launches PG Soft's games from /pge into the demo provider's slot under the game's name, and spins", async () => {
    const { page, context } = await portal.signedInMember({ amount: 200 });
    await page.goto('/pge');
    const nodeId = 'PGSOFT:jade-koi';
    await tile(page, nodeId).waitFor();
    // No tile of the PG Soft page is unavailable.
    const states = await page
      .locator('[data-testid="game-grid"] [data-testid="game-tile"]')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-state')));
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((s) => s !== 'available')).toEqual([]);
    await tile(page, nodeId).getByRole('button', { name: 'Play Jade Koi Fortune' }).click();
    await page.waitForURL(/\/game\?/);
    const src = new URL((await page.getByTestId('game-iframe').getAttribute('src'))!);
    expect(src.origin).toBe(portal.baseUrl);
    expect(src.pathname).toBe('/demo-provider/play');
    const slot = page.frameLocator('[data-testid="game-iframe"]');
    await slot.getByTestId('demo-table-badge').getByText('Demo slot').waitFor();
    await slot.locator('h1').getByText('PG Soft · Jade Koi Fortune').waitFor();
    await slot.getByText('PG Soft needs the operator’s own credentials').waitFor();
    await slot.getByTestId('demo-table-balance').getByText('200.00').waitFor();
    await slot.getByRole('button', { name: 'Spin' }).click();
    await slot
      .getByTestId('demo-table-result')
      .getByText(/Paid|No win/)
      .waitFor();
    // The stake (10.00) left the balance, and any win came back to it.
    expect(await slot.getByTestId('demo-table-balance').innerText()).not.toContain('200.00');
    await context.close();
  });

  it('moves money to the sportsbook wallet, launches /sports into the demo transfer vendor and places a bet', async () => {
    const { page, context } = await portal.signedInMember({ amount: 200 });
    // A transfer-model vendor plays from its own wallet: the player moves money there first (my wallet).
    await page.goto('/?mc=transferFund');
    await page.getByTestId('my-wallet').waitFor();
    await page.getByTestId('transfer-to').selectOption('vendor:STADIUM_BOOK');
    await page.getByTestId('transfer-amount').fill('50');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-done').waitFor();
    await page.locator('[data-testid="wallet-card"][data-code="vendor:STADIUM_BOOK"]').getByText('50.00').waitFor();

    await page.goto('/sports');
    const nodeId = 'STADIUM_BOOK:sportsbook';
    await tile(page, nodeId).waitFor();
    expect(await tile(page, nodeId).getAttribute('data-state')).not.toBe('unavailable');
    await tile(page, nodeId).getByRole('button').first().click();
    await page.waitForURL(/\/game\?/);
    const src = new URL((await page.getByTestId('game-iframe').getAttribute('src'))!);
    expect(src.origin).toBe(portal.baseUrl);
    expect(src.pathname).toBe('/demo-provider/transfer/play');
    const book = page.frameLocator('[data-testid="game-iframe"]');
    await book.getByTestId('demo-vendor-badge').getByText('Demo').waitFor();
    await book.locator('h1').getByText('Demo sportsbook').waitFor();
    await book
      .getByTestId('demo-vendor-balance')
      .getByText(/50\.00/)
      .waitFor();
    await book.locator('[data-choice="f1:home"]').click();
    await book
      .getByTestId('demo-vendor-result')
      .getByText(/Won|No win/)
      .waitFor();
    // The stake (10.00) left the vendor balance, and any win came back to it.
    expect(await book.getByTestId('demo-vendor-balance').innerText()).not.toContain('50.00');
    await context.close();
  });

  it("opens a vendor's game popup from the side menu, and offers popular games for one under maintenance", async () => {
    const { app } = portal.testApp;
    const admin = await operatorAuth(app);
    const { page, context } = await signedIn();
    await page.getByTestId('menu-group-rng').click();
    await page.getByTestId('menu-vendor-INHOUSE').click();
    const popup = page.getByTestId('game-popup');
    await popup.locator('[data-node-id="INHOUSE:mines"]').waitFor();
    expect(await popup.getByTestId('game-tile').count()).toBe(4);

    const off = await app.inject({
      method: 'PATCH',
      url: '/admin/api/games/INHOUSE:baccarat',
      headers: admin,
      payload: { maintenance: true },
    });
    expect(off.statusCode).toBe(200);
    await popup.getByRole('button', { name: 'Play Lotus Baccarat' }).click();
    const dialog = page.getByTestId('game-launch-dialog');
    await dialog.getByText('Game under maintenance').waitFor();
    await dialog.locator('[data-node-id="INHOUSE:lotus-slot"]').waitFor();
    expect(await dialog.locator('[data-node-id="INHOUSE:baccarat"]').count()).toBe(0);
    // A popular game from the dialog launches like any other.
    await dialog.getByRole('button', { name: 'Play Lotus Fortune' }).click();
    await page.waitForURL(/\/game\?/);
    expect(new URL((await page.getByTestId('game-iframe').getAttribute('src'))!).pathname).toBe(
      '/studio/play/lotus-slot',
    );
    await app.inject({
      method: 'PATCH',
      url: '/admin/api/games/INHOUSE:baccarat',
      headers: admin,
      payload: { maintenance: false },
    });
    await context.close();
  });

  it('shows a trial account the true-account warning at the favorites, and lets it play', async () => {
    const { context, page } = await openPage(portal, { lang: 'en' });
    await startTrial(page);
    await page.goto('/rng');
    await tile(page, 'INHOUSE:dice').getByTestId('game-favorite').click();
    await page.getByTestId('trial-warning').waitFor();
    await page.getByTestId('trial-warning-ok').click();
    await page.getByTestId('trial-warning').waitFor({ state: 'detached' });
    await page.getByTestId('lobby-view-recent').click();
    await page.getByTestId('trial-warning').waitFor();
    await page.getByTestId('trial-warning-ok').click();
    expect(await page.getByTestId('lobby-view-games').getAttribute('aria-selected')).toBe('true');
    // With the side menu folded to its rail, the game opens in the mini-menu mode.
    await page.getByTestId('side-menu-toggle').click();
    await tile(page, 'INHOUSE:dice').getByRole('button', { name: 'Play Lotus Dice' }).click();
    await page.waitForURL(/\/game\?/);
    expect(await page.getByTestId('page-game').getAttribute('data-mode')).toBe('mini');
    await page.getByTestId('game-mini-menu').click();
    await page.getByTestId('game-reload').waitFor();
    expect(new URL((await page.getByTestId('game-iframe').getAttribute('src'))!).pathname).toBe('/studio/play/dice');
    await context.close();
  });

  it('keeps at most 100 tiles in the DOM when a vendor of 5,000 games is scrolled to the bottom', async () => {
    const { app } = portal.testApp;
    const admin = await operatorAuth(app);
    const vendor = await app.inject({
      method: 'POST',
      url: '/admin/api/games/vendors',
      headers: admin,
      payload: { code: 'MEGA_REELS', name: 'Mega Reels', walletModel: 'seamless', accountTypeName: 'MEGA_REELS' },
    });
    expect(vendor.statusCode, vendor.body).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/admin/api/games/vendors/MEGA_REELS/categories/RNG',
      headers: admin,
      payload: { position: 9 },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/admin/api/games/bulk',
      headers: admin,
      payload: { games: bulkGames('MEGA_REELS', 5_000) },
    });
    expect(created.json().value.created).toBe(5_000);

    // A phone-sized window: the case the virtualized grid is for.
    const context = await portal.newContext({ lang: 'en', width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/rng?vendor=MEGA_REELS');
    await tile(page, 'MEGA_REELS:g1').waitFor();
    expect(await page.getByTestId('lobby-count').innerText()).toBe('5,000 games');

    let most = 0;
    for (let round = 0; round < 400; round++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(60);
      most = Math.max(most, await page.getByTestId('game-tile').count());
      const loaded = Number(await page.getByTestId('game-grid').getAttribute('data-total'));
      if (loaded === 5_000 && (await tile(page, 'MEGA_REELS:g5000').count()) === 1) break;
    }
    expect(Number(await page.getByTestId('game-grid').getAttribute('data-total'))).toBe(5_000);
    await tile(page, 'MEGA_REELS:g5000').waitFor();
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(100);
    expect(await page.getByTestId('game-tile').count()).toBeLessThanOrEqual(100);
    await context.close();
  });
});
