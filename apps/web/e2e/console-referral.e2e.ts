import { describe, expect, it } from 'vitest';
import { portalPerFile } from './harness.ts';
import { settingsAudit } from './settings-audit.ts';

const portal = portalPerFile();

const audit = settingsAudit(portal);

describe('invite-a-friend rules in the console, in Chromium', () => {
  it('changes a reward in major units: saved as minor units, kept after a reload, served to players', async () => {
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await page.getByRole('link', { name: 'Brand settings' }).click();
    await page.getByTestId('settings-tab-referral').click();
    await page.getByTestId('settings-referral').waitFor();

    // The defaults as the console shows them: BRL with 2 decimals, minor units read as major.
    const reward = page.getByTestId('referral-rule-1-reward');
    expect(await page.getByTestId('referral-rule-1-id').inputValue()).toBe('first_deposit');
    expect(await page.getByTestId('referral-rule-1-event').inputValue()).toBe('first_deposit');
    expect(await page.getByTestId('referral-rule-1-threshold').inputValue()).toBe('50.00');
    expect(await reward.inputValue()).toBe('20.00');
    expect(await page.getByTestId('referral-rules').locator('thead').textContent()).toContain('Reward (BRL)');
    // Registering has no threshold to type.
    expect(await page.getByTestId('referral-rule-0-threshold').count()).toBe(0);
    expect(await page.getByTestId('referral-flag').isChecked()).toBe(true);

    // A third decimal does not read in BRL: the field says so and Save waits.
    await reward.fill('35.555');
    await page.getByTestId('referral-rule-1').getByText('Too many decimal places for the currency.').waitFor();
    expect(await page.getByTestId('settings-save').isDisabled()).toBe(true);

    // The shared schema's limit lands on its own field before anything is sent.
    await reward.fill('35.5');
    const wagering = page.getByTestId('referral-rule-1-wagering');
    await wagering.fill('101');
    const before = await audit.lastId();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('referral-rule-1').getByText('Too big.').waitFor();
    expect(await wagering.getAttribute('aria-invalid')).toBe('true');
    expect(await audit.lastId()).toBe(before);

    await wagering.fill('3');
    await page.getByTestId('settings-save-status').getByText('Unsaved changes: 1').waitFor();
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-save-status').getByText('Saved. Players see the change now.').waitFor();
    const call = await audit.after(before);
    expect(call.status_code).toBe(200);
    // The list goes whole (lists replace), in minor units.
    expect(call.body).toEqual({
      referral: {
        rules: [
          { id: 'register', event: 'register', thresholdMinor: 0, rewardMinor: 500, wageringMultiple: 1 },
          { id: 'first_deposit', event: 'first_deposit', thresholdMinor: 5000, rewardMinor: 3550, wageringMultiple: 3 },
          { id: 'turnover', event: 'turnover', thresholdMinor: 50000, rewardMinor: 3000, wageringMultiple: 1 },
        ],
      },
    });

    // The tab is in the address: a reload opens it again with the saved amounts.
    await page.reload();
    await page.getByTestId('settings-referral').waitFor();
    expect(await page.getByTestId('referral-rule-1-reward').inputValue()).toBe('35.50');
    expect(await page.getByTestId('referral-rule-1-wagering').inputValue()).toBe('3');

    // A signed-in player's own client asks the referral call and gets the new reward in major units.
    const { page: player } = await portal.signedInMember();
    const answer = await player.evaluate(async () => {
      const res = await fetch('/wps/referral', {
        headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, language: 'en' },
      });
      return { status: res.status, body: (await res.json()) as { value: { rules: { id: string; reward: number }[] } } };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.rules.find((rule) => rule.id === 'first_deposit')).toMatchObject({
      event: 'first_deposit',
      threshold: 50,
      reward: 35.5,
    });
  });

  it('shows the invite-friends flag: the same switch as under Flags and brand, one draft for both', async () => {
    const { page } = await portal.signedInOperator({ roles: ['admin'] });
    await page.goto('/admin/settings?tab=referral');
    const flag = page.getByTestId('referral-flag');
    await flag.waitFor();
    expect(await flag.isChecked()).toBe(true);
    await flag.click();
    await page.getByTestId('settings-save-status').getByText('Unsaved changes: 1').waitFor();
    await page.getByTestId('settings-tab-brand').click();
    expect(await page.getByTestId('flag-referral').isChecked()).toBe(false);
    await page.getByTestId('settings-discard').click();
    expect(await page.getByTestId('flag-referral').isChecked()).toBe(true);
  });
});
