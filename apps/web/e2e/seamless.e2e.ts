import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { portalPerFile } from './harness.ts';

/*
 * /seamless: a seamless-wallet game framed full-page, the header and side menu hidden unless the
 * brand's barsOnSeamless flag shows them; only registered game hosts are framed.
 */

const portal = portalPerFile({ env: { SEED_DEMO: true } });

/** The address the portal's launch call gave for Lotus Dice: the player launches it from /inhouse. */
async function launchedDice(page: Page): Promise<string> {
  await page.goto('/inhouse');
  await page
    .locator('[data-testid="game-grid"] [data-node-id="INHOUSE:dice"]')
    .getByRole('button', { name: 'Play Lotus Dice' })
    .click();
  await page.waitForURL(/\/game\?/);
  return new URL(page.url()).searchParams.get('url')!;
}

const seamless = (url: string, extra = '') => `/seamless?url=${encodeURIComponent(url)}&name=Lotus%20Dice${extra}`;

describe('/seamless in Chromium', () => {
  it('frames a launched game full-page without the bars, reloads it, and goes back', async () => {
    const { page, context } = await portal.signedInMember({ amount: 50 });
    const url = await launchedDice(page);
    expect(new URL(url).pathname).toBe('/studio/play/dice');

    await page.goto('/promotions');
    await page.getByTestId('page-promotions').waitFor();
    await page.goto(seamless(url));
    await page.getByTestId('page-seamless').waitFor();
    // The brand does not show the bars on /seamless: no header, no side menu.
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await page.locator('.game-frame__name').getByText('Lotus Dice').waitFor();
    const game = page.frameLocator('[data-testid="game-iframe"]');
    await game.getByTestId('studio-page').waitFor();
    // The framed game plays on the member's wallet: 50.00 credited.
    expect(await game.getByTestId('studio-balance').getAttribute('data-minor')).toBe('5000');

    // The game fills the window below its thin bar.
    const box = (await page.getByTestId('game-iframe').boundingBox())!;
    expect(box.width).toBeGreaterThan(1300);

    // Reload loads the game again: a mark left in the old document is gone.
    const studioFrame = () => page.frames().find((f) => f.url().includes('/studio/play/dice'))!;
    await studioFrame().evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    await page.getByTestId('game-reload').click();
    await expect
      .poll(() =>
        studioFrame()
          ?.evaluate(() => (window as unknown as { mark?: number }).mark ?? 0)
          .catch(() => -1),
      )
      .toBe(0);
    await game.getByTestId('studio-page').waitFor();

    await page.getByTestId('game-back').click();
    await page.getByTestId('page-promotions').waitFor();
    await context.close();
  });

  it('folds the controls into the mini menu on a phone', async () => {
    const { page, context } = await portal.signedInMember({ width: 390, height: 844 });
    const url = await launchedDice(page);
    await page.goto(seamless(url, '&mode=mini'));
    const main = page.getByTestId('page-seamless');
    await main.waitFor();
    expect(await main.getAttribute('data-mode')).toBe('mini');
    expect(await page.getByTestId('game-reload').count()).toBe(0);
    await page.getByTestId('game-mini-menu').click();
    await page.getByTestId('game-reload').waitFor();
    const box = (await page.getByTestId('game-iframe').boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    await page.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-page').waitFor();
    await context.close();
  });

  it('refuses an address no provider of the brand uses, and says when no game is given', async () => {
    const context = await portal.newContext({ lang: 'en' });
    const page = await context.newPage();
    await page.goto(seamless('https://phish.example/login'));
    await page.locator('[data-testid="page-seamless"][data-state="untrusted"]').waitFor();
    await page.getByText('This game address is not allowed').waitFor();
    expect(await page.getByTestId('game-iframe').count()).toBe(0);

    await page.goto('/seamless');
    await page.getByTestId('page-seamless').getByText('No game selected').waitFor();
    await page.getByTestId('page-seamless').getByRole('link', { name: 'Back to home' }).click();
    await page.getByTestId('page-home').waitFor();
    await context.close();
  });

  it("shows the header and side menu when the brand's flag turns the bars on", async () => {
    await portal.patchSettings({ flags: { barsOnSeamless: true } });
    try {
      const { page, context } = await portal.signedInMember();
      const url = await launchedDice(page);
      await page.goto(seamless(url));
      await page.getByTestId('page-seamless').waitFor();
      await page.getByTestId('site-header').waitFor();
      await page.getByTestId('side-menu').waitFor();
      await page.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-page').waitFor();
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { barsOnSeamless: false } });
    }
  });
});
