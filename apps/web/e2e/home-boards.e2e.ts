import { describe, expect, it } from 'vitest';
import { manualClock, registerMember, type TestApp } from '../../server/test/test-app.ts';
import {
  adminAuth,
  createGame,
  northPrizes,
  openPeriodOf,
  placeSlip,
  tick,
} from '../../server/test/lottery-helpers.ts';
import { fundWallet, memberIdOf } from '../../server/test/wallet-helpers.ts';
import { maskUsername } from '../../server/src/features/winners/winners.query.ts';
import { LONG_SESSIONS, portalPerFile } from './harness.ts';

/*
 * The home page's boards in Chromium: after a winning lottery bet settles, the popular lottery card
 * shows the next draw with a countdown on the server's clock (years ahead of the browser's) and
 * the last result, and the winners board shows the winner with a masked name.
 */
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
let t: TestApp;
const portal = portalPerFile({ clock, env: { SEED_DEMO: false, ...LONG_SESSIONS } }, async (started) => {
  t = started.testApp;
});

describe('home boards in Chromium', () => {
  it('shows the popular game with a live countdown and its result, and the masked winner', async () => {
    const code = await createGame(t, 'FAST_NORTH', { source: 'operator', intervalSeconds: 300, closeBefore: 60 });
    await tick(t);
    const first = await openPeriodOf(t, code);
    const member = await registerMember(t.app);
    const id = await memberIdOf(t, member.username);
    await fundWallet(t, id, 100_000);
    const placed = await placeSlip(
      t,
      { id, authorization: member.authorization },
      { gameCode: code, lines: [{ type: 'lo2', numbers: ['07'], unit: 1 }] },
    );
    expect(placed.statusCode, placed.body).toBe(200);

    // The draw: the next period opens; the operator records 07 on the special prize and the 2nd (2 × 98).
    clock.advance(5 * 60_000);
    await tick(t);
    const widths = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
    const prizes = northPrizes(widths.map((w, i) => '1'.repeat(w - 2) + (i === 0 || i === 2 ? '07' : '15')));
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${first.id}/result`,
      headers: await adminAuth(t),
      payload: { prizes },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const next = await openPeriodOf(t, code);
    expect(next.issue).not.toBe(first.issue);

    const context = await portal.newContext({ lang: 'en', height: 900 });
    const page = await context.newPage();
    await page.goto('/');
    // The boards load once their place scrolls into view.
    await page.getByTestId('home-lottery').scrollIntoViewIfNeeded();

    const card = page.locator(`[data-testid="home-popular-card"][data-game-code="${code}"]`);
    await card.getByText(`Draw ${next.issue}`).waitFor();
    await card.getByText(`Result of draw ${first.issue}`).waitFor();
    expect(await card.getByTestId('home-popular-result').getAttribute('data-result')).toBe('11107');
    const countdown = card.getByTestId('home-popular-countdown');
    const leftMs = Number(await countdown.getAttribute('data-left-ms'));
    // Betting on the next draw closes within its 5-minute interval, counted on the server's clock.
    expect(leftMs).toBeGreaterThan(0);
    expect(leftMs).toBeLessThanOrEqual(300_000);
    // It ticks on this device.
    await page.waitForFunction(
      ([el, before]) => Number(document.querySelector(el)?.getAttribute('data-left-ms')) < before,
      [`[data-game-code="${code}"] [data-testid="home-popular-countdown"]`, leftMs] as const,
    );
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/lottery?gameCode=${code}`);

    await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
    const row = page.getByTestId('home-winners').getByTestId('home-winner-row').first();
    await row.waitFor();
    expect(await row.getByTestId('home-winner-name').innerText()).toBe(maskUsername(member.username));
    expect(await page.getByTestId('home-winners').innerText()).not.toContain(member.username);
    await row.getByText(`Test FAST_NORTH`).waitFor();
    await row.getByText('196.00').waitFor();
    await context.close();
  });

  it('asks for the boards on a phone only when they scroll into view', async () => {
    // A short screen: the boards start below it even while the sections above them are still loading.
    const context = await portal.browser.newContext({ viewport: { width: 390, height: 300 }, baseURL: portal.baseUrl });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/lgw/winners' || pathname === '/lgw/games/popular') asked.push(pathname);
    });
    await page.goto('/');
    await page.getByTestId('home-hot-games').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
    await page.getByTestId('home-winner-row').first().waitFor();
    expect(asked).toContain('/lgw/winners');
    await context.close();
  });
});
