import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalPerFile } from './harness.ts';

/** WCAG 2.2 AA as axe tags it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  ['desktop', 1366, 800],
  ['phone', 390, 844],
] as const;

/** A contrast failure's colours and ratio, to find the token at fault. */
const colours = (data: unknown) => {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  return d?.fgColor ? ` [${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}]` : '';
};

/** The critical and serious violations on the page as it stands, one line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}${colours(n.any[0]?.data)}`)
          .join(' | ')}`,
    );
}

interface Stop {
  name: string;
  open(page: Page): Promise<void>;
}

const visit =
  (path: string, testId: string): Stop['open'] =>
  async (page) => {
    await page.goto(path);
    await page.getByTestId(testId).first().waitFor();
    await page.waitForTimeout(400);
  };

const PLAYER_STOPS: Stop[] = [
  { name: 'home', open: visit('/', 'page-home') },
  { name: 'lobby', open: visit('/rng', 'page-lobby') },
  { name: 'promotions', open: visit('/promotions', 'page-promotions') },
  { name: 'lottery list', open: visit('/elott', 'page-elott') },
  { name: 'lottery slip', open: visit('/lottery?gameCode=KENO3M', 'bet-slip') },
  { name: 'deposit', open: visit('/?mc=depositv2', 'deposit-page') },
  { name: 'withdraw', open: visit('/?mc=withdraw', 'withdraw-page') },
  { name: 'member center', open: visit('/?mc=securityCenter', 'page-home') },
  { name: 'chat', open: visit('/?chat=open', 'chat-window') },
  {
    // The in-house slot after a spin (reels, lines, win, controls), inside the game frame.
    name: 'in-house slot',
    open: async (page) => {
      await visit('/rng', 'page-lobby')(page);
      await page
        .locator('[data-testid="game-grid"] [data-node-id="INHOUSE:lotus-slot"]')
        .locator('button')
        .first()
        .click();
      const game = page.frameLocator('[data-testid="game-iframe"]');
      await game.getByTestId('studio-page').waitFor();
      await game.getByTestId('slot-turbo').click();
      await game.getByTestId('slot-spin').click();
      await game.locator('[data-testid="slot-reels"][data-state="done"]').waitFor({ timeout: 60_000 });
    },
  },
];

const VISITOR_STOPS: Stop[] = [
  { name: 'register', open: visit('/register', 'page-register') },
  {
    name: 'login popup',
    open: async (page) => {
      await visit('/', 'page-home')(page);
      await page.getByTestId('header-login').click();
      await page.getByTestId('auth-modal').waitFor();
      await page.waitForTimeout(300);
    },
  },
];

const CONSOLE_STOPS: Stop[] = [
  { name: 'console dashboard', open: visit('/admin', 'dashboard-period-today') },
  { name: 'console members', open: visit('/admin/members', 'members-search') },
  { name: 'console withdrawals', open: visit('/admin/withdrawals', 'withdrawals-table') },
];

/**
 * The axe suite for one theme, on a phone and a desktop: a file for each theme (accessibility-dark
 * and accessibility-light), so the two run side by side instead of one long file ending the run.
 */
export function describeAccessibility(theme: 'dark' | 'light') {
  const portal = portalPerFile();
  describe(`accessibility (axe, WCAG 2.2 AA): no critical or serious violation on the key flows, ${theme} theme`, () => {
    for (const [size, width, height] of VIEWPORTS) {
      it(`holds for a visitor, a member and an operator: ${theme} theme, ${size}`, async () => {
        const found: string[] = [];
        const check = async (page: Page, stops: Stop[]) => {
          for (const stop of stops) {
            await stop.open(page);
            found.push(...(await seriousViolations(page, `${stop.name} ${theme} ${size}`)));
          }
        };
        const visitor = await portal.newContext({ theme, width, height });
        await check(await visitor.newPage(), VISITOR_STOPS);
        await visitor.close();
        const member = await portal.signedInMember({ amount: 50, theme, width, height });
        await check(member.page, PLAYER_STOPS);
        await member.context.close();
        const operator = await portal.signedInOperator({ roles: ['finance', 'support'], theme, width, height });
        await check(operator.page, CONSOLE_STOPS);
        await operator.context.close();
        expect(found).toEqual([]);
      }, 240_000);
    }
  });
}
