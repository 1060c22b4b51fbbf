import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withdrawingPlayer } from '../../server/test/money-helpers.ts';
import { openPage, portalPerFile, signInThroughPopup, waitShown, watchServerErrors } from './harness.ts';

/** Decision 042 in Chromium: the withdrawal gate sends the member to verify; compliance decides in the console. */
const portal = portalPerFile({}, (started) => started.patchSettings({ kyc: { withdrawalThresholdMinor: 100_000 } }));

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** A real 1×1 PNG that a browser decodes. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('KYC in Chromium (the member in pt-BR)', () => {
  it('a large withdrawal asks to verify; the member uploads and submits; compliance asks for more, then approves', async () => {
    const player = await withdrawingPlayer(portal.testApp, 5_000);
    const { context, page } = await openPage(portal, { lang: 'pt-BR' });
    const serverErrors = watchServerErrors(page);
    await signInThroughPopup(page, player.username, player.password);

    // Above the brand's threshold without KYC: the server's refusal and the way to verify.
    await page.goto('/?mc=withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('field-amount').fill('1500');
    await page.getByTestId('field-paymentPassword').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    expect(await text(page, 'withdraw-kyc-required')).toContain(
      'Verifique sua identidade (KYC) antes deste saque. É necessária a verificação de nível 1.',
    );
    await page.getByTestId('withdraw-kyc-verify').click();
    await page.getByTestId('verification-page').waitFor();
    expect(await text(page, 'kyc-state')).toBe('Não iniciada');

    // A GIF is refused before upload; PNGs go up and show with their names.
    await page.getByTestId('kyc-file-id_front').setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: PIXEL });
    expect(await text(page, 'kyc-error-id_front')).toBe('Escolha um arquivo PNG, JPG ou PDF.');
    for (const kind of ['id_front', 'id_back', 'selfie']) {
      await page
        .getByTestId(`kyc-file-${kind}`)
        .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PIXEL });
      await page.getByTestId(`kyc-file-name-${kind}`).waitFor();
    }
    expect(await text(page, 'kyc-file-name-selfie')).toContain('selfie.png');
    expect(await page.getByTestId('kyc-document-selfie').locator('img').getAttribute('src')).toMatch(/^blob:/);
    await page.getByTestId('kyc-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="kyc-state"]')?.textContent === 'Em análise');

    // Compliance opens the oldest pending submission and asks for more.
    const operator = await portal.signedInOperator({ roles: ['compliance'] });
    const console = operator.page;
    await console.getByRole('navigation').getByRole('link', { name: 'KYC reviews', exact: true }).click();
    await console.getByTestId('kyc-queue').waitFor();
    await console.getByTestId('kyc-queue').getByText(player.username).click();
    const dialog = console.getByTestId('kyc-submission');
    await dialog.getByTestId('kyc-document-id_front').locator('img').waitFor();
    expect(await dialog.getByTestId('kyc-member').innerText()).toContain(player.username);
    await dialog.getByTestId('kyc-more-info').click();
    await dialog.getByTestId('kyc-decision-note').fill('Please send a sharper photo of the front of your ID.');
    await dialog.getByTestId('kyc-decision-confirm').click();
    await console.waitForFunction(
      () => document.querySelector('[data-testid="kyc-status"]')?.textContent === 'More information asked',
    );

    await page.reload();
    await waitShown(page, 'verification-page', serverErrors);
    expect(await text(page, 'kyc-state')).toBe('Mais informações necessárias');
    expect(await text(page, 'kyc-asked')).toContain('Please send a sharper photo of the front of your ID.');
    await page
      .getByTestId('kyc-file-id_front')
      .setInputFiles({ name: 'sharp.png', mimeType: 'image/png', buffer: PIXEL });
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="kyc-file-name-id_front"]')?.textContent?.includes('sharp.png'),
    );
    await page.getByTestId('kyc-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="kyc-state"]')?.textContent === 'Em análise');

    // The new submission waits in the queue; approved, the member is verified and may withdraw.
    await console.keyboard.press('Escape');
    // Closed before the reload, or the reload can open it again over the queue (a race under load).
    await console.getByTestId('kyc-submission').waitFor({ state: 'detached' });
    await console.reload();
    await console.getByTestId('kyc-queue').getByText(player.username).click();
    await console.getByTestId('kyc-submission').getByTestId('kyc-approve').click();
    await console.waitForFunction(
      () => document.querySelector('[data-testid="kyc-status"]')?.textContent === 'Verified',
    );

    await page.reload();
    await waitShown(page, 'verification-page', serverErrors);
    expect(await text(page, 'kyc-state')).toBe('Verificada');
    expect(await text(page, 'kyc-verified-level')).toBe('Nível verificado: 1');
    await page.goto('/?mc=withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('field-amount').fill('1500');
    await page.getByTestId('field-paymentPassword').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    expect((await text(page, 'withdraw-done')).replace(/\s/g, ' ')).toBe(
      'Saque de R$ 1.500,00 enviado. Está em processamento.',
    );
    await operator.context.close();
    await context.close();
  });
});
