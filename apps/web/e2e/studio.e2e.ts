import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { portalPerFile, screenshotBoth, slotSpinShown } from './harness.ts';

const portal = portalPerFile({ env: { SEED_DEMO: true } });

/** A member with 1,000.00 (an operator adjustment), signed in through the login popup. */
const signedInPlayer = () => portal.signedInMember({ amount: 1000 });

/** The header balance in minor units, once it is shown (not the placeholder while it reloads). */
async function headerBalanceMinor(page: Page): Promise<number> {
  const amount = page.getByTestId('header-balance').locator('.balance__amount [data-minor]');
  await amount.waitFor();
  return Number(await amount.getAttribute('data-minor'));
}

/** The game launched from the RNG lobby as a player does, its frame once the studio page shows. */
async function openFromLobby(page: Page, game: string, button: string) {
  await page.goto('/rng');
  await page
    .locator(`[data-testid="game-grid"] [data-node-id="INHOUSE:${game}"]`)
    .getByRole('button', { name: button })
    .click();
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await frame.getByTestId('studio-page').waitFor();
  return frame;
}

describe('in-house studio in Chromium', () => {
  it('launches the slot from /rng, spins, moves the header balance by exactly win − stake, records and verifies the round', async () => {
    const { page, context } = await signedInPlayer();
    await page.goto('/rng');
    await page.locator('[data-testid="game-grid"] [data-node-id="INHOUSE:lotus-slot"]').waitFor();
    expect(await headerBalanceMinor(page)).toBe(100_000);

    await page
      .locator('[data-testid="game-grid"] [data-node-id="INHOUSE:lotus-slot"]')
      .getByRole('button', { name: 'Play Lotus Fortune' })
      .click();
    await page.waitForURL(/\/game\?/);
    const game = page.frameLocator('[data-testid="game-iframe"]');
    await game.getByTestId('studio-page').waitFor();
    // The hash of the server seed is there before any bet.
    const hashBefore = await game.getByTestId('server-seed-hash').innerText();
    expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);
    expect(await game.getByTestId('studio-balance').getAttribute('data-minor')).toBe('100000');

    await game.getByTestId('studio-stake').fill('2.50');
    // The paytable, from the engine's own tables: a line bet of 0.125 makes five lotuses 62.50.
    await game.getByTestId('slot-paytable-open').click();
    const paytable = game.getByTestId('slot-paytable');
    await paytable.waitFor();
    expect(await paytable.locator('tr[data-symbol="LOTUS"] [data-minor]').last().getAttribute('data-minor')).toBe(
      '6250',
    );
    expect(await paytable.getByTestId('paytable-line').count()).toBe(20);
    await paytable.getByTestId('modal-close').click();
    await paytable.waitFor({ state: 'hidden' });
    await game.getByTestId('slot-turbo').click();
    await slotSpinShown(game);
    const summary = game.getByTestId('round-summary');
    await summary.waitFor();
    const payout = Number(await summary.getAttribute('data-payout'));
    const expected = 100_000 - 250 + payout;
    await game.locator(`[data-testid="studio-balance"][data-minor="${expected}"]`).waitFor();
    // The header outside the frame reloads: exactly stake − win moved.
    await page.waitForFunction(
      (minor) =>
        document
          .querySelector('[data-testid="header-balance"] .balance__amount [data-minor]')
          ?.getAttribute('data-minor') === String(minor),
      expected,
    );

    // The round in the history; the seed revealed; the replay's link verifies it on /fair.
    await game.getByTestId('history-row').first().waitFor();
    await game.getByTestId('seed-rotate').click();
    await game.getByTestId('revealed-seed').waitFor();
    expect(await game.getByTestId('server-seed-hash').innerText()).not.toBe(hashBefore);
    await game.getByTestId('history-row').first().click();
    await game.getByTestId('round-replay').waitFor();
    const verifyHref = await game.getByTestId('replay-verify').getAttribute('href');
    expect(verifyHref).toContain('/fair?');

    const fair = await context.newPage();
    await fair.goto(verifyHref!);
    await fair.getByTestId('verify-result').waitFor();
    expect(await fair.getByTestId('verify-hash').innerText()).toBe(hashBefore);
    expect(await fair.getByTestId('verify-hash-check').getAttribute('data-match')).toBe('true');
    expect(await fair.getByTestId('verify-payout').getAttribute('data-minor')).toBe(String(payout));

    // The portal's betting record has the bet: this new player's only one, the 2.50 spin.
    await page.goto('/?mc=personalHistoryCopy');
    const rows = page.getByTestId('betting-record').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('2.50');
    // The wallet around the round: 1,000.00 before the stake, the header's balance after the win.
    const cell = (id: string) => rows.first().getByTestId(id).getAttribute('data-minor');
    expect(await cell('bet-balance-before')).toBe('100000');
    expect(await cell('bet-balance-after')).toBe(String(expected));
    // The game filter lists the games played in the period, by name; picking one filters the rows.
    const games = page.getByTestId('bet-game');
    await games.locator('option[value="lotus-slot"]').waitFor({ state: 'attached' });
    expect(await games.locator('option[value="lotus-slot"]').innerText()).toBe('Lotus Fortune');
    // Listening before the pick: a quick answer can land before a listener set up after it.
    const filtered = page.waitForResponse(
      (res) => res.url().includes('/wps/records/bets?') && res.url().includes('game=lotus-slot'),
    );
    await games.selectOption('lotus-slot');
    await filtered;
    expect(await rows.count()).toBe(1);
    await context.close();
  });

  it('spins reels that stop and draw a win line, plays autoplay within its loss limit, and replays a round from the history', async () => {
    const { page, context } = await signedInPlayer();
    const game = await openFromLobby(page, 'lotus-slot', 'Play Lotus Fortune');
    await game.getByTestId('slot-turbo').click();
    const reels = game.getByTestId('slot-reels');

    // The reels loop while the server answers, then stop; spins go on until one pays a line.
    let lines = 0;
    for (let spin = 0; spin < 40 && lines === 0; spin += 1) {
      await slotSpinShown(game);
      lines = await reels.getByTestId('slot-line').count();
    }
    expect(lines).toBeGreaterThan(0);
    const line = reels.getByTestId('slot-line').first();
    expect(Number(await line.getAttribute('data-run'))).toBeGreaterThanOrEqual(3);
    // The win counted up to the round's payout, which the balance now holds.
    const payout = await game.getByTestId('round-summary').getAttribute('data-payout');
    expect(await game.getByTestId('slot-win').getAttribute('data-minor')).toBe(payout);
    expect(Number(payout)).toBeGreaterThan(0);

    // Autoplay needs a loss limit; with one stake as the limit it never loses more than that.
    await game.getByTestId('studio-stake').fill('1');
    const before = Number(await game.getByTestId('studio-balance').getAttribute('data-minor'));
    await game.getByTestId('autoplay-open').click();
    await game.getByTestId('autoplay-start').click();
    await game.getByTestId('slot-autoplay-dialog').getByText('Required').waitFor();
    await game.getByTestId('autoplay-loss-limit').fill('1');
    await game.getByTestId('autoplay-start').click();
    await game.getByTestId('autoplay-stop').waitFor();
    await game.locator('[data-testid="autoplay-status"]:not([data-reason=""])').waitFor({ timeout: 90_000 });
    expect(['lossLimit', 'count', 'feature']).toContain(
      await game.getByTestId('autoplay-status').getAttribute('data-reason'),
    );
    const after = Number(await game.getByTestId('studio-balance').getAttribute('data-minor'));
    expect(before - after).toBeLessThanOrEqual(100);

    // The newest round from the history plays again on the same reels, and again on request; a tap
    // on the reels ends a show at once (the newest round may be autoplay's free spins).
    await game.getByTestId('history-row').first().click();
    const replay = game.getByTestId('replay-reels');
    await replay.waitFor();
    const round = await replay.getAttribute('data-round');
    await replay.click({ force: true });
    await game.locator('[data-testid="replay-reels"][data-state="done"]').waitFor();
    await game.getByTestId('replay-again').click();
    await expect.poll(() => replay.getAttribute('data-round')).not.toBe(round);
    await replay.click({ force: true });
    await game.locator('[data-testid="replay-reels"][data-state="done"]').waitFor();
    await context.close();
  });

  it('plays the rest of a show the page lost on the next launch, without moving money again', async () => {
    const { page, context } = await signedInPlayer();
    const game = await openFromLobby(page, 'lotus-slot', 'Play Lotus Fortune');
    await game.getByTestId('slot-spin').click();
    // The answer is in and the reels are still landing (no turbo): the page goes away.
    const landing = game.locator('[data-testid="slot-reels"][data-state="landing"]');
    await landing.waitFor();
    const roundId = await landing.getAttribute('data-round');
    await page.reload();
    await game.getByTestId('slot-resumed').waitFor();
    expect(await game.getByTestId('slot-reels').getAttribute('data-round')).toBe(roundId);
    await game.locator('[data-testid="slot-reels"][data-state="done"]').waitFor({ timeout: 60_000 });
    await game.getByTestId('slot-resumed').waitFor({ state: 'hidden' });
    // The money moved once, with the round: the balance is the server's, stake − win of that round.
    const payout = Number(await game.getByTestId('round-summary').getAttribute('data-payout'));
    await game.locator(`[data-testid="studio-balance"][data-minor="${100_000 - 100 + payout}"]`).waitFor();
    // Shown to its end, it does not come back.
    await page.reload();
    await game.getByTestId('studio-page').waitFor();
    await game.getByTestId('history-row').first().waitFor();
    expect(await game.getByTestId('slot-resumed').count()).toBe(0);
    await context.close();
  });

  it('rolls the dice and deals baccarat to the end, the play button waiting for the animation', async () => {
    const { page, context } = await signedInPlayer();
    await page.goto('/rng');
    await page.locator('[data-testid="game-grid"] [data-node-id="INHOUSE:dice"] .game-tile__open').click();
    const game = page.frameLocator('[data-testid="game-iframe"]');
    await game.getByTestId('studio-page').waitFor();
    await game.getByTestId('dice-roll-button').click();
    expect(await game.getByTestId('dice-roll').innerText()).toMatch(/^\d{1,2}\.\d{2}$/);
    await game.locator('[data-testid="dice-roll-button"]:enabled').waitFor();

    await page.goto('/rng');
    await page.locator('[data-testid="game-grid"] [data-node-id="INHOUSE:baccarat"] .game-tile__open').click();
    await game.getByTestId('studio-page').waitFor();
    await game.getByTestId('baccarat-deal').click();
    // The first card is out: a deal takes at least six steps, and the button waits for all of them.
    await game.locator('[data-card]').first().waitFor();
    expect(await game.getByTestId('baccarat-deal').isDisabled()).toBe(true);
    await game.getByTestId('baccarat-result').waitFor();
    expect(await game.locator('[data-card]').count()).toBeGreaterThanOrEqual(4);
    expect(await game.getByTestId('baccarat-result').innerText()).toMatch(/^(Player wins|Banker wins|Tie)$/);
    await game.locator('[data-testid="baccarat-deal"]:enabled').waitFor();
    await context.close();
  });

  it('opens a round from the betting record on its replay, in the game that played it', async () => {
    const { page, context } = await signedInPlayer();
    const game = await openFromLobby(page, 'dice', 'Play Lotus Dice');
    await game.getByTestId('studio-stake').fill('2');
    await game.getByTestId('dice-roll-button').click();
    await game.getByTestId('history-row').first().waitFor();
    const roundId = await game.getByTestId('history-row').first().getAttribute('data-round-id');
    await page.goto('/?mc=personalHistoryCopy');
    await page.getByTestId('betting-record').waitFor();
    const replay = page.getByTestId('bet-replay').first();
    await replay.waitFor();
    await screenshotBoth(page, 'betting-record-replay');
    await replay.click();
    await page.waitForURL(/\/game\?/);
    // The member center the replay came from closes: the game and its replay are in front.
    await page.getByTestId('member-center').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('mc')).toBe(false);
    const shown = page.frameLocator('[data-testid="game-iframe"]').getByTestId('round-replay');
    await shown.waitFor();
    expect(await shown.getAttribute('data-round-id')).toBe(roundId);
    await context.close();
  });

  it('shows a refused bet in the player language and moves nothing', async () => {
    const { page, context } = await signedInPlayer();
    const game = await openFromLobby(page, 'dice', 'Play Lotus Dice');
    await game.getByTestId('studio-stake').fill('5000');
    await game.getByTestId('dice-roll-button').click();
    await game.locator('[data-testid="studio-error"][data-code="INSUFFICIENT_FUNDS"]').waitFor();
    expect(await game.getByTestId('studio-balance').getAttribute('data-minor')).toBe('100000');
    expect(await headerBalanceMinor(page)).toBe(100_000);
    await context.close();
  });
});
