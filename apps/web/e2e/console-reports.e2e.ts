import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '@portal/shared/money';
import {
  insertBets,
  insertChannel,
  insertDeposit,
  insertMember,
  insertWithdrawal,
} from '../../server/test/reports-seed.ts';
import { portalPerFile } from './harness.ts';

// The reports' rows are written straight into the ledger tables (no postings): nothing to reconcile.
const portal = portalPerFile({ reconcile: false });

const DAY_MS = 86_400_000;
/** A moment of today (UTC) that has passed whenever the test runs: the dashboard's days are UTC days. */
const todayStart = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const money = (minor: number) => formatMoney(minor, 2, 'en');
const value = (page: Page, name: string) => page.getByTestId(`dashboard-value-${name}`).innerText();

/**
 * Today: A registers, deposits 200.00 (a first deposit), bets 100.00 and wins 25.00. Two days
 * ago: B (registered three days ago) bets 50.00 and loses; B's withdrawal of 30.00 waits.
 */
async function seed() {
  const db = portal.testApp.database.db;
  const today = todayStart();
  const at = (daysAgo: number, ms = 1000) => new Date(today.getTime() - daysAgo * DAY_MS + ms);
  const a = await insertMember(db, { createdAt: at(0) });
  const b = await insertMember(db, { createdAt: at(3) });
  const channel = await insertChannel(db, 'E2E Bank');
  await insertDeposit(db, { memberId: a.id, channelId: channel, amount: 20_000, at: at(0) });
  await insertBets(db, [
    { memberId: a.id, vendor: 'PGSOFT', product: 'RNG', gameCode: 'e2e', stake: 10_000, payout: 2500, at: at(0) },
    { memberId: b.id, vendor: 'PGSOFT', product: 'RNG', gameCode: 'e2e', stake: 5000, at: at(2) },
  ]);
  await insertWithdrawal(db, { memberId: b.id, bankName: 'E2E Bank', amount: 3000, status: 'in_process', at: at(1) });
}

describe('console dashboard and audit log in Chromium', () => {
  it('shows an admin the seeded figures for today and the last 7 days, the chart and the queues', async () => {
    await seed();
    const { page, context } = await portal.signedInOperator({ roles: ['admin'] });
    await page.getByTestId('dashboard-stats').waitFor();
    expect(await value(page, 'deposits')).toBe(money(20_000));
    expect(await value(page, 'withdrawals')).toBe(money(0));
    expect(await value(page, 'bets')).toBe(money(10_000));
    expect(await value(page, 'wins')).toBe(money(2500));
    expect(await value(page, 'ggr')).toBe(money(7500));
    expect(await value(page, 'bonuses')).toBe(money(0));
    expect(await value(page, 'ngr')).toBe(money(7500));
    expect(await value(page, 'active')).toBe('1');
    expect(await value(page, 'registrations')).toBe('1');
    expect(await value(page, 'first-deposits')).toBe('1');

    await page.getByTestId('dashboard-period-last7').click();
    await page.locator('[data-testid="dashboard-stats"][data-period="last7"]').waitFor();
    expect(await value(page, 'bets')).toBe(money(15_000));
    expect(await value(page, 'ggr')).toBe(money(12_500));
    expect(await value(page, 'active')).toBe('2');
    expect(await value(page, 'registrations')).toBe('2');

    await page.getByTestId('dashboard-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('dashboard-queue-withdrawals').innerText()).toMatch(/1$/);
    await page.getByTestId('dashboard-queue-withdrawals').getByRole('link').click();
    await page.waitForFunction(() => window.location.pathname === '/admin/withdrawals');
    await context.close();
  });

  it('lists only the queues an operator works, each linking to its page and tab', async () => {
    const admin = await portal.signedInOperator({ roles: ['admin'] });
    const queues = admin.page.getByTestId('dashboard-queues').locator('li');
    await queues.first().waitFor();
    expect(await queues.evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')))).toEqual([
      'dashboard-queue-deposits',
      'dashboard-queue-withdrawals',
      'dashboard-queue-approvals',
      'dashboard-queue-promotionApplications',
      'dashboard-queue-redemptions',
    ]);
    await admin.page.getByTestId('dashboard-queue-promotionApplications').getByRole('link').click();
    await admin.page
      .getByTestId('promotions-tab-applications')
      .and(admin.page.locator('[aria-selected="true"]'))
      .waitFor();
    await admin.context.close();

    // Support works the points mall's redemptions, not the money queues nor the promotion applications.
    const support = await portal.signedInOperator({ roles: ['support'] });
    const own = support.page.getByTestId('dashboard-queues').locator('li');
    await own.first().waitFor();
    expect(await own.evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')))).toEqual([
      'dashboard-queue-redemptions',
    ]);
    expect(await own.first().innerText()).toMatch(/Points-mall redemptions to approve\s*0$/);
    await own.first().getByRole('link').click();
    await support.page
      .getByTestId('loyalty-tab-redemptions')
      .and(support.page.locator('[aria-selected="true"]'))
      .waitFor();
    await support.context.close();
  });

  it("lists the operator's settings change in the audit log with its before and after", async () => {
    const { page, context, username } = await portal.signedInOperator({ roles: ['admin'] });
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    const before = (
      await portal.testApp.app.inject({ url: '/admin/api/settings', headers: { authorization: `Bearer ${token}` } })
    ).json().value.brand.registerBonusText as string;
    const patched = await portal.testApp.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { brand: { registerBonusText: 'Audit e2e bonus' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    await page.goto('/admin/audit');
    await page.getByTestId('audit-filter-operator').fill(username);
    await page.getByTestId('audit-filter-action').fill('PATCH /admin/api/settings');
    await page.getByTestId('audit-search').click();
    await page.waitForURL(/action=/);
    // The operator's own password change and the admin's calls are filtered out: one row is left.
    const rows = page.getByTestId('audit-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.innerText()).toContain(username);
    // In words: the action and its outcome, not the method and path (those are in the detail).
    expect(await row.innerText()).toContain('Changed brand settings');
    expect(await row.innerText()).toContain('Done');
    expect(await row.innerText()).not.toContain('/admin/api/settings');
    await row.getByRole('button').click();

    const diff = page.getByTestId('audit-diff');
    await diff.waitFor();
    const changed = diff.locator('tr[data-change="changed"]', { hasText: 'brand.registerBonusText' });
    expect(await changed.getByTestId('audit-diff-before').innerText()).toBe(JSON.stringify(before));
    expect(await changed.getByTestId('audit-diff-after').innerText()).toBe('"Audit e2e bonus"');
    expect(await page.getByTestId('audit-detail').innerText()).toContain(username);
    expect(await page.getByTestId('audit-detail').innerText()).toContain('PATCH /admin/api/settings');
    await context.close();
  });

  it('fits a 390 px phone: the dashboard and the audit log scroll only inside their tables', async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['admin'], width: 390, height: 844 });
    await page.getByTestId('dashboard-stats').waitFor();
    await page.getByTestId('dashboard-chart').locator('canvas').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/admin/audit');
    await page.getByTestId('audit-table').locator('tbody tr').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/admin/reports');
    await page.getByTestId('report-ggr-day-table').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
