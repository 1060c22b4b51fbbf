import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encryptFor } from '../../server/test/test-app.ts';
import { randomCpf } from '../../server/test/pix-withdrawal-helpers.ts';
import { portalPerFile, screenshotBoth } from './harness.ts';

const portal = portalPerFile();

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

/*
 * A withdrawal by PIX (issue 31, decision 049) on a phone in Portuguese: the player adds a mobile
 * PIX key in their own name, asks for a withdrawal, a finance operator approves it in the
 * console, the sandbox gateway pays the key and its webhook completes the withdrawal.
 */
describe('PIX withdrawals in Chromium', () => {
  it('adds a PIX key on a phone, withdraws, and is paid once the operator approves', async () => {
    const cpf = randomCpf();
    const { member, page, context } = await portal.signedInMember({
      amount: 300,
      register: { cpf },
      width: 390,
      height: 844,
      lang: 'pt-BR',
    });
    const { app } = portal.testApp;
    const pin = await app.inject({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: { authorization: member.authorization },
      payload: await encryptFor(app, {
        loginPassword: member.password,
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
    });
    expect(pin.statusCode, pin.body).toBe(200);

    await page.goto('/?mc=withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    await page.getByTestId('add-bank-toggle').click();
    // PIX first for a BRL brand; the key field takes the type's mask.
    expect(await page.getByTestId('payee-kind-pix').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('field-pixKeyType').selectOption('phone');
    await page.getByTestId('field-pixKey').pressSequentially('2199876543');
    await page.getByTestId('add-pix-submit').click();
    expect(await text(page, 'field-pixKey-error')).toBe('Digite um celular brasileiro: DDD e 9 dígitos.');
    await page.getByTestId('field-pixKey').fill('');
    await page.getByTestId('field-pixKey').pressSequentially('21998765432');
    expect(await page.getByTestId('field-pixKey').inputValue()).toBe('(21) 99876-5432');
    await page.getByTestId('field-accountHolder').fill('Ana Souza');
    await screenshotBoth(page, 'pix-key-add');
    await page.getByTestId('add-pix-submit').click();
    await page.getByTestId('bank-account').first().waitFor();
    expect(await text(page, 'bank-account')).toContain('PIX · Celular');
    expect(await text(page, 'bank-account')).toContain('+55 (21) *****-5432');

    await page.getByTestId('field-amount').fill('120');
    await page.getByTestId('field-paymentPassword').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-done').waitFor();
    expect(await text(page, 'withdrawal-status')).toBe('Em processamento');

    // The operator approves in the console: the key and its type are shown, the gateway pays it.
    const operator = await portal.signedInOperator({ roles: ['finance'], lang: 'pt-BR' });
    const back = operator.page;
    await back.getByRole('navigation').getByRole('link', { name: 'Saques', exact: true }).click();
    await back.getByTestId('withdrawals-table').waitFor();
    await back.getByTestId('filter-member').fill(member.username);
    await back.getByTestId('filter-search').click();
    await back.locator('[data-testid^="withdrawal-open-"]').first().click();
    const detail = back.getByTestId('withdrawal-detail');
    await detail.getByTestId('withdrawal-amount').waitFor();
    expect(await detail.getByTestId('withdrawal-pix-type').innerText()).toBe('Celular');
    expect(await detail.getByTestId('withdrawal-account-number').innerText()).toBe('+55 (21) 99876-5432');
    await detail.getByTestId('withdrawal-approve').click();
    await back.getByTestId('confirm-dialog').getByText('é pago por PIX na chave de Ana Souza').waitFor();
    await back.getByTestId('confirm-ok').click();
    expect(await detail.getByTestId('money-notice').innerText()).toBe(
      'Aprovado: o pagamento PIX foi enviado ao gateway.',
    );
    // The webhook comes right after the gateway's answer; the detail shows it once read again. The
    // approved withdrawal has left the in-process queue, but the open detail is in the address.
    await expect
      .poll(
        async () => {
          await back.reload();
          return detail.getByTestId('withdrawal-payout-state').innerText();
        },
        { timeout: 30_000 },
      )
      .toBe('Pago pelo gateway');
    expect(await detail.getByTestId('withdrawal-approve').count()).toBe(0);
    expect(await detail.getByTestId('withdrawal-reject').count()).toBe(0);
    await operator.context.close();

    // The player sees it paid: approved and received, the money gone from the wallet once.
    await page.reload();
    await page.getByTestId('withdrawal-status').first().waitFor();
    expect(await text(page, 'withdrawal-status')).toBe('Aprovado');
    expect(await page.getByTestId('withdrawal-confirmation').first().getAttribute('data-confirmation')).toBe(
      'received',
    );
    expect(await text(page, 'withdraw-balance')).toContain('180,00');
    await screenshotBoth(page, 'pix-withdraw-paid');
    await context.close();
    // A player's and an operator's session in one journey: more than one page's usual minute.
  }, 180_000);
});
