import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encryptFor, registerMember } from '../../server/test/test-app.ts';
import { openPage, portalPerFile } from './harness.ts';

const portal = portalPerFile({}, (started) =>
  started.patchSettings({ wallet: { transferVendors: ['PG'] }, currency: { decimals: 2 } }),
);

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const amountOf = (page: Page) => page.getByTestId('header-balance').locator('.balance__amount').innerText();

/** A registered player with `amount` in the main wallet (an operator adjustment), signed in. */
const signedInPlayer = (amount: number, register: Record<string, unknown> = {}) =>
  portal.signedInMember({ amount, register });

describe('header balance in Chromium', () => {
  it('shows the free-play money, hides it with stars across a reload, and refreshes with a placeholder', async () => {
    const { context, page } = await openPage(portal, { lang: 'en' });
    await page.getByTestId('header-free-demo').click();
    await page.getByTestId('header-balance').getByText('2,000.00').waitFor();

    await page.getByTestId('balance-hide').click();
    expect(await amountOf(page)).toBe('****');
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(await amountOf(page)).toBe('****');
    await page.getByTestId('balance-hide').click();
    await page.getByTestId('header-balance').getByText('2,000.00').waitFor();

    // A slow answer: the placeholder and the spinning button show until it arrives.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/v2/wallets/balance', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('balance-refresh').click();
    await page.getByTestId('balance-placeholder').waitFor();
    expect(await page.getByTestId('balance-refresh').getAttribute('data-updating')).toBe('true');
    release();
    await page.getByTestId('header-balance').getByText('2,000.00').waitFor();
    expect(await page.getByTestId('balance-refresh').getAttribute('data-updating')).toBe('false');
    await context.close();
  });
});

describe('my wallet and the account record in Chromium', () => {
  it('moves money to a vendor wallet and back, then lists the movements in the account record', async () => {
    const { page, context } = await signedInPlayer(100);
    await page.getByTestId('header-balance').getByText('100.00').waitFor();
    await page.goto('/?mc=transferFund');
    await page.getByTestId('my-wallet').waitFor();
    const card = (code: string) => page.locator(`[data-testid="wallet-card"][data-code="${code}"]`);
    expect(await card('main').innerText()).toContain('100.00');
    expect(await card('vendor:PG').innerText()).toContain('0.00');

    // Checked before sending: more than the wallet holds.
    await page.getByTestId('transfer-amount').fill('100.01');
    await page.getByTestId('transfer-submit').click();
    expect(await text(page, 'transfer-error')).toBe('More than this wallet holds (R$100.00).');

    await page.getByTestId('transfer-amount').fill('30.25');
    await page.getByTestId('transfer-submit').click();
    expect(await text(page, 'transfer-done')).toBe('R$30.25 moved from Main wallet to PG wallet.');
    await card('vendor:PG').getByText('30.25').waitFor();
    expect(await card('main').innerText()).toContain('69.75');
    // The header shows the sum of every wallet.
    expect(await amountOf(page)).toBe('R$100.00');

    await page.getByTestId('recall-all').click();
    expect(await text(page, 'recall-message')).toBe('Moved back to the main wallet: PG wallet.');
    await card('main').getByText('100.00').waitFor();

    // The account record: the adjustment and both transfers, newest first, signed.
    await page.getByRole('button', { name: 'Account record' }).first().click();
    await page.getByTestId('account-record').waitFor();
    await page.getByTestId('ledger-row').first().waitFor();
    const rows = await page.getByTestId('ledger-row').allInnerTexts();
    expect(rows).toHaveLength(5);
    // Newest first: the recall (into main, out of PG), then the transfer (into PG, out of main).
    expect(rows[0]).toMatch(/Wallet transfer\s+Main wallet\s+\+R\$30\.25\s+R\$100\.00/);
    expect(rows[1]).toMatch(/Wallet transfer\s+PG wallet\s+-R\$30\.25\s+R\$0\.00/);
    expect(rows[2]).toMatch(/Wallet transfer\s+PG wallet\s+\+R\$30\.25\s+R\$30\.25/);
    expect(rows[3]).toMatch(/Wallet transfer\s+Main wallet\s+-R\$30\.25\s+R\$69\.75/);
    expect(rows[4]).toMatch(/Adjustment\s+Main wallet\s+\+R\$100\.00\s+R\$100\.00/);
    await page.getByTestId('record-kind').selectOption('adjustment');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-row"]').length === 1);
    // Next 30 days starts today: the movements are there too; nothing is in the range after a filter to bets.
    await page.getByTestId('preset-next30').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-row"]').length === 1);
    await page.getByTestId('record-kind').selectOption('bet');
    await page.getByTestId('records-empty').waitFor();
    expect(await text(page, 'records-empty')).toContain('No movements in this period');
    await context.close();
  });

  it('shows the betting record as its empty state until games write bets', async () => {
    const { page, context } = await signedInPlayer(1);
    await page.goto('/?mc=personalHistoryCopy');
    await page.getByTestId('betting-record').waitFor();
    await page.getByTestId('records-empty').waitFor();
    expect(await text(page, 'records-empty')).toContain('No bets in this period');
    await page.getByTestId('bet-product').selectOption('RNG');
    await page.getByTestId('preset-previous30').click();
    await page.getByTestId('records-empty').waitFor();
    expect(await page.getByTestId('bet-product').locator('option').allInnerTexts()).toContain('Slots');
    await context.close();
  });

  it('sends money to the upline with the payment password', async () => {
    const { app, database } = portal.testApp;
    await portal.patchSettings({ flags: { transferToUpline: true } });
    const upline = await registerMember(app);
    const { referral_code } = await database.db
      .selectFrom('members')
      .select('referral_code')
      .where('username', '=', upline.username)
      .executeTakeFirstOrThrow();
    const { page, context, member } = await signedInPlayer(50, { referralCode: referral_code });
    const set = await app.inject({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: { authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}` },
      payload: await encryptFor(app, {
        loginPassword: member.password,
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    });
    expect(set.statusCode, set.body).toBe(200);
    await page.goto('/?mc=transferUpline');
    await page.getByTestId('transfer-upline').waitFor();
    await page.getByTestId('upline-amount').fill('12.5');
    await page.getByTestId('upline-password').fill('000000');
    await page.getByTestId('upline-submit').click();
    await page.getByText('The payment password is incorrect.').waitFor();
    await page.getByTestId('upline-password').fill('135790');
    await page.getByTestId('upline-submit').click();
    expect(await text(page, 'upline-done')).toBe(`R$12.50 sent to ${upline.username}.`);
    await page.getByTestId('header-balance').getByText('37.50').waitFor();
    await context.close();
  });
});
