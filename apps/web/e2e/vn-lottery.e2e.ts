import { describe, expect, it } from 'vitest';
import { manualClock, type TestApp } from '../../server/test/test-app.ts';
import { tick } from '../../server/test/lottery-helpers.ts';
import { LONG_SESSIONS, portalPerFile } from './harness.ts';

/*
 * The Vietnamese lottery in Chromium on the demo brand (SEED_DEMO: XSMB, XSMN, XSMT fed by the demo
 * results feed) and the server's test clock: Monday's draws are made by ticking past them, then
 * Tuesday morning a funded member bets lô and đề by quick pick on one station, and reads Monday's
 * results by date.
 */
// Monday 2030-06-17, 08:00 in Vietnam.
const clock = manualClock(new Date('2030-06-17T01:00:00Z'));
let t: TestApp;
const portal = portalPerFile({ clock, env: { SEED_DEMO: true, ...LONG_SESSIONS } }, async (started) => {
  t = started.testApp;
  await tick(t);
  // 19:00 in Vietnam: the south (16:15), the centre (17:15) and the north (18:15) have drawn.
  clock.set('2030-06-17T12:00:00Z');
  await tick(t);
  // Tuesday 08:00: Tuesday's stations open.
  clock.set('2030-06-18T01:00:00Z');
  await tick(t);
});

const api = async <T>(url: string) => (await t.app.inject({ url })).json().value as T;
type Period = { issue: string; stationCode: string; gameCode: string; result: Record<string, string[]> };

