import { describe, expect, it } from 'vitest';
import { registerMember } from '../../server/test/test-app.ts';
import { portalPerFile } from './harness.ts';

// Daily salary on, the other kinds off: the form offers only what the brand runs.
const portal = portalPerFile({}, (started) =>
  started.patchSettings({ flags: { dividend: false, salary: true, hourlySalary: false, realTimeSalary: false } }),
);

/** A new member made an agent (type 1) in the database, as the member page's call would. */
async function newAgent() {
  const member = await registerMember(portal.testApp.app);
  const row = await portal.testApp.database.db
    .updateTable('members')
    .set({ type: 1 })
    .where('username', '=', member.username)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { username: member.username, id: row.id };
}

const contractsOf = (memberId: number) =>
  portal.testApp.database.db
    .selectFrom('agent_contracts')
    .select(['id', 'kind', 'basis', 'tiers', 'payer', 'offered_by', 'status', 'terminated_reason'])
    .where('member_id', '=', memberId)
    .execute();

describe('the agent programme in the console, in Chromium', () => {
  it('finance offers a daily salary by username, sees it offered, withdraws it, and settles now', async () => {
    const agent = await newAgent();
    const { page } = await portal.signedInOperator({ roles: ['finance'] });
    await page.getByRole('link', { name: 'Agents' }).click();
    // The section opens on the waiting applications; the contracts are the next tab.
    await page.getByTestId('agents-applications').waitFor();
    await page.getByTestId('agents-tab-contracts').click();
    await page.getByTestId('agents-contracts').waitFor();

    await page.getByTestId('agents-offer-open').click();
    const form = page.getByTestId('agents-offer-form');
    await form.waitFor();
    // Only the kind the brand switched on.
    expect(await page.getByTestId('agents-offer-kind').locator('option').allTextContents()).toEqual(['Daily salary']);

    // Nothing is sent while a field is wrong: an unknown username, thresholds that do not rise.
    await page.getByTestId('agents-offer-member').fill(`${agent.username}zz`.slice(0, 16));
    await page.getByTestId('agents-tier-0-threshold').fill('0');
    await page.getByTestId('agents-tier-0-rate').fill('1.5');
    await page.getByTestId('agents-tier-add').click();
    await page.getByTestId('agents-tier-1-threshold').fill('0');
    await page.getByTestId('agents-tier-1-rate').fill('2.255');
    await page.getByTestId('agents-offer-submit').click();
    await form.getByText('No member has this username.').waitFor();
    await form.getByText('Each threshold must be above the one before.').waitFor();
    await form.getByText('At most two decimal places.').waitFor();
    expect(await contractsOf(agent.id)).toEqual([]);

    await page.getByTestId('agents-offer-member').fill(agent.username);
    await page.getByTestId('agents-tier-1-threshold').fill('1000.50');
    await page.getByTestId('agents-tier-1-rate').fill('2.25');
    await page.getByTestId('agents-offer-member').blur();
    await form.getByText(`Member #${agent.id}, agent type 1.`).waitFor();
    await page.getByTestId('agents-offer-submit').click();
    await page.getByTestId('agents-notice').getByText(`Contract offered to ${agent.username}.`).waitFor();

    // Stored as the platform's offer, the threshold in minor units and the rate in basis points.
    const [stored] = await contractsOf(agent.id);
    expect(stored).toMatchObject({
      kind: 'daily_salary',
      basis: 'bet',
      payer: 'platform',
      offered_by: null,
      status: 'offered',
      tiers: [
        { threshold: 0, rateBps: 150 },
        { threshold: 100050, rateBps: 225 },
      ],
    });
    const id = stored!.id;
    expect(await page.getByTestId(`agents-contract-member-${id}`).textContent()).toBe(agent.username);
    expect(await page.getByTestId(`agents-contract-status-${id}`).textContent()).toBe('Offered');
    // One line per tier, the threshold in the brand's currency (BRL, two decimals).
    expect(await page.getByTestId(`agents-contract-tiers-${id}`).locator('span').allTextContents()).toEqual([
      'from 0.00: 1.5 %',
      'from 1,000.50: 2.25 %',
    ]);

    // A second offer of the kind while the first waits: the server's 409 as a message.
    await page.getByTestId('agents-offer-open').click();
    await page.getByTestId('agents-offer-member').fill(agent.username);
    await page.getByTestId('agents-tier-0-threshold').fill('0');
    await page.getByTestId('agents-tier-0-rate').fill('1');
    await page.getByTestId('agents-offer-submit').click();
    await page
      .getByTestId('agents-offer-error')
      .getByText("An offer of this kind already waits for this agent's answer: withdraw it first.")
      .waitFor();
    await page.getByTestId('agents-offer-cancel').click();

    // Withdraw the offer, after the confirm.
    await page.getByTestId(`agents-terminate-${id}`).click();
    await page.getByTestId('agents-terminate-dialog').waitFor();
    await page.getByTestId('agents-terminate-confirm').click();
    await page.getByTestId('agents-notice').getByText(`The contract of ${agent.username} is ended.`).waitFor();
    await page.getByTestId(`agents-contract-status-${id}`).getByText('Withdrawn').waitFor();
    expect(await page.getByTestId(`agents-terminate-${id}`).count()).toBe(0);
    expect((await contractsOf(agent.id))[0]).toMatchObject({ status: 'withdrawn', terminated_reason: 'operator' });

    // The status filter finds it among the withdrawn ones only.
    await page.getByTestId('agents-filter-status').selectOption('active');
    await page.getByTestId('agents-contract-list').getByText('No contracts match these filters.').waitFor();
    await page.getByTestId('agents-filter-status').selectOption('withdrawn');
    await page.getByTestId(`agents-contract-member-${id}`).waitFor();

    // Settlements: the list loads, Settle now runs the job and the list refreshes.
    await page.getByTestId('agents-tab-settlements').click();
    await page.getByTestId('agents-settlement-list').waitFor();
    const settled = page.waitForResponse(
      (r) => r.url().includes('/admin/api/agents/settlements/run') && r.request().method() === 'POST',
    );
    const refreshed = page.waitForResponse(
      (r) => /\/admin\/api\/agents\/settlements\?/.test(r.url()) && r.request().method() === 'GET',
    );
    await page.getByTestId('agents-settle-now').click();
    expect((await settled).status()).toBe(200);
    expect((await refreshed).status()).toBe(200);
    await page.getByTestId('agents-settle-notice').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('settlements');
  });

  it('support reads the contracts and settlements without the finance actions', async () => {
    const { page } = await portal.signedInOperator({ roles: ['support'] });
    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByTestId('agents-tab-contracts').click();
    await page.getByTestId('agents-contract-list').waitFor();
    await page.getByTestId('agents-contract-list').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('agents-offer-open').count()).toBe(0);
    expect(await page.locator('[data-testid^="agents-terminate-"]').count()).toBe(0);
    await page.getByTestId('agents-tab-settlements').click();
    await page.getByTestId('agents-settlement-list').waitFor();
    expect(await page.getByTestId('agents-settle-now').count()).toBe(0);
  });
});
