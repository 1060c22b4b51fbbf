import { describe, expect, it } from 'vitest';
import { headerBalanceMinor, portalPerFile, screenshotBoth } from './harness.ts';

const portal = portalPerFile();

/** A new member signed in through the login popup, on the home page. */
const signedIn = (options: { width?: number; height?: number; lang?: string } = {}) => portal.signedInMember(options);

describe('deposits in Chromium', () => {
  it('deposits through the sandbox gateway and sees the balance change in the header', async () => {
    const { page, context } = await signedIn();
    expect(await headerBalanceMinor(page)).toBe(0);

    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    // The amount is checked as the server would: too many decimals is refused before sending.
    await page.getByTestId('deposit-amount').fill('10.001');
    await page.getByTestId('deposit-submit').click();
    await page.getByText('Use at most 2 decimal places.').waitFor();

    await page.getByTestId('deposit-amount').fill('123.45');
    expect(await page.getByTestId('deposit-credit').innerText()).toContain('123.45');
    await page.getByTestId('deposit-submit').click();

    // The gateway's own page, then the player's click.
    await page.waitForURL(/\/sandbox-gateway\/pay\?/);
    expect(await page.getByTestId('sandbox-amount').innerText()).toBe('123.45 BRL');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the portal's deposit page, which shows the outcome; the header shows the money.
    await page.waitForURL(/[?&]deposit=D/);
    await page.getByTestId('deposit-result').getByText('Deposit received').waitFor();
    await expect.poll(() => headerBalanceMinor(page), { timeout: 10_000 }).toBe(12_345);

    await page.getByTestId('deposit-tab-history').click();
    const item = page.getByTestId('deposit-history-item').first();
    await item.waitFor();
    expect(await item.locator('[data-status]').getAttribute('data-status')).toBe('paid');
    await context.close();
  });

  it('a failed payment comes back as failed, with no money', async () => {
    const { page, context } = await signedIn();
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.getByTestId('deposit-amount').fill('40');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/sandbox-gateway\/pay\?/);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(/[?&]deposit=D/);
    await page.getByTestId('deposit-result').getByText('The payment failed').waitFor();
    expect(await headerBalanceMinor(page)).toBe(0);
    await context.close();
  });

  it('submits a bank transfer on a phone: account details, reference, pending in the history', async () => {
    const { page, context } = await signedIn({ width: 390, height: 844 });
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.getByText('Bank transfer', { exact: true }).first().click();
    expect(await page.getByTestId('deposit-bank-number').innerText()).toBe('0123 4567 8901');
    await page.getByTestId('deposit-amount').fill('75');
    await page.getByTestId('deposit-submit').click();
    await page.getByText('Please enter the transfer reference.').waitFor();
    await page.getByTestId('deposit-reference').fill('TX-2026-001');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-bank-submitted').waitFor();
    const item = page.getByTestId('deposit-history-item').first();
    await item.waitFor();
    expect(await item.locator('[data-status]').getAttribute('data-status')).toBe('pending');
    expect(await headerBalanceMinor(page)).toBe(0);
    await context.close();
  });

  it('pays by PIX on a phone in Portuguese: QR and code, paid from the bank app, credited at once', async () => {
    const { page, context } = await signedIn({ width: 390, height: 844, lang: 'pt-BR' });
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.getByText('PIX', { exact: true }).first().click();
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();

    // The charge: a QR, the "copia e cola" code and the time left, while the page waits.
    const charge = page.getByTestId('pix-charge');
    await charge.getByRole('img', { name: 'QR Code PIX' }).waitFor();
    await screenshotBoth(page, 'pix-deposit');
    const code = await page.getByTestId('pix-code').innerText();
    expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(await charge.getByRole('timer').innerText()).toMatch(/^1[45]:\d\d$/);

    // The player's bank app (the sandbox's) pays the pasted code.
    const bank = await context.newPage();
    await bank.goto('/sandbox-gateway/pix');
    await bank.getByTestId('sandbox-pix-code').fill(code);
    await bank.getByTestId('sandbox-pix-pay').click();
    await bank.getByTestId('sandbox-pix-paid').waitFor();
    await bank.close();

    // Back on the site, without a reload: the deposit is received and the header shows the money.
    await page
      .getByTestId('deposit-result')
      .getByText('Depósito recebido', { exact: false })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => headerBalanceMinor(page), { timeout: 10_000 }).toBe(5_000);
    await context.close();
  });
});
