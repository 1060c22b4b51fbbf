import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operatorAuth, registerMember } from '../../server/test/test-app.ts';
import { addBankAccount, openPage, portalPerFile, signInThroughPopup } from './harness.ts';

const portal = portalPerFile();

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** A PNG by its first bytes (what the server checks), as a screenshot of a bank statement would be. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
/** A real 1×1 PNG that a browser decodes. */
const receipt = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The detail's timeline: each step's key and whether it is still to come. */
const steps = (page: Page) =>
  page
    .getByTestId('withdrawal-timeline')
    .locator('li')
    .evaluateAll((items) => items.map((li) => [li.getAttribute('data-step'), li.getAttribute('data-pending')]));

describe('withdraw page in Chromium', () => {
  it('sets the payment password, adds a bank account, withdraws; after approval marks it received', async () => {
    const { app, database } = portal.testApp;
    const member = await registerMember(app);
    const { id } = await database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', member.username)
      .executeTakeFirstOrThrow();
    const admin = await operatorAuth(app);
    const funded = await app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjustments',
      headers: { ...admin, 'idempotency-key': `e2e-fund-${id}` },
      payload: { memberId: id, amount: 500, reason: 'e2e' },
    });
    expect(funded.statusCode, funded.body).toBe(200);

    const { context, page } = await openPage(portal, { lang: 'en' });
    await signInThroughPopup(page, member.username, member.password);
    await page.goto('/?mc=withdraw');
    await page.getByTestId('withdraw-page').waitFor();
    expect(await text(page, 'withdraw-balance')).toContain('500.00');

    // No payment password yet: the page asks for one first, proven by the login password.
    await page.getByTestId('set-payment-password-form').waitFor();
    await page.getByTestId('field-loginPassword').fill('wrong-password-1');
    await page.getByTestId('field-paymentPassword').fill('246810');
    await page.getByTestId('field-confirmPaymentPassword').fill('246810');
    await page.getByTestId('set-payment-password-submit').click();
    expect(await text(page, 'field-loginPassword-error')).toBe('The login password is incorrect.');
    await page.getByTestId('field-loginPassword').fill(member.password);
    await page.getByTestId('set-payment-password-submit').click();

    // The form, with a bank account added on the way.
    await page.getByTestId('withdraw-form').waitFor();
    await addBankAccount(page);
    expect(await page.getByTestId('bank-account').first().innerText()).toContain('**** 5678');

    // Limits are checked before sending; a wrong payment password comes back from the server.
    await page.getByTestId('field-amount').fill('10');
    await page.getByTestId('field-paymentPassword').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    expect(await text(page, 'field-amount-error')).toBe('The minimum withdrawal is R$50.00.');
    await page.getByTestId('field-amount').fill('120.50');
    await page.getByTestId('field-paymentPassword').fill('111111');
    await page.getByTestId('withdraw-submit').click();
    expect(await text(page, 'field-paymentPassword-error')).toBe('The payment password is incorrect.');
    await page.getByTestId('field-paymentPassword').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    expect(await text(page, 'withdraw-done')).toBe('Withdrawal of R$120.50 sent. It is in process.');
    await page.getByTestId('withdrawal-item').first().waitFor();
    expect(await text(page, 'withdrawal-status')).toBe('In process');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="withdraw-balance"]')?.textContent?.includes('379.50'),
    );

    // The operator approves through the API; the page shows it after a refresh of the list.
    const list = await app.inject({ url: `/admin/api/withdrawals?memberId=${id}`, headers: admin });
    const withdrawalId = list.json().value.items[0].id as number;
    const approved = await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${withdrawalId}/approve`,
      headers: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The operator attaches the bank's transfer receipt (a real 1×1 PNG) as the payout proof.
    const form = new FormData();
    form.append('proof', new Blob([receipt], { type: 'image/png' }), 'receipt.png');
    const request = new Request('http://portal.test/', { method: 'POST', body: form });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${withdrawalId}/payout-proofs`,
      headers: { ...admin, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await page.reload();
    await page.getByTestId('withdrawal-received').waitFor();
    expect(await text(page, 'withdrawal-status')).toBe('Approved');
    expect(await page.getByTestId('withdrawal-confirmation').getAttribute('data-confirmation')).toBe('awaiting');

    // The row opens its detail (GET /wps/payment/withdrawals/{id}): timeline, payee, amounts, payout proof.
    const detailCall = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/wps/payment/withdrawals/${withdrawalId}` && r.ok(),
    );
    await page.getByTestId('withdrawal-details-toggle').click();
    await detailCall;
    const detail = page.getByTestId('withdrawal-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading', { level: 4 }).innerText()).toBe(`Withdrawal #${withdrawalId}`);
    expect(await steps(page)).toEqual([
      ['requested', 'false'],
      ['approved', 'false'],
      ['awaiting', 'true'],
    ]);
    expect(await detail.locator('[data-step="approved"]').innerText()).toContain(
      'Approved and paid to your bank account',
    );
    expect(await detail.locator('[data-step="awaiting"]').innerText()).toContain('Counts as received at');
    expect(await text(page, 'withdrawal-detail-bank')).toBe('Banco do Brasil **** 5678');
    expect(await text(page, 'withdrawal-detail-amount')).toBe('R$120.50');
    expect(await text(page, 'withdrawal-detail-received')).toBe('R$0.00');
    expect(await text(page, 'withdrawal-detail-remaining')).toBe('R$120.50');
    // The payout proof is fetched with the session (not a public address) and shown as an image.
    const proofImage = detail.getByTestId('withdrawal-payout-proof').locator('img');
    await proofImage.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="withdrawal-payout-proof"] img') as HTMLImageElement | null)
          ?.naturalWidth === 1,
    );
    expect(await proofImage.getAttribute('src')).toMatch(/^blob:/);

    // "Not received" opens the proof upload; cancelled, then "Received".
    await page.getByTestId('withdrawal-not-received').click();
    await page
      .getByTestId('withdrawal-proof-input')
      .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: png });
    expect(await text(page, 'withdrawal-error')).toBe('Only PNG or JPG images are accepted.');
    await page.getByTestId('withdrawal-proof').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('withdrawal-received').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="withdrawal-confirmation"]')?.getAttribute('data-confirmation') ===
        'received',
    );
    expect(await text(page, 'withdrawal-confirmation')).toBe('You confirmed you received it.');
    expect(await page.getByTestId('withdrawal-received').count()).toBe(0);
    expect(await page.getByTestId('withdrawal-item').first().innerText()).toContain('Received R$120.50');
    // The open detail follows: the confirmation is the timeline's last step, nothing left to come.
    await expect
      .poll(() => steps(page))
      .toEqual([
        ['requested', 'false'],
        ['approved', 'false'],
        ['received', 'false'],
      ]);
    expect(await text(page, 'withdrawal-detail-remaining')).toBe('R$0.00');
    await page.getByTestId('withdrawal-details-toggle').click();
    expect(await page.getByTestId('withdrawal-detail').count()).toBe(0);
    await context.close();
  });
});
