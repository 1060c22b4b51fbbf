import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGame, openPeriodOf, tick } from '../../server/test/lottery-helpers.ts';
import { headerBalanceMinor, openPage, portalPerFile } from './harness.ts';

const portal = portalPerFile();

/*
 * Keyboard-only journeys (WCAG 2.1.1): Tab moves, Enter and Space press, typing fills; no click
 * anywhere. Each step tabs to its control as a person would, so an unreachable control fails.
 */

/** Presses Tab until the focused element matches `selector` (and reads `text`); fails after `max` presses. */
async function tabTo(page: Page, selector: string, { text, max = 120 }: { text?: string; max?: number } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ([sel, words]) => {
        const focused = document.activeElement;
        return Boolean(focused?.matches(sel) && (!words || focused.textContent?.trim() === words));
      },
      [selector, text ?? ''] as const,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector}${text ? ` reading "${text}"` : ''}`);
}

const byTestId = (id: string) => `[data-testid="${id}"]`;

describe('keyboard only', () => {
  it('registers from the header’s popup, focus kept inside the dialog', async () => {
    const { context, page } = await openPage(portal, { lang: 'en' });
    await tabTo(page, byTestId('header-register'));
    await page.keyboard.press('Enter');
    await page.getByTestId('register-form-username').waitFor();
    const username = `kb${randomBytes(4).toString('hex')}`;
    await tabTo(page, byTestId('field-username'));
    await page.keyboard.type(username);
    await tabTo(page, byTestId('field-password'));
    await page.keyboard.type('Tr0ub4dor&3x');
    await tabTo(page, byTestId('field-confirmPassword'));
    await page.keyboard.type('Tr0ub4dor&3x');
    await tabTo(page, byTestId('field-dateOfBirth'));
    await page.keyboard.type('05201990');
    await tabTo(page, byTestId('register-age'));
    await page.keyboard.press('Space');
    // The dialog holds the focus: many more Tabs never leave it.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await tabTo(page, byTestId('register-submit'));
    await page.keyboard.press('Enter');
    await page.getByTestId('register-success-ok').waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('header-balance').waitFor();
    await context.close();
  });

  it('deposits through the sandbox gateway and sees the money in the header', async () => {
    const { page, context } = await portal.signedInMember();
    await tabTo(page, byTestId('header-deposit'));
    await page.keyboard.press('Enter');
    await page.getByTestId('deposit-page').waitFor();
    await tabTo(page, byTestId('deposit-amount'));
    await page.keyboard.type('50');
    await tabTo(page, byTestId('deposit-submit'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sandbox-gateway\/pay\?/);
    await tabTo(page, 'button', { text: 'Pay' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]deposit=D/);
    await expect.poll(() => headerBalanceMinor(page), { timeout: 10_000 }).toBe(5_000);
    await context.close();
  });

  it('places a lottery slip: the bet type and picks pressed, placed with Enter', async () => {
    const t = portal.testApp;
    // The hourly period closes a minute before the hour: a slip started in its last two minutes
    // waits for the next period rather than meeting the close halfway.
    const intoHour = Date.now() % 3_600_000;
    if (intoHour > 3_480_000) await new Promise((resolve) => setTimeout(resolve, 3_600_000 - intoHour + 1_000));
    const code = await createGame(t, 'FAST_NORTH', { intervalSeconds: 3600 });
    await tick(t);
    const period = await openPeriodOf(t, code);
    const { page, context } = await portal.signedInMember({ amount: 100 });
    await page.goto(`/lottery?gameCode=${code}`);
    await page.getByTestId('current-period').getByText(period.issue).waitFor();
    const slip = page.getByTestId('bet-slip');
    await tabTo(page, byTestId('bet-type-lo2'));
    await page.keyboard.press('Enter');
    for (const pick of ['07', '93']) {
      await tabTo(page, `${byTestId('number-picker')} [data-pick="${pick}"]`, { max: 200 });
      await page.keyboard.press('Space');
    }
    await tabTo(page, byTestId('slip-place'));
    await page.keyboard.press('Enter');
    await slip.getByTestId('slip-message').getByText(`Bet placed on draw ${period.issue}: R$54.00`).waitFor();
    await context.close();
  }, 240_000);
});
