import { describe, expect, it, onTestFinished } from 'vitest';
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import { registerMember } from '../../server/test/test-app.ts';
import { openPage, portalPerFile } from './harness.ts';

const portal = portalPerFile();

const HOME = '203.0.113.10';
const TRAVEL = '198.51.100.20';

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

async function signedOutPage(options: { ip?: string; width?: number } = {}) {
  const { context, page } = await openPage(portal, { lang: 'en', ...options });
  return { context, page };
}

/** Username and password through the popup; stops where the server answers (signed in or a second step). */
async function submitPassword(page: Page, member: { username: string; password: string }) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-form').waitFor();
  await page.getByTestId('field-username').fill(member.username);
  await page.getByTestId('field-password').fill(member.password);
  await page.getByTestId('login-submit').click();
}

async function openFromAvatarMenu(page: Page, item: 'Member center' | 'Account record' | 'Betting record') {
  await page.getByTestId('avatar-menu').getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('avatar-menu').getByRole('button', { name: item, exact: true }).click();
}

/** The entry the overlay highlights. */
const activeEntry = (page: Page) =>
  page.getByTestId('member-center').locator('[aria-current="page"]').getAttribute('data-testid');

/**
 * An authenticator code the server will take: it accepts one 30 s step either side of now, and
 * each step once. The earliest acceptable step not used yet, so three codes need no waiting.
 */
