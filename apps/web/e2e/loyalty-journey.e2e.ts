import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  headerBalanceMinor,
  openPage,
  portalPerFile,
  registerThroughPopup,
  screenshotBoth,
  spinInHouseSlot,
  waitShown,
  watchServerErrors,
} from './harness.ts';

/*
 * Loyalty as a new player lives it, in Portuguese: register, deposit through the sandbox gateway,
 * play the in-house slot; the stream's worker (about every second) then gives the points, completes
 * the daily slot mission and raises the member to Bronze. The player sees the points in the mall,
 * claims the mission, sees the new level on the VIP page and in the header, and takes the level-up
 * bonus in the reward center. With SCREENSHOTS=1 each page is also saved (desktop and phone) to
 * docs/screenshots/loyalty-journey-*.png.
 */
const PASSWORD = 'Lotus#Play2026';
/** The worker's pass is about a second; a reload of the page is what shows its result. */
const STREAM = { timeout: 15_000, intervals: [500, 1_000] };

const portal = portalPerFile({ env: { SEED_DEMO: true } });

/** Answers of 500 and above the player's page received (`waitShown` tells them). */
let serverErrors: string[] = [];

const shoot = (page: Page, name: string) => screenshotBoth(page, `loyalty-journey-${name}`);

/** Opens `route` afresh (what the worker did shows after a reload) and waits for `testId`. */
async function reopen(page: Page, route: string, testId: string) {
  await page.goto(route);
  await waitShown(page, testId, serverErrors);
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).trim();

describe('loyalty, from the first bets to a new VIP level, in Chromium', () => {
  it('earns points, completes and claims the slot mission, reaches Bronze and takes its level-up bonus', async () => {
    const { db } = portal.testApp.database;
    // The demo's Bronze needs 1,000.00 of turnover and the slot mission 20 rounds: two spins of 50.00 make both.
    await db
      .updateTable('vip_levels')
      .set({ turnover_threshold_minor: 5_000 })
      .where('rank_level', '=', 1)
      .executeTakeFirstOrThrow();
    const slotMission = await db
      .updateTable('missions')
      .set({ target: 2 })
      .where('period', '=', 'daily')
      .where('kind', '=', 'rounds')
      .where('product', '=', 'RNG')
      .returning(['id', 'reward_minor'])
      .executeTakeFirstOrThrow();
    expect(slotMission.reward_minor).toBe(200);

    const { context, page } = await openPage(portal, { lang: 'pt-BR' });
    serverErrors = watchServerErrors(page);

    // Register through the popup: the new member is a plain 'Membro'.
    const username = `vip${Date.now().toString(36).slice(-8)}`;
    await registerThroughPopup(page, username, PASSWORD);
    const club = page.getByTestId('header-club-label');
    await club.waitFor();
    expect((await club.innerText()).trim()).toBe('Membro');
    expect(await club.getAttribute('data-rank')).toBe('0');
    const ring = page.getByTestId('header-avatar-ring');
    expect(await ring.getAttribute('style')).toContain('--club-a: #8a94a6');

    // Deposit 100.00 through the sandbox gateway.
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-amount').fill('100');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox-gateway\/pay\?/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/[?&]deposit=D/);
    await expect.poll(() => headerBalanceMinor(page), { timeout: 10_000 }).toBe(10_000);

    // Nothing played yet: no points.
    await reopen(page, '/pointMall', 'points-balance');
    expect(await text(page, 'points-balance')).toBe('0');

    // Two spins of 50.00 on the in-house slot: 100.00 of RNG turnover, two rounds.
    await spinInHouseSlot(page, 2, '50');

    // The points mall: 1 point per 100.00 of RNG turnover.
    await expect
      .poll(async () => {
        await reopen(page, '/pointMall', 'points-balance');
        return text(page, 'points-balance');
      }, STREAM)
      .toBe('1');
    await page.getByTestId('goods-card').first().waitFor();
    await shoot(page, 'point-mall');

    // The missions page: the slot mission is complete and waits to be claimed; the badges count it.
    const missionsRoute = '/?mc=missionLeaderboard';
    const slotCard = page.getByTestId('mission-card').filter({ hasText: '20 rodadas de slots' });
    await expect
      .poll(async () => {
        await reopen(page, missionsRoute, 'missions-list');
        return slotCard.getAttribute('data-state');
      }, STREAM)
      .toBe('claimable');
    expect(await slotCard.getByTestId('mission-figures').innerText()).toContain('2');
    expect(Number(await text(page, 'mc-mission-badge'))).toBeGreaterThan(0);
    expect(Number(await text(page, 'tab-badge-daily'))).toBeGreaterThan(0);
    await shoot(page, 'missions-claimable');
    await reopen(page, '/', 'page-home');
    await expect
      .poll(async () => Number(await text(page, 'menu-mission-badge')), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // Claim: the card says claimed and 2.00 lands in the main wallet.
    await reopen(page, missionsRoute, 'missions-list');
    const before = await headerBalanceMinor(page);
    await slotCard.getByTestId('mission-claim').click();
    await expect.poll(() => slotCard.getAttribute('data-state'), { timeout: 10_000 }).toBe('claimed');
    expect(await slotCard.getByTestId('mission-claim').count()).toBe(0);
    await expect.poll(() => headerBalanceMinor(page), { timeout: 10_000 }).toBe(before + 200);
    await shoot(page, 'missions-claimed');

    // The header's label opens the VIP page: Bronze; the header follows (label and ring) without a reload.
    await page.keyboard.press('Escape');
    await page.getByTestId('member-center').waitFor({ state: 'detached' });
    await club.click();
    await page.getByTestId('vip-current-level').waitFor();
    expect(await text(page, 'vip-current-level')).toBe('Bronze');
    await expect.poll(async () => (await club.innerText()).trim(), { timeout: 10_000 }).toBe('Bronze');
    expect(await club.getAttribute('data-rank')).toBe('1');
    expect(await ring.getAttribute('style')).toContain('--club-a: #d08a4e');
    await shoot(page, 'vip');

    // The reward center lists Bronze's level-up bonus (5.00); claiming it pays once and takes it off.
    await reopen(page, '/?mc=rewardCenter', 'reward-center');
    const levelUp = page.locator('[data-testid="reward-row"][data-key="vip:level_up:1"]');
    await levelUp.waitFor();
    expect(await levelUp.innerText()).toContain('Bronze');
    expect(await levelUp.innerText()).toContain('5,00');
    await shoot(page, 'reward-center');
    const withMission = await headerBalanceMinor(page);
    await levelUp.getByTestId('reward-claim').click();
    await levelUp.waitFor({ state: 'detached' });
    // The demo's level-up bonus is wagered before it is money: the header says it beside the
    // player's money, which stays as it was.
    await expect.poll(() => page.getByTestId('header-bonus').getAttribute('data-minor')).toBe('500');
    expect(await headerBalanceMinor(page)).toBe(withMission);

    const { id: memberId } = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const reward = await db
      .selectFrom('vip_rewards')
      .select(['amount_minor', 'claimed_at'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'level_up')
      .where('key', '=', '1')
      .executeTakeFirstOrThrow();
    expect(reward.amount_minor).toBe(500);
    expect(reward.claimed_at).not.toBeNull();
    await context.close();
  });
});
