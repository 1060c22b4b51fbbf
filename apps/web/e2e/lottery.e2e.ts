import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { manualClock, registerMember, type TestApp } from '../../server/test/test-app.ts';
import { adminAuth, createGame, northPrizes, openPeriodOf, tick } from '../../server/test/lottery-helpers.ts';
import { fundWallet, memberIdOf } from '../../server/test/wallet-helpers.ts';
import { seedDemoLottery } from '../../server/src/seed/demo-lottery.ts';
import { LONG_SESSIONS, openPage, portalPerFile, signInThroughPopup } from './harness.ts';

/*
 * The lottery pages in Chromium on the server's test clock (handed to the harness): the scheduler
 * runs only when the test calls it, and the server's time is years ahead of the browser's, so the
 * countdowns can only be right if they tick from the server's own times.
 */
const clock = manualClock(new Date('2030-06-18T01:00:00Z'));
let t: TestApp;
const portal = portalPerFile({ clock, env: LONG_SESSIONS }, async (started) => {
  t = started.testApp;
});

const amountOf = (page: Page) => page.getByTestId('header-balance').locator('.balance__amount').innerText();
const parseAmount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('lottery pages in Chromium', () => {
  it('places a bet on a fast game, the draw is pushed, the payout lands in the header balance', async () => {
    // A northern fast game whose result the test records: five-minute draws, betting closes a minute before.
    const code = await createGame(t, 'FAST_NORTH', { source: 'operator', intervalSeconds: 300, closeBefore: 60 });
    await tick(t);
    const period = await openPeriodOf(t, code);

    const member = await registerMember(t.app);
    await fundWallet(t, await memberIdOf(t, member.username), 100_000);
    const { context, page } = await openPage(portal, { lang: 'en', height: 900 });
    await signInThroughPopup(page, member.username, member.password);
    await page.getByTestId('header-balance').getByText('1,000.00').waitFor();

    // The lobby: the game with its open draw and the time left to bet, counted on the server's clock.
    await page.goto('/elott');
    const card = page.locator(`[data-testid="lottery-card"][data-game-code="${code}"]`);
    await card.getByText(`Draw ${period.issue}`).waitFor();
    const leftMs = Number(await card.getByTestId('lottery-card-countdown').getAttribute('data-left-ms'));
    // The period closes within its 5-minute interval (the browser's own clock is years behind).
    expect(leftMs).toBeGreaterThan(0);
    expect(leftMs).toBeLessThanOrEqual(300_000);
    // A star keeps the game in LOTTFAV under this member's name.
    await card.getByRole('button', { name: 'Add to favorites' }).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('LOTTFAV'))) ?? '{}')).toEqual({
      [member.username]: [code],
    });
    await card.getByRole('link').click();
    await page.waitForURL(`**/lottery?gameCode=${code}`);

    // The slip: lô 2 digits on 07 and 93, unit 1, multiplier 1: two bets of 1 × 27 (the stake factor).
    await page.getByTestId('current-period').getByText(period.issue).waitFor();
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('bet-type-lo2').click();
    await slip.getByTestId('number-picker').locator('[data-pick="07"]').click();
    await slip.getByTestId('number-picker').locator('[data-pick="93"]').click();
    expect(await slip.getByTestId('slip-total').innerText()).toBe('R$54.00');
    // A bad multiplier is caught before the call.
    await slip.getByTestId('slip-multiplier').fill('0');
    await slip.getByTestId('slip-issue').getByText('The multiplier is a whole number from 1 to').waitFor();
    await slip.getByTestId('slip-multiplier').fill('1');
    await slip.getByTestId('slip-place').click();
    await slip.getByTestId('slip-message').getByText(`Bet placed on draw ${period.issue}: R$54.00`).waitFor();
    await page.getByTestId('header-balance').getByText('946.00').waitFor();
    const mine = page.locator(`[data-testid="my-slip"][data-issue="${period.issue}"]`);
    await mine.getByText('Waiting for the draw').first().waitFor();
    const before = parseAmount(await amountOf(page));

    // Betting closes; the operator records the draw: 07 comes on the special prize and the 2nd, 93 never.
    clock.advance(5 * 60_000);
    const widths = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
    const prizes = northPrizes(widths.map((w, i) => '1'.repeat(w - 2) + (i === 0 || i === 2 ? '07' : '15')));
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/admin/api/lottery/periods/${period.id}/result`,
      headers: await adminAuth(t),
      payload: { prizes },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const settlement = recorded.json().value.settlement as { payout: number; winners: number };
    expect(settlement.winners).toBe(1);

    // Pushed over the event stream: the result, the payout (2 hits × 98), the balance.
    await page.locator(`[data-testid="last-result"][data-issue="${period.issue}"]`).waitFor();
    await mine.and(page.locator('[data-settled="true"]')).waitFor();
    expect(Number(await mine.getAttribute('data-payout'))).toBe(196);
    expect(Number(await mine.getAttribute('data-stake'))).toBe(54);
    await mine.getByText('Payout R$196.00').waitFor();
    await page.getByTestId('header-balance').getByText('1,142.00').waitFor();
    // The header moved by exactly payout − stake from before the bet (1,000 → 1,142 = 196 − 54).
    expect(parseAmount(await amountOf(page)) - before).toBe(196);
    expect(parseAmount(await amountOf(page)) - 1000).toBe(196 - 54);
    await context.close();
  });

  it('lists the Vietnamese markets with the day’s stations and shows a drawn result in its prize shape', async () => {
    await seedDemoLottery(t.database.db);
    await tick(t);
    const context = await portal.newContext({ lang: 'en', height: 900 });
    const page = await context.newPage();
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/lottery/events')) streams.push(request.url());
    });
    await page.goto('/vnlottery');
    const xsmn = page.locator('[data-testid="lottery-card"][data-game-code="XSMN"]');
    await xsmn.waitFor();
    // Tuesday: the southern draw's three stations, each its own period.
    expect(await xsmn.getByTestId('lottery-card-stations').innerText()).toMatch(/^[^·]+ · [^·]+ · [^·]+$/);
    await page.locator('[data-testid="lottery-card"][data-game-code="XSMB"]').waitFor();
    await page.locator('[data-testid="lottery-card"][data-game-code="XSMT"]').waitFor();
    // The fast games are on /elott, not here.
    expect(await page.locator('[data-testid="lottery-card"][data-game-code="KENO3M"]').count()).toBe(0);

    await xsmn.getByRole('link').click();
    await page.waitForURL('**/vnlottery?gameCode=XSMN');
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('slip-station').waitFor();
    expect(await slip.getByTestId('slip-station').locator('option').count()).toBe(3);
    await slip.getByTestId('bet-type-xien2').click();
    await slip.getByTestId('number-picker').locator('[data-pick="11"]').click();
    await slip.getByTestId('slip-issue').getByText('Choose at least 2 numbers.').waitFor();
    // Signed out: the slip asks for a login instead of placing.
    await slip.getByTestId('number-picker').locator('[data-pick="22"]').click();
    expect(await slip.getByTestId('slip-place').innerText()).toBe('Log in to bet');

    // 16:16 in Vietnam: the demo feed has drawn the south; the page hears it over the event stream.
    clock.set('2030-06-18T09:16:00Z');
    await tick(t);
    const last = page.getByTestId('last-result');
    await last.locator('tr[data-prize="special"]').waitFor();
    expect(await last.locator('tr[data-prize="special"] td').innerText()).toMatch(/^\d{6}$/);
    expect(await last.locator('tr[data-prize="eighth"] td').innerText()).toMatch(/^\d{2}$/);
    expect(await last.locator('tr').count()).toBe(9);
    await page.getByTestId('results-history').locator('tr[data-prize="special"]').first().waitFor();
    // One event stream for the page: the lobby's carries the open game's events too.
    expect(streams).toHaveLength(1);
    await page.goto('/elott');
    await page.locator('[data-testid="lottery-card"][data-game-code="KENO3M"]').waitFor();
    // The trend tab brings Chart.js with it: its chunk loads on the tab, not with the page.
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/trend-chart-[^/]*\.js$/.test(request.url())) chartChunks.push(request.url());
    });
    await page.goto('/lottery?gameCode=KENO3M');
    await page.getByTestId('results-history').waitFor();
    expect(chartChunks).toHaveLength(0);
    await page.getByTestId('lottery-tab-trend').click();
    const chart = page.getByRole('img', { name: /^How often each number came, last \d+ draws$/ });
    await chart.waitFor();
    expect(await chart.evaluate((el) => el.tagName)).toBe('CANVAS');
    expect(chartChunks).toHaveLength(1);
    // The 5-ball game keeps a chart per ball.
    await page.goto('/lottery?gameCode=DIGIT5M');
    await page.getByTestId('lottery-tab-trend').click();
    const balls = page.getByRole('img', { name: /^How often each number came, Ball \d, last \d+ draws$/ });
    await balls.nth(4).waitFor();
    expect(await balls.count()).toBe(5);
    await context.close();
  });

  it('retries a slip whose answer was lost with the same key (placed once), and cancels it while open', async () => {
    const code = await createGame(t, 'DIGIT5', { source: 'operator', intervalSeconds: 300, closeBefore: 60 });
    await tick(t);
    const period = await openPeriodOf(t, code);
    const member = await registerMember(t.app);
    await fundWallet(t, await memberIdOf(t, member.username), 10_000);
    const { context, page } = await openPage(portal, { lang: 'en', height: 900 });
    await signInThroughPopup(page, member.username, member.password);
    await page.getByTestId('header-balance').getByText('100.00').waitFor();
    await page.goto(`/lottery?gameCode=${code}&playType=number`);
    await page.getByTestId('current-period').getByText(period.issue).waitFor();

    // The digit game's number bet needs its ball.
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('number-picker').locator('[data-pick="7"]').click();
    await slip.getByTestId('slip-issue').getByText('Choose a ball.').waitFor();
    await slip.getByTestId('slip-position').selectOption('3');
    await slip.getByTestId('slip-unit').fill('2.5');
    await slip.getByTestId('slip-multiplier').fill('2');
    expect(await slip.getByTestId('slip-total').innerText()).toBe('R$5.00');

    // The first answer is lost on the way back: the server placed the slip, the page saw a network error.
    const keys: string[] = [];
    let lose = true;
    await page.route('**/lgw/lottery/bets', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort('failed');
    });
    await slip.getByTestId('slip-place').click();
    await slip.getByTestId('slip-message').getByText('The answer was lost.').waitFor();
    await slip.getByTestId('slip-place').click();
    await slip.getByTestId('slip-message').getByText(`Bet placed on draw ${period.issue}: R$5.00`).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.getByTestId('header-balance').getByText('95.00').waitFor();
    const mine = page.getByTestId('my-slip');
    await mine.first().waitFor();
    expect(await mine.count()).toBe(1);
    expect(await mine.getAttribute('data-stake')).toBe('5');

    // Cancelled while the draw is open: the stake comes back.
    await mine.getByTestId('my-slip-cancel').click();
    await mine.getByText('Cancelled, stake returned').waitFor();
    await page.getByTestId('header-balance').getByText('100.00').waitFor();
    await context.close();
  });
});