let lastStep = 0;
async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 1000 / 30);
    const step = [current - 1, current, current + 1].find((candidate) => candidate > lastStep);
    if (step !== undefined) {
      lastStep = step;
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('member center and security center in Chromium', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  const member = { username: '', password: '' };
  let home: { context: BrowserContext; page: Page };

  it('opens the member center from the avatar menu and sets up two-step verification with recovery codes', async () => {
    Object.assign(member, await registerMember(portal.testApp.app));
    home = await signedOutPage({ ip: HOME });
    const { page } = home;
    await submitPassword(page, member);
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });

    // Account record and betting record open their entries (a new member has no records yet).
    await openFromAvatarMenu(page, 'Account record');
    await page.getByTestId('account-record').waitFor();
    expect(await activeEntry(page)).toBe('mc-entry-transactionHistory');
    expect(new URL(page.url()).searchParams.get('mc')).toBe('transactionHistory');
    await page.getByTestId('mc-entry-personalHistoryCopy').click();
    await page.getByTestId('betting-record').waitFor();
    expect(await activeEntry(page)).toBe('mc-entry-personalHistoryCopy');
    // The referral flag is on for the demo brand; this member has no upline to transfer to.
    expect(await page.getByTestId('mc-entry-referral').count()).toBe(1);
    expect(await page.getByTestId('mc-entry-transferUpline').count()).toBe(0);
    await page.getByTestId('modal-close').click();
    await page.getByTestId('member-center').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('mc')).toBeNull();

    await openFromAvatarMenu(page, 'Member center');
    await page.getByTestId('security-center').waitFor();
    expect(await activeEntry(page)).toBe('mc-entry-securityCenter');
    expect(await text(page, 'security-account')).toBe(member.username);
    expect(await text(page, 'two-step-status')).toBe('Off');

    // A refresh keeps the overlay on its page (?mc=securityCenter).
    await page.reload();
    await page.getByTestId('security-center').waitFor();
    expect(await activeEntry(page)).toBe('mc-entry-securityCenter');

    await page.getByTestId('two-step-setup-start').click();
    await page.getByTestId('two-step-setup').waitFor();
    expect(await page.getByTestId('two-step-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByTestId('two-step-qr').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    const shown = await text(page, 'two-step-secret');
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    secret = shown.replace(/\s/g, '');

    // Binding the device asks for the login password: none, then a wrong one, are refused under
    // the field with nothing turned on.
    await page.getByTestId('field-twoStepCode').fill(await freshTotp(secret));
    await page.getByTestId('two-step-enable-submit').click();
    expect(await text(page, 'field-currentPassword-error')).toBe('Please enter your current password.');
    await page.getByTestId('field-currentPassword').fill('Not-the-Passw0rd');
    await page.getByTestId('two-step-enable-submit').click();
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="field-currentPassword-error"]')?.textContent ?? '').includes(
        'password or two-step code is incorrect',
      ),
    );
    expect(await text(page, 'two-step-status')).toBe('Off');
    // A wrong code is refused with the server's message; the app's code and the password turn it on.
    await page.getByTestId('field-currentPassword').fill(member.password);
    await page.getByTestId('field-twoStepCode').fill('000000');
    await page.getByTestId('two-step-enable-submit').click();
    await page.getByTestId('two-step-enable-error').waitFor();
    await page.getByTestId('field-twoStepCode').fill(await freshTotp(secret));
    await page.getByTestId('two-step-enable-submit').click();
    await page.getByTestId('recovery-codes').waitFor();
    const codes = await page.getByTestId('recovery-code').allInnerTexts();
    recoveryCodes = codes;
    expect(codes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(codes).size).toBe(codes.length);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('recovery-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const file = fs.readFileSync((await download.path())!, 'utf8');
    for (const code of codes) expect(file).toContain(code);

    await page.getByTestId('recovery-done').click();
    await page.getByTestId('recovery-codes').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-testid="two-step-status"]')?.textContent === 'On');
    expect(await text(page, 'security-two-step')).toContain(`Recovery codes left: ${codes.length}`);
  });

  it('asks a sign-in from a new address for the authenticator code, then revokes the other session', async () => {
    const { context, page } = await signedOutPage({ ip: TRAVEL });
    await submitPassword(page, member);
    await page.getByTestId('login-verification').waitFor();
    expect(await text(page, 'login-verification-intro')).toContain(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await page.getByTestId('field-verificationCode').fill('12345');
    await page.getByTestId('login-verification-submit').click();
    expect(await text(page, 'field-verificationCode-error')).toBe('Enter the 6 digits shown in your app.');
    await page.getByTestId('field-verificationCode').fill('000000');
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('field-verificationCode-error').filter({ hasNotText: '6 digits' }).waitFor();

    await page.getByTestId('field-verificationCode').fill(await freshTotp(secret));
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    expect(await text(page, 'header-username')).toBe(member.username);

    await openFromAvatarMenu(page, 'Member center');
    await page.getByTestId('sessions-list').waitFor();
    const row = (ip: string) => page.getByTestId('session').filter({ has: page.getByText(ip, { exact: true }) });
    await row(HOME).waitFor();
    expect(await row(TRAVEL).getByTestId('session-current').innerText()).toBe('This device');
    expect(await row(TRAVEL).innerText()).toMatch(/Chrome on Linux/);
    expect(await row(TRAVEL).getByTestId('session-revoke').count()).toBe(0);

    await row(HOME).getByTestId('session-revoke').click();
    await row(HOME).waitFor({ state: 'detached' });

    // The revoked device finds itself signed out at its next call.
    await home.page.reload();
    await home.page.getByTestId('header-login').waitFor();
    expect(await home.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await home.context.close();

    // "Sign out all other devices" asks first, then leaves only this one.
    await page.getByTestId('sessions-revoke-others').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session"]').length === 1);
    expect(await page.getByTestId('sessions-revoke-others').count()).toBe(0);
    await context.close();
  });

  it('sends the password form back when the challenge runs out of tries; a recovery code signs in, renews the codes, turns two-step off', async () => {
    const { context, page } = await signedOutPage({ ip: '192.0.2.77' });
    await submitPassword(page, member);
    await page.getByTestId('login-verification').waitFor();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByTestId('field-verificationCode').fill('000000');
      await page.getByTestId('login-verification-submit').click();
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="login-verification-submit"][aria-busy="true"]'),
      );
      if ((await page.getByTestId('login-form').count()) > 0) break;
    }
    await page.getByTestId('login-form').waitFor();
    expect((await text(page, 'login-error')).length).toBeGreaterThan(0);

    // The password is still there: logging in again opens a fresh challenge, and a recovery code passes it.
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-verification').waitFor();
    await page.getByTestId('login-verification-mode').click();
    expect(await text(page, 'login-verification-intro')).toContain('recovery codes');
    await page.getByTestId('field-verificationCode').fill('not-a-real-code');
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('field-verificationCode-error').waitFor();
    await page.getByTestId('field-verificationCode').fill(recoveryCodes[0]!);
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });

    // New recovery codes for an app code; then two-step goes off with one of the new codes.
    await openFromAvatarMenu(page, 'Member center');
    await page.getByTestId('two-step-status').waitFor();
    expect(await text(page, 'security-two-step')).toContain(`Recovery codes left: ${recoveryCodes.length - 1}`);
    await page.getByTestId('two-step-renew').click();
    await page.getByTestId('field-twoStepCode').fill(await freshTotp(secret));
    await page.getByTestId('two-step-renew-form-submit').click();
    await page.getByTestId('recovery-codes').waitFor();
    const renewed = await page.getByTestId('recovery-code').allInnerTexts();
    expect(renewed.some((code) => recoveryCodes.includes(code))).toBe(false);
    await page.getByTestId('recovery-done').click();

    await page.getByTestId('two-step-disable').click();
    await page.getByTestId('field-twoStepCode').fill(recoveryCodes[1]!);
    await page.getByTestId('two-step-disable-form-submit').click();
    await page.getByTestId('two-step-disable-form-error').waitFor();
    await page.getByTestId('field-twoStepCode').fill(renewed[0]!);
    await page.getByTestId('two-step-disable-form-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="two-step-status"]')?.textContent === 'Off');
    await context.close();
  });

  it('binds a mobile in the security center; a sign-in from a new address then asks for an SMS code', async () => {
    // SMS is a second-step method of a brand that sends SMS codes (decision 009).
    await portal.patchSettings({ flags: { phonePasswordRecovery: true } });
    onTestFinished(() => portal.patchSettings({ flags: { phonePasswordRecovery: false } }));
    const fresh = await registerMember(portal.testApp.app);
    const first = await signedOutPage({ ip: HOME });
    await submitPassword(first.page, fresh);
    await first.page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await openFromAvatarMenu(first.page, 'Member center');
    await first.page.getByTestId('security-mobile-toggle').click();
    const mobileNum = `9${String(Date.now()).slice(-8)}`;
    await first.page.getByTestId('field-countryDialingCode').fill('+84');
    await first.page.getByTestId('field-mobileNum').fill(mobileNum);
    await first.page.getByTestId('send-code-bind-mobile').click();
    await first.page.getByTestId('field-verificationCode').fill('000000');
    // The change is confirmed with the login password: without it nothing is sent.
    await first.page.getByTestId('bind-mobile-submit').click();
    expect(await text(first.page, 'field-currentPassword-error')).toBe('Please enter your current password.');
    await first.page.getByTestId('field-currentPassword').fill('Not-the-Passw0rd');
    await first.page.getByTestId('bind-mobile-submit').click();
    await first.page.waitForFunction(() =>
      (document.querySelector('[data-testid="field-currentPassword-error"]')?.textContent ?? '').includes(
        'password or two-step code is incorrect',
      ),
    );
    await first.page.getByTestId('field-currentPassword').fill(fresh.password);
    await first.page.getByTestId('bind-mobile-submit').click();
    await first.page.getByTestId('field-verificationCode-error').waitFor();
    await first.page.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+84${mobileNum}`));
    await first.page.getByTestId('bind-mobile-submit').click();
    await first.page.getByTestId('security-mobile-done').waitFor();
    expect(await text(first.page, 'security-mobile-value')).toMatch(/^\+84 9\d\*+\d{3}$/);
    await first.context.close();

    const { context, page } = await signedOutPage({ ip: TRAVEL });
    await submitPassword(page, fresh);
    await page.getByTestId('login-verification').waitFor();
    expect(await text(page, 'login-verification-intro')).toMatch(/We will send a code to \+84 9\d\*+\d{3}\./);
    expect(await page.getByTestId('login-verification-mode').count()).toBe(0);
    // The number already holds the binding code: read only a message sent after this click.
    const bindingCode = await portal.lastOutboxId(`+84${mobileNum}`);
    await page.getByTestId('send-code-login-challenge').click();
    await page.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+84${mobileNum}`, bindingCode));
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    expect(await text(page, 'header-username')).toBe(fresh.username);
    await context.close();
  });

  it('binds an e-mail with the code from the outbox, on a phone', async () => {
    const fresh = await registerMember(portal.testApp.app);
    const { context, page } = await signedOutPage({ width: 390 });
    await submitPassword(page, fresh);
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await page.goto('/?mc=securityCenter');
    await page.getByTestId('security-center').waitFor();

    // Phone: the menu is one row of chips that scrolls sideways.
    const row = await page
      .getByTestId('member-center')
      .locator('.menu-overlay__list')
      .evaluate((list) => ({
        overflow: list.scrollWidth > list.clientWidth,
        tops: new Set(Array.from(list.querySelectorAll('button'), (b) => b.getBoundingClientRect().top)).size,
      }));
    expect(row).toEqual({ overflow: true, tops: 1 });

    expect(await page.getByTestId('security-email').innerText()).toContain('Not bound');
    await page.getByTestId('security-email-toggle').click();
    await page.getByTestId('bind-email-form').waitFor();
    await page.getByTestId('send-code-bind-email').click();
    expect(await text(page, 'field-email-error')).toBe('This field is required.');

    const email = `${fresh.username}@example.com`;
    await page.getByTestId('field-email').fill(email);
    await page.getByTestId('send-code-bind-email').click();
    await page.waitForFunction(() =>
      /\d+ s/.test(document.querySelector('[data-testid="send-code-bind-email"]')?.textContent ?? ''),
    );
    await page.getByTestId('field-verificationCode').fill(await portal.codeSentTo(email));
    await page.getByTestId('field-currentPassword').fill(fresh.password);
    await page.getByTestId('bind-email-submit').click();
    await page.getByTestId('security-email-done').waitFor();
    expect(await text(page, 'security-email-done')).toBe('Your e-mail has been bound.');
    const masked = await text(page, 'security-email-value');
    expect(masked).toMatch(/\*/);
    expect(masked.endsWith('@example.com')).toBe(true);

    // The change-password form of the sign-in feature, here: this device stays signed in.
    await page.getByTestId('security-password-toggle').click();
    await page.getByTestId('field-oldPassword').fill(fresh.password);
    await page.getByTestId('field-newPassword').fill('N3w#Lotus-pass');
    await page.getByTestId('field-confirmNewPassword').fill('N3w#Lotus-pass');
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('security-password-done').waitFor();
    expect(await text(page, 'security-password-done')).toBe(
      'Your password has been changed. Your other devices were signed out.',
    );
    await page.reload();
    await page.getByTestId('security-center').waitFor();
    await context.close();
  });
});
