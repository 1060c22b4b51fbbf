import { describe, expect, it } from 'vitest';
import { expectLedgerReconciles, manualClock } from '../../server/test/test-app.ts';
import { headerBalanceMinor, portalPerFile, signInThroughPopup, spinInHouseSlot } from './harness.ts';

/*
 * The agent programme in Chromium: the platform offers an agent a 3 % daily salary, which the agent
 * accepts in the agent center; the agent registers a downline agent there and offers it 2 %; the
 * downline accepts and plays the in-house slot; the next day's settlement pays the downline 2 % of
 * its valid bet and the agent the 1 % difference, which its income page and its wallet show exactly.
 */
const clock = manualClock(new Date());
const DAY = 86_400_000;

const portal = portalPerFile(
  {
    clock,
    env: {
      SEED_DEMO: true,
      // The day passes on the test's clock: the sessions outlive it.
      MEMBER_SESSION_IDLE_MINUTES: 60 * 24 * 7,
      MEMBER_SESSION_ABSOLUTE_HOURS: 24 * 7,
      OPERATOR_SESSION_IDLE_MINUTES: 60 * 24 * 7,
    },
  },
  (started) => started.patchSettings({ flags: { salary: true } }),
);

describe('the agent programme in Chromium', () => {
  it('registers a downline, offers it a daily salary, and is paid its difference after the downline plays', async () => {
    const { db } = portal.testApp.database;
    const { member: agent, page } = await portal.signedInMember({ amount: 500, memberType: 1 });
    const agentId = (
      await db.selectFrom('members').select('id').where('username', '=', agent.username).executeTakeFirstOrThrow()
    ).id;
    const platformOffer = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/agents/contracts',
      headers: portal.adminHeaders,
      payload: { memberId: agentId, kind: 'daily_salary', basis: 'bet', tiers: [{ threshold: 0, ratePercent: 3 }] },
    });
    expect(platformOffer.statusCode, platformOffer.body).toBe(200);

    // The agent accepts the platform's offer on the daily salary page.
    await page.goto('/?ac=dailySalary');
    await page.getByTestId('agent-center').waitFor();
    await page.getByTestId('contract-accept').click();
    await page.getByTestId('contract-own').waitFor();
    expect(await page.getByTestId('contract-own').getAttribute('data-status')).toBe('active');

    // It registers a downline agent.
    const downline = `dl${Date.now().toString(36).slice(-8)}`;
    const password = 'Lotus#Agent2026';
    await page.getByTestId('agent-menu-register').click();
    await page.getByTestId('agent-register-type').selectOption('1');
    await page.getByTestId('agent-register-username').fill(downline);
    await page.getByTestId('agent-register-password').fill(password);
    await page.getByTestId('agent-register-confirm').fill(password);
    await page.getByTestId('agent-register-submit').click();
    await page.getByTestId('agent-register-done').waitFor();

    // And offers it 2 % from its own 3 %.
    await page.getByTestId('agent-menu-dailySalary').click();
    await page.getByTestId('contract-offer-open').click();
    const downlineId = (
      await db.selectFrom('members').select('id').where('username', '=', downline).executeTakeFirstOrThrow()
    ).id;
    await page
      .getByTestId('contract-offer-member')
      .locator(`option[value="${downlineId}"]`)
      .waitFor({ state: 'attached' });
    await page.getByTestId('contract-offer-member').selectOption(String(downlineId));
    await page.getByTestId('contract-tier-threshold-0').fill('0');
    await page.getByTestId('contract-tier-rate-0').fill('2');
    await page.getByTestId('contract-offer-submit').click();
    await page.getByTestId('contract-offer-done').waitFor();

    // The downline signs in, accepts, and plays two spins of 50.00 on the in-house slot.
    const context = await portal.newContext({ lang: 'en' });
    const other = await context.newPage();
    await other.goto('/');
    await signInThroughPopup(other, downline, password);
    const funded = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjustments',
      headers: { ...portal.adminHeaders, 'idempotency-key': `e2e-agent-${downlineId}` },
      payload: { memberId: downlineId, amount: 100, reason: 'e2e' },
    });
    expect(funded.statusCode, funded.body).toBe(200);
    await other.goto('/?ac=dailySalary');
    await other.getByTestId('contract-accept').click();
    await other.getByTestId('contract-own').waitFor();
    await spinInHouseSlot(other, 2, '50');

    // The next day the job settles yesterday (run at once here rather than waiting for its minute).
    const before = await headerBalanceMinor(page);
    expect(before).toBe(50_000);
    clock.advance(DAY);
    const run = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/agents/settlements/run',
      headers: portal.adminHeaders,
    });
    expect(run.statusCode, run.body).toBe(200);

    // 100.00 of valid bet: the downline earns 2.00, the agent 3.00 − 2.00 = 1.00.
    await page.goto('/?ac=income');
    const paidRow = page
      .getByTestId('income-row')
      .filter({ hasText: /paid|Paid/ })
      .first();
    await paidRow.waitFor();
    expect(await paidRow.getByTestId('income-amount').innerText()).toContain('1.00');
    await page.reload();
    await expect.poll(() => headerBalanceMinor(page), { timeout: 10_000 }).toBe(before + 100);
    await other.goto('/?ac=income');
    const downlineRow = other
      .getByTestId('income-row')
      .filter({ hasText: /paid|Paid/ })
      .first();
    await downlineRow.waitFor();
    expect(await downlineRow.getByTestId('income-amount').innerText()).toContain('2.00');
    await expectLedgerReconciles(portal.testApp.database);
    // Two signed-in browsers, a registration and a settlement run: past a minute on a loaded CI machine.
  }, 150_000);
});
