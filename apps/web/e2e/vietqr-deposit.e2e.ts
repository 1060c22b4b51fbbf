import { describe, expect, it } from 'vitest';
import { MARKET_PRESETS } from '@portal/shared/market-presets';
import { readEmv, readTemplate } from '@portal/shared/payment-qr';
import { createBankChannel } from '../../server/test/deposit-helpers.ts';
import { portalPerFile, screenshotBoth } from './harness.ts';

/*
 * A VND brand's deposit by VietQR, in Vietnamese on a phone (issue 31): the player picks the bank,
 * types the amount, and gets the code their bank app scans, with the order number as the note;
 * the order waits in the history for the operator to see the money.
 */
const portal = portalPerFile({}, async (started) => {
  // The brand as the console's Market select makes it: dong without decimals, Vietnamese first.
  await started.patchSettings(MARKET_PRESETS.VN);
  await createBankChannel(started.testApp.app, {
    name: 'Vietcombank',
    min: 50_000,
    max: 50_000_000,
    position: 0,
    bank: { bankBin: '970436', bankName: 'Vietcombank', accountName: 'CONG TY LOTUS', accountNumber: '0011004123456' },
  });
});

describe('VietQR deposits in Chromium', () => {
  it('shows the VietQR code for the amount with the order number as the note', async () => {
    const { page, context } = await portal.signedInMember({ width: 390, height: 844, lang: 'vi' });
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await page.getByText('Vietcombank', { exact: true }).first().click();
    // No reference to type: the code carries the note.
    expect(await page.getByTestId('deposit-reference').count()).toBe(0);
    await page.getByTestId('deposit-amount').fill('200000');
    await page.getByRole('button', { name: 'Tạo mã VietQR' }).click();

    const transfer = page.getByTestId('vietqr-transfer');
    await transfer.getByRole('img', { name: 'Mã VietQR' }).waitFor();
    // Dong as Vietnamese write them: no decimals, dots between thousands, the sign after.
    expect(await transfer.innerText()).toMatch(/200\.000\s₫/);
    await screenshotBoth(page, 'vietqr-deposit');
    const note = await page.getByTestId('vietqr-note').innerText();
    expect(note).toMatch(/^D[0-9A-Z]+$/);

    // The code the page draws is the one the server made for this order.
    const order = await portal.testApp.app.inject({
      url: `/wps/payment/deposits/${note}`,
      headers: { authorization: await page.evaluate(() => `Bearer ${sessionStorage.getItem('token')}`) },
    });
    const fields = readEmv(order.json().value.vietQr)!;
    expect(fields.get('54')).toBe('200000');
    expect(readTemplate(fields.get('62')!)?.get('08')).toBe(note);

    await page.getByTestId('deposit-tab-history').click();
    const item = page.getByTestId('deposit-history-item').first();
    await item.waitFor();
    expect(await item.locator('[data-status]').getAttribute('data-status')).toBe('pending');
    await context.close();
  });
});