describe('the Vietnamese lottery in Chromium', () => {
  it('bets lô and đề by quick pick on a station, shows the recent game, the slip and the exact balance; reads a past day', async () => {
    const { page, context } = await portal.signedInMember({ amount: 1000 });
    await page.getByTestId('header-balance').getByText('1,000.00').waitFor();

    // Before any bet: the recent strip says so; the game menu lists the three markets with today's stations.
    await page.goto('/vnlottery');
    await page.getByTestId('vn-recent-empty').waitFor();
    const menu = page.getByTestId('vn-game-menu');
    const xsmn = menu.locator('[data-testid="lottery-card"][data-game-code="XSMN"]');
    await xsmn.waitFor();
    expect(await menu.locator('[data-testid="lottery-card"]').count()).toBe(3);
    // Tuesday in the south: Bến Tre, Vũng Tàu, Bạc Liêu; the menu says how many bet types the market has.
    expect(
      await xsmn.getByTestId('vn-station-link').evaluateAll((l) => l.map((a) => a.getAttribute('data-station'))),
    ).toEqual(['BTR', 'VT', 'BL']);
    expect(await xsmn.getByTestId('vn-menu-types').innerText()).toBe('13 bet types');
    await xsmn.locator('[data-testid="vn-station-link"][data-station="VT"]').click();
    await page.waitForURL('**/vnlottery?gameCode=XSMN&station=VT');

    // The slip opens on Vũng Tàu's draw and offers every type of the southern menu.
    const slip = page.getByTestId('bet-slip');
    await slip.getByTestId('slip-station').waitFor();
    expect(await slip.getByTestId('slip-station').inputValue()).toBe('20300618-VT');
    const detail = await api<{ betTypes: { code: string }[] }>('/lgw/lottery/games/XSMN');
    expect(
      await slip.locator('[data-testid^="bet-type-"][role="radio"]').evaluateAll((b) => b.map((x) => x.dataset.testid)),
    ).toEqual(detail.betTypes.map((b) => `bet-type-${b.code}`));

    // Lô 2 số: quick pick three numbers; a point costs 18 units in the south.
    await slip.getByTestId('bet-type-lo2').click();
    await slip.getByTestId('slip-point-value').getByText('1 point = R$18.00 (R$1.00 × 18)').waitFor();
    await slip.getByTestId('slip-quick-count').selectOption('3');
    await slip.getByTestId('slip-quick-pick').click();
    expect(await slip.getByTestId('slip-selected').getAttribute('data-count')).toBe('3');
    const loPicks = await slip.locator('[data-testid="number-picker"] [aria-pressed="true"]').allInnerTexts();
    expect(loPicks).toHaveLength(3);
    expect(await slip.getByTestId('slip-total').getAttribute('data-minor')).toBe('5400');
    await slip.getByTestId('slip-add-line').click();

    // Đề: one number by quick pick, one point of 1.00.
    await slip.getByTestId('bet-type-de').click();
    await slip.getByTestId('slip-quick-count').selectOption('1');
    await slip.getByTestId('slip-quick-pick').click();
    const dePicks = await slip.locator('[data-testid="number-picker"] [aria-pressed="true"]').allInnerTexts();
    expect(dePicks).toHaveLength(1);
    await slip.getByTestId('slip-add-line').click();
    expect(await slip.getByTestId('slip-line').count()).toBe(2);
    // 3 × 18 + 1 × 1 = 55.00, counted in minor units.
    expect(await slip.getByTestId('slip-total').getAttribute('data-minor')).toBe('5500');
    expect(await slip.getByTestId('slip-total').innerText()).toBe('R$55.00');
    expect(await slip.getByTestId('slip-bet-count').innerText()).toBe('4 bets');

    await slip.getByTestId('slip-place').click();
    await slip.getByTestId('slip-message').getByText('Bet placed on draw 20300618-VT: R$55.00').waitFor();

    // My bets: the slip with its four bets, the picks quick pick chose.
    const mine = page.locator('[data-testid="my-slip"][data-issue="20300618-VT"]');
    await mine.waitFor();
    expect(await mine.getAttribute('data-stake')).toBe('55');
    const bets = await mine.locator('.lottery-slips__bets li').allInnerTexts();
    expect(bets).toHaveLength(4);
    for (const pick of loPicks) expect(bets.some((b) => b.startsWith(`Lô 2 digits ${pick} · R$18.00`))).toBe(true);
    expect(bets.some((b) => b.startsWith(`Đề (special, last two) ${dePicks[0]} · R$1.00`))).toBe(true);

    // The recent strip now leads with the southern game.
    const recent = page.getByTestId('vn-recent').locator('[data-testid="vn-recent-game"]');
    await recent.first().waitFor();
    expect(await recent.first().getAttribute('data-game-code')).toBe('XSMN');

    // A slip the balance cannot cover: the server's refusal, in the slip's words; the balance stays.
    await slip.getByTestId('bet-type-lo2').click();
    await slip.getByTestId('slip-select-all').click();
    expect(await slip.getByTestId('slip-selected').getAttribute('data-count')).toBe('100');
    expect(await slip.getByTestId('slip-total').innerText()).toBe('R$1,800.00');
    await slip.getByTestId('slip-place').click();
    const refused = slip.getByTestId('slip-message');
    await refused.getByText('Your balance does not cover this slip.').waitFor();
    expect(await refused.getAttribute('data-code')).toBe('INSUFFICIENT_FUNDS');
    await slip.getByTestId('slip-clear').click();
    expect(await slip.getByTestId('slip-selected').getAttribute('data-count')).toBe('0');

    // Results of Monday: the date picker stops at today in Vietnam; Monday shows its three stations.
    const picker = page.getByTestId('results-date');
    await picker.scrollIntoViewIfNeeded();
    expect(await picker.getAttribute('max')).toBe('2030-06-18');
    await picker.fill('2030-06-17');
    const history = page.locator('[data-testid="results-history"][data-date="2030-06-17"]');
    await history.waitFor();
    const monday = await api<{ items: Period[] }>('/lgw/lottery/games/XSMN/results?date=2030-06-17');
    expect(monday.items.map((p) => p.stationCode).sort()).toEqual(['CM', 'DT', 'HCM']);
    const shown = history.getByTestId('results-item');
    expect(await shown.count()).toBe(3);
    for (const period of monday.items) {
      const item = history.locator(`[data-testid="results-item"][data-issue="${period.issue}"]`);
      expect(await item.locator('tr[data-prize="special"] td').innerText()).toBe(period.result.special![0]);
      expect(await item.locator('tr[data-prize="eighth"] td').innerText()).toBe(period.result.eighth![0]);
    }
    // A day with no draws (before the brand opened) says so.
    await picker.fill('2030-06-10');
    await page.getByTestId('results-empty').getByText('No draws on that day.').waitFor();

    // Home (/vnlottery is immersive: no header): the balance dropped by exactly the slip's 55.00,
    // the refused slip took nothing.
    await page.goto('/');
    await page.getByTestId('header-balance').getByText('945.00').waitFor();
    // The latest Vietnamese numbers, as GET /lgw/vn/numeros/opened/game answers them.
    const section = page.getByTestId('home-vn-opened-section');
    await section.scrollIntoViewIfNeeded();
    const rows = section.getByTestId('home-vn-opened-row');
    await rows.first().waitFor();
    const opened = await api<Period[]>('/lgw/vn/numeros/opened/game?count=100');
    expect(await rows.evaluateAll((r) => r.map((x) => x.getAttribute('data-issue')))).toEqual(
      opened.map((p) => p.issue),
    );
    await section.getByTestId('vn-board-market-XSMB').click();
    expect(await rows.count()).toBe(opened.filter((p) => p.gameCode === 'XSMB').length);
    await context.close();
  });
});
