import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorMessages } from '@portal/shared/error-messages';
import { portalPerFile } from './harness.ts';

const portal = portalPerFile();

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** The console's members page, searched by username, then the member's own page. */
async function openMember(page: Page, username: string) {
  await page.locator('.admin-nav').getByRole('link', { name: 'Members' }).click();
  await page.getByTestId('members-search').waitFor();
  await page.getByTestId('members-search-by').selectOption('username');
  await page.getByTestId('members-search-q').fill(username);
  await page.getByTestId('members-search-submit').click();
  await page.getByTestId(`member-row-${username}`).click();
  await page.getByTestId('member-username').waitFor();
  expect(await text(page, 'member-username')).toBe(username);
}

async function memberRow(username: string) {
  return portal.testApp.database.db
    .selectFrom('members')
    .select(['id', 'status'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

async function liveSessions(memberId: number) {
  const rows = await portal.testApp.database.db
    .selectFrom('sessions')
    .select('id')
    .where('subject_type', '=', 'member')
    .where('subject_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.length;
}

async function mainBalanceMinor(memberId: number) {
  const row = await portal.testApp.database.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('code', '=', 'main')
    .executeTakeFirstOrThrow();
  return row.balance_minor;
}

// Each test drives two browsers (a member and an operator) through sign-ins: more than the suite's default minute.
describe('members console in Chromium', () => {
  it('support signs in with two-step and freezes a signed-in member: the open session ends, sign-in is refused, a balance adjustment is refused', async () => {
    const player = await portal.signedInMember({ amount: 250 });
    const { member } = player;
    // The operator has an authenticator: the console asked for its code after the password.
    const operator = await portal.signedInOperator({ roles: ['support'], twoStep: true });
    const page = operator.page;
    const enrolled = await portal.testApp.database.db
      .selectFrom('operators')
      .select('totp_enabled_at')
      .where('username', '=', operator.username)
      .executeTakeFirstOrThrow();
    expect(enrolled.totp_enabled_at).not.toBeNull();
    expect(operator.totpSecret).toMatch(/^[A-Z2-7]+$/);

    await openMember(page, member.username);
    expect(await text(page, 'member-status')).toBe('Active');
    expect(await text(page, 'member-balance-total')).toContain('250.00');
    const live = await liveSessions((await memberRow(member.username)).id);
    expect(live).toBeGreaterThanOrEqual(1);
    expect(await text(page, 'member-live-sessions')).toContain(String(live));

    // Freeze: the reason is required, then the account freezes and its one session ends.
    await page.getByTestId('member-action-freeze').click();
    const dialog = page.getByTestId('member-freeze-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('action-confirm').click();
    expect(await dialog.getByText('Required.').isVisible()).toBe(true);
    expect((await memberRow(member.username)).status).toBe('active');
    await dialog.getByTestId('action-reason').fill('Chargeback reported by the bank');
    await dialog.getByTestId('action-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await text(page, 'member-notice')).toBe(`Member frozen. Sessions ended: ${live}.`);
    await page.locator('[data-testid="member-status"]', { hasText: 'Frozen' }).waitFor();
    const { id, status } = await memberRow(member.username);
    expect(status).toBe('frozen');
    expect(await liveSessions(id)).toBe(0);

    // The member's open browser session: its next call is refused, the page signs them out and
    // says why (no message was left for the player: the general text and how to reach support).
    await player.page.getByTestId('balance-refresh').click();
    const frozenDialog = player.page.getByTestId('account-frozen');
    await frozenDialog.waitFor();
    expect(await frozenDialog.innerText()).toContain('Your account is frozen');
    expect(await frozenDialog.getByTestId('account-frozen-reason').count()).toBe(0);
    await frozenDialog.getByTestId('account-frozen-ok').click();
    await player.page.getByTestId('header-login').waitFor();
    expect(await player.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // Signing in again is refused with the same explanation.
    await player.page.getByTestId('header-login').click();
    await player.page.getByTestId('field-username').fill(member.username);
    await player.page.getByTestId('field-password').fill(member.password);
    await player.page.getByTestId('login-submit').click();
    await frozenDialog.waitFor();
    expect(await frozenDialog.innerText()).toContain('Your account is frozen');
    expect(await player.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // The notes tab shows the reason under the operator's name.
    await page.getByTestId('member-tab-notes').click();
    const notes = page.getByTestId('member-table-notes');
    await notes.getByText('Chargeback reported by the bank').waitFor();
    expect(await notes.innerText()).toContain(operator.username);

    // A balance adjustment is finance's: the dialog says so, the server refuses, nothing moves.
    const before = await mainBalanceMinor(id);
    expect(before).toBe(25_000);
    await page.getByTestId('member-action-adjust').click();
    const adjust = page.getByTestId('member-adjust-dialog');
    await adjust.waitFor();
    expect(await adjust.getByTestId('action-needs-role').isVisible()).toBe(true);
    await adjust.getByTestId('member-adjust-amount').fill('100');
    await adjust.getByTestId('action-reason').fill('Goodwill credit');
    await adjust.getByTestId('action-confirm').click();
    await adjust.getByTestId('action-error').waitFor();
    expect(await adjust.getByTestId('action-error').innerText()).toBe(errorMessages.en.OPERATOR_ROLE_FORBIDDEN);
    expect(await mainBalanceMinor(id)).toBe(before);
    const adjustments = await portal.testApp.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('member_id', '=', id)
      .where('kind', '=', 'adjustment')
      .execute();
    expect(adjustments).toHaveLength(1);
    await adjust.getByTestId('action-cancel').click();

    await player.context.close();
    await operator.context.close();
  }, 180_000);

  it('finance adjusts a balance; above the four-eyes limit the page names the approval request and nothing moves', async () => {
    const { member, context: playerContext } = await portal.signedInMember();
    await playerContext.close();
    const operator = await portal.signedInOperator({ roles: ['finance'] });
    const page = operator.page;
    await openMember(page, member.username);
    const { id } = await memberRow(member.username);

    const adjust = async (amount: string, reason: string) => {
      await page.getByTestId('member-action-adjust').click();
      const dialog = page.getByTestId('member-adjust-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('action-needs-role').count()).toBe(0);
      await dialog.getByTestId('member-adjust-amount').fill(amount);
      await dialog.getByTestId('action-reason').fill(reason);
      await dialog.getByTestId('action-confirm').click();
      await dialog.waitFor({ state: 'detached' });
      return text(page, 'member-notice');
    };

    expect(await adjust('12.5', 'Missing deposit credited')).toBe('Balance adjusted. Main wallet now: 12.50.');
    await page.locator('[data-testid="member-balance-total"]', { hasText: '12.50' }).waitFor();
    expect(await mainBalanceMinor(id)).toBe(1250);

    const notice = await adjust('20000', 'Jackpot correction');
    const approvalId = Number(/#(\d+)/.exec(notice)?.[1]);
    expect(notice).toBe(
      `Above the four-eyes limit: approval request #${approvalId} waits for a second finance operator. Nothing has moved yet.`,
    );
    const approval = await portal.testApp.database.db
      .selectFrom('operator_approvals')
      .select(['kind', 'status', 'amount_minor'])
      .where('id', '=', approvalId)
      .executeTakeFirstOrThrow();
    expect(approval).toEqual({ kind: 'adjustment', status: 'pending', amount_minor: 2_000_000 });
    expect(await mainBalanceMinor(id)).toBe(1250);
    await operator.context.close();
  }, 120_000);

  it('works on a 390 px phone: search, the member page and a dialog fit the screen', async () => {
    const { member, context: playerContext } = await portal.signedInMember();
    await playerContext.close();
    const operator = await portal.signedInOperator({ roles: ['support'], width: 390, height: 844 });
    const page = operator.page;
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await openMember(page, member.username);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const tab of ['ledger', 'sessions', 'notes']) {
      await page.getByTestId(`member-tab-${tab}`).click();
      await page.getByTestId(`member-list-${tab}`).waitFor();
      expect(await overflow(), tab).toBeLessThanOrEqual(0);
    }
    await page.getByTestId('member-action-agent').click();
    const dialog = page.getByTestId('member-agent-dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await dialog.getByTestId('action-cancel').click();
    await operator.context.close();
  }, 120_000);
});
