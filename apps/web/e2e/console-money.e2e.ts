import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { requestWithdrawal, withdrawingPlayer } from '../../server/test/money-helpers.ts';
import { portalPerFile, screenshotBoth } from './harness.ts';

const portal = portalPerFile();

const db = () => portal.testApp.database.db;

/** A real 1×1 PNG: the console must show it decoded, not only fetch it. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function mainBalanceMinor(memberId: number): Promise<number> {
  const row = await db()
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('code', '=', 'main')
    .executeTakeFirst();
  return row?.balance_minor ?? 0;
}

/** The console's withdrawal queue, filtered to one member's withdrawals, with one of them open. */
async function openWithdrawal(page: Page, username: string, id: number) {
  await page.getByRole('navigation').getByRole('link', { name: 'Withdrawals', exact: true }).click();
  await page.getByTestId('withdrawals-table').waitFor();
  await page.getByTestId('filter-member').fill(username);
  await page.getByTestId('filter-search').click();
  await page.getByTestId(`withdrawal-open-${id}`).click();
  const detail = page.getByTestId('withdrawal-detail');
  await detail.getByTestId('withdrawal-amount').waitFor();
  return detail;
}

describe('the money queues in the console', () => {
  it('a finance operator finds a withdrawal and approves it: the hold posts once', async () => {
    const player = await withdrawingPlayer(portal.testApp, 500);
    const id = await requestWithdrawal(portal.testApp.app, player, 120.5);
    const { page, context } = await portal.signedInOperator({ roles: ['finance'] });

    const detail = await openWithdrawal(page, player.username, id);
    expect(await detail.getByTestId('withdrawal-amount').innerText()).toBe('120.50 BRL');
    expect(await detail.getByTestId('withdrawal-account-number').innerText()).toBe('0012345678');
    expect(await detail.getByTestId('withdrawal-status').innerText()).toBe('In process');
    await detail.getByTestId('withdrawal-approve').click();
    await page.getByTestId('confirm-dialog').getByText('120.50 leaves for Ana Souza at Banco Teste').waitFor();
    await page.getByTestId('confirm-ok').click();
    await detail.getByTestId('money-notice').waitFor();
    expect(await detail.getByTestId('money-notice').innerText()).toBe(
      "Approved: the held amount has left for the payee's bank.",
    );
    await detail.getByTestId('withdrawal-status').getByText('Approved').waitFor();
    expect(await detail.getByTestId('withdrawal-confirmation').innerText()).toBe('Awaiting confirmation');
    expect(await detail.getByTestId('withdrawal-approve').count()).toBe(0);

    // The list behind shows it approved too (the status filter is still "In process": choose "All").
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-status').selectOption('');
    const row = page.getByTestId('withdrawals-table').getByRole('row', { name: new RegExp(`#${id}\\b`) });
    await row.getByText('Approved').waitFor();

    const stored = await db()
      .selectFrom('withdrawals')
      .select(['status', 'hold_id', 'reviewed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('approved');
    const hold = await db()
      .selectFrom('ledger_holds')
      .select(['state', 'settle_transaction_id', 'amount_minor'])
      .where('id', '=', stored.hold_id)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ state: 'posted', amount_minor: 12_050 });
    const settlements = await db()
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'withdrawal_payout')
      .where('member_id', '=', player.id)
      .execute();
    expect(settlements.map((s) => s.id)).toEqual([hold.settle_transaction_id]);
    expect(await mainBalanceMinor(player.id)).toBe(50_000 - 12_050);
    await context.close();
  });

  it('rejecting with a reason returns the money to the member (phone layout)', async () => {
    const player = await withdrawingPlayer(portal.testApp, 300);
    const id = await requestWithdrawal(portal.testApp.app, player, 80);
    expect(await mainBalanceMinor(player.id)).toBe(22_000);
    const { page, context } = await portal.signedInOperator({ roles: ['finance'], width: 390, height: 844 });

    await page.getByRole('button', { name: 'Open the menu' }).click();
    const detail = await openWithdrawal(page, player.username, id);
    await detail.getByTestId('withdrawal-reject').click();
    const dialog = page.getByTestId('withdrawal-reject-dialog');
    // The reason is required before anything is sent.
    await dialog.getByTestId('withdrawal-reject-dialog-confirm').click();
    await dialog.getByText('Write the reason: the player and the audit log see it.').waitFor();
    await dialog.getByTestId('withdrawal-reject-dialog-text').fill('The account holder does not match the member.');
    await dialog.getByTestId('withdrawal-reject-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByTestId('withdrawal-status').getByText('Rejected').waitFor();
    expect(await detail.getByTestId('withdrawal-reject-reason').innerText()).toBe(
      'The account holder does not match the member.',
    );
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Behind the detail, the queue shows each request as a card, its fields named, nothing to scroll sideways.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await page.getByTestId('filter-status').selectOption('');
    const queue = page.getByTestId('withdrawals-table');
    const card = queue.getByRole('row', { name: new RegExp(`#${id}\\b`) });
    await card.getByText('Rejected').waitFor();
    expect(await queue.evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true);
    const labels = await card
      .locator('td')
      .evaluateAll((cells) =>
        cells.map((cell) => getComputedStyle(cell, '::before').content).filter((c) => c !== 'none'),
      );
    expect(labels).toContain('"Status"');
    await screenshotBoth(page, 'console-withdrawals-queue');

    const stored = await db()
      .selectFrom('withdrawals')
      .select(['status', 'reject_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'rejected', reject_reason: 'The account holder does not match the member.' });
    expect(await mainBalanceMinor(player.id)).toBe(30_000);
    await context.close();
  });

  it('the player attaches a transfer proof; the operator sees it and approves the deposit', async () => {
    const { member, page: playerPage, context: playerContext } = await portal.signedInMember();
    await playerPage.getByTestId('header-deposit').click();
    await playerPage.getByTestId('deposit-page').waitFor();
    await playerPage.getByText('Bank transfer', { exact: true }).first().click();
    await playerPage.getByTestId('deposit-amount').fill('250');
    await playerPage.getByTestId('deposit-reference').fill('TX-PROOF-1');
    await playerPage.getByTestId('deposit-submit').click();
    await playerPage.getByTestId('deposit-bank-submitted').waitFor();
    const item = playerPage.getByTestId('deposit-history-item').first();
    const orderId = (await item.getAttribute('data-order'))!;
    await item
      .getByTestId('deposit-proof-input')
      .setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a-not-a-png') });
    expect(await item.getByTestId('deposit-proof-error').innerText()).toBe('Only PNG or JPG images are accepted.');
    const receipt = Buffer.from(ONE_PIXEL_PNG, 'base64');
    await item
      .getByTestId('deposit-proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receipt });
    await item.getByTestId('deposit-proof-sent').waitFor();
    await playerContext.close();

    const { page, context } = await portal.signedInOperator({ roles: ['finance'] });
    await page.getByRole('navigation').getByRole('link', { name: 'Deposits', exact: true }).click();
    await page.getByTestId('filter-member').fill(member.username);
    await page.getByTestId('filter-search').click();
    await page.getByTestId(`deposit-open-${orderId}`).click();
    const detail = page.getByTestId('deposit-detail');
    // The image comes through the operator's token as an object URL, and the browser decodes it.
    const image = detail.getByTestId('deposit-proof').locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="deposit-proof"] img') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    await detail.getByTestId('deposit-approve').click();
    const dialog = page.getByTestId('deposit-approve-dialog');
    await dialog.getByTestId('deposit-approve-dialog-text').fill('Matched on the statement.');
    await dialog.getByTestId('deposit-approve-dialog-confirm').click();
    await detail.getByTestId('money-notice').getByText('Approved: the main wallet was credited.').waitFor();
    await detail.getByTestId('deposit-status').getByText('Paid').waitFor();
    const memberId = (
      await db().selectFrom('members').select('id').where('username', '=', member.username).executeTakeFirstOrThrow()
    ).id;
    expect(await mainBalanceMinor(memberId)).toBe(25_000);
    await context.close();
  });
});
