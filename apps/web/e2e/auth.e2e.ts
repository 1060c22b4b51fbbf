import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { encryptFor, registerMember } from '../../server/test/test-app.ts';
import { openPage, portalPerFile, startTrial } from './harness.ts';

const portal = portalPerFile();

let serial = 0;
const freshUsername = () => `web${Date.now().toString(36).slice(-6)}${(serial += 1)}`;
const PASSWORD = 'Lotus#Play2026';

/** Fills the register form that is on screen with a valid account for `username`. */
async function fillRegistration(page: Page, username: string) {
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-confirmPassword').fill(PASSWORD);
  await page.getByTestId('field-dateOfBirth').fill('1990-05-20');
  await page.getByTestId('register-age').check();
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('sign-in and registration in Chromium', () => {
  it('registers through the popup with the brand rules, then logs out through the confirmation', async () => {
    const taken = await registerMember(portal.testApp.app);
    const { context, page } = await openPage(portal, { lang: 'en' });
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-form-username').waitFor();

    // The demo brand's rules: username, password, confirmation and the optional invitation code.
    for (const field of ['username', 'password', 'confirmPassword', 'referralCode']) {
      expect(await page.getByTestId(`field-${field}`).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('field-email').count()).toBe(0);
    expect(await page.getByTestId('field-username').getAttribute('placeholder')).toBe('* Username');

    // A rule error shows on blur, before anything is sent.
    await page.getByTestId('field-username').fill('1abc');
    await page.getByTestId('field-password').focus();
    expect(await text(page, 'field-username-error')).toBe('6–16 characters: a letter first, then letters and digits.');

    // A taken username: the server's answer lands under the username field.
    await fillRegistration(page, taken.username);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('field-username-error').waitFor();
    expect(await text(page, 'field-username-error')).toBe('Already in use by another account.');
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);

    const username = freshUsername();
    await page.getByTestId('field-username').fill(username);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();
    expect(await text(page, 'register-success')).toContain(username);
    await page.getByTestId('register-success-ok').click();
    await page.getByTestId('register-success').waitFor({ state: 'detached' });
    expect(await text(page, 'header-username')).toBe(username);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => [sessionStorage.getItem('username'), sessionStorage.getItem('isAgent')])).toEqual([
      username,
      '0',
    ]);

    await page.getByTestId('avatar-menu').getByRole('button', { name: 'Account menu' }).click();
    await page.getByTestId('logout').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('header-login').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('refuses a wrong password with the message, then logs in with the right one', async () => {
    const member = await registerMember(portal.testApp.app);
    const { context, page } = await openPage(portal, { lang: 'en' });
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-form').waitFor();

    await page.getByTestId('login-submit').click();
    expect(await text(page, 'field-username-error')).toBe('This field is required.');

    await page.getByTestId('field-username').fill(`  ${member.username} `);
    await page.getByTestId('field-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(await text(page, 'login-error')).toBe('Incorrect username or password.');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await page.getByTestId('field-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    expect(await text(page, 'header-username')).toBe(member.username);
    expect(await page.getByTestId('header-login').count()).toBe(0);

    // A reload keeps the session and loads the member info again.
    await page.reload();
    await page.getByTestId('header-username').waitFor();
    expect(await text(page, 'header-username')).toBe(member.username);
    await context.close();
  });

  it('asks for a captcha after three wrong passwords; a click refreshes it at most once a second', async () => {
    const member = await registerMember(portal.testApp.app);
    const { context, page } = await openPage(portal, { lang: 'en' });
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('field-username').fill(member.username);

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await page.getByTestId('field-captcha').count()).toBe(0);
      await page.getByTestId('field-password').fill(`wrong-password-${attempt}`);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      expect(await text(page, 'login-error')).toBe('Incorrect username or password.');
      await page.waitForFunction(() => !document.querySelector('[data-testid="login-submit"][aria-busy="true"]'));
    }

    // The server flagged the third failure: the field and a PNG from GET /wps/captcha appear.
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    expect(await page.getByTestId('field-captcha').isVisible()).toBe(true);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(150);
    const idOf = () => image.getAttribute('data-captcha-id');
    const first = await idOf();

    // A second past the last image, a click brings a new one; a click right after it is ignored.
    // Both clicks go in one task, so a loaded machine cannot stretch the gap between them.
    await page.waitForTimeout(1_100);
    let fetched = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/captcha') fetched += 1;
    });
    await page.getByTestId('captcha-refresh').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.waitForFunction((old) => {
      const id = document.querySelector('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id');
      return id && id !== old;
    }, first);
    const second = await idOf();
    await page.waitForTimeout(300);
    expect(fetched).toBe(1);
    expect(await idOf()).toBe(second);

    // The captcha is required by the form; a wrong answer shows the server's message and a new image.
    await page.getByTestId('field-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    expect(await text(page, 'field-captcha-error')).toBe('This field is required.');
    await page.getByTestId('field-captcha').fill('ZZZZZ');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('field-captcha-error').filter({ hasText: 'captcha' }).waitFor();
    expect(await text(page, 'field-captcha-error')).toBe('The captcha is incorrect or has expired. Please try again.');
    await page.waitForFunction((old) => {
      const id = document.querySelector('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id');
      return id && id !== old;
    }, second);
    expect(await page.getByTestId('field-captcha').inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('free play signs in a trial account that meets the true-account warning at the member center', async () => {
    const { context, page } = await openPage(portal, { lang: 'en' });
    await startTrial(page);
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

    await page.getByTestId('avatar-menu').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Member center' }).click();
    await page.getByTestId('trial-warning').waitFor();
    expect(await text(page, 'trial-warning')).toContain('Please register a real account to use this feature.');
    await page.getByTestId('trial-warning-ok').click();
    await page.getByTestId('trial-warning').waitFor({ state: 'detached' });
    await context.close();
  });

  it('pre-fills the referral code on /register and stops on an invalid invitation code', async () => {
    const { context, page } = await openPage(portal, {
      path: '/register?referralCode=XYZ',
      ready: 'register-form-username',
      lang: 'en',
    });
    expect(await page.getByTestId('field-referralCode').inputValue()).toBe('XYZ');

    await fillRegistration(page, freshUsername());
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-error').waitFor();
    expect(await text(page, 'register-error')).toBe('The invitation code is not valid.');
    expect(await text(page, 'field-referralCode-error')).toBe('The invitation code is not valid.');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('logs in by an SMS code read from the outbox when the brand turns SMS login on', async () => {
    await portal.patchSettings({ flags: { smsCodeLogin: true, mobileRegistration: true } });
    try {
      const mobileNum = `9${String(Date.now()).slice(-8)}`;
      const res = await portal.testApp.app.inject({
        method: 'PUT',
        url: '/wps/member/register/mobile',
        headers: { language: 'en' },
        payload: await encryptFor(portal.testApp.app, {
          mobileNum,
          countryDialingCode: '+84',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          dateOfBirth: '1990-05-20',
          login: true,
        }),
      });
      expect(res.statusCode).toBe(200);
      const username = (res.json() as { value: { username: string } }).value.username;

      const { context, page } = await openPage(portal, { lang: 'en' });
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-way-sms').click();
      const form = page.getByTestId('sms-login-form');
      await form.waitFor();
      // Nothing is sent before the number is there.
      await form.getByTestId('send-code-noLogin').click();
      expect(await text(page, 'field-mobileNum-error')).toBe('This field is required.');

      await form.getByTestId('field-countryDialingCode').fill('+84');
      await form.getByTestId('field-mobileNum').fill(mobileNum);
      await form.getByTestId('send-code-noLogin').click();
      // After the send the button counts down and stays disabled.
      await page.waitForFunction(() =>
        /\d+ s/.test(document.querySelector('[data-testid="send-code-noLogin"]')?.textContent ?? ''),
      );
      expect(await form.getByTestId('send-code-noLogin').isDisabled()).toBe(true);

      await form.getByTestId('field-verificationCode').fill('000000');
      await form.getByTestId('sms-login-submit').click();
      await form.getByTestId('field-verificationCode-error').waitFor();

      await form.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+84${mobileNum}`));
      await form.getByTestId('sms-login-submit').click();
      await page.getByTestId('header-username').waitFor();
      expect(await text(page, 'header-username')).toBe(username);
      expect(await page.getByTestId('change-password-modal').count()).toBe(0);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { smsCodeLogin: false, mobileRegistration: false } });
    }
  });

  it('asks a member with an authenticator for it after the SMS code, and signs in only then', async () => {
    await portal.patchSettings({ flags: { smsCodeLogin: true } });
    try {
      const { app } = portal.testApp;
      const member = await registerMember(app);
      const headers = { authorization: member.authorization };
      const setup = await app.inject({ method: 'POST', url: '/wps/member/two-step/setup', headers });
      const secret = setup.json().value.secret as string;
      const enabled = await app.inject({
        method: 'POST',
        url: '/wps/member/two-step/enable',
        headers,
        payload: { code: await generate({ secret }), currentPassword: member.password },
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const mobileNum = `9${String(Date.now()).slice(-8)}`;
      await portal.testApp.database.db
        .updateTable('members')
        .set({ mobile: mobileNum, country_dialing_code: '+84', mobile_verified_at: new Date() })
        .where('username', '=', member.username)
        .execute();

      const { context, page } = await openPage(portal, { lang: 'en' });
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-way-sms').click();
      const form = page.getByTestId('sms-login-form');
      await form.getByTestId('field-mobileNum').fill(mobileNum);
      await form.getByTestId('send-code-noLogin').click();
      await form.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+84${mobileNum}`));
      await form.getByTestId('sms-login-submit').click();
      // The phone alone does not sign in: the authenticator's step takes over, and only it is offered.
      const step = page.getByTestId('login-verification');
      await step.waitFor();
      expect(await page.getByTestId('header-username').count()).toBe(0);
      expect(await page.getByTestId('login-method-sms').count()).toBe(0);
      // The next step of the authenticator: enabling it used the current one.
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      await step.getByTestId('field-verificationCode').fill(code);
      await page.getByTestId('login-verification-submit').click();
      await page.getByTestId('header-username').waitFor();
      expect(await text(page, 'header-username')).toBe(member.username);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { smsCodeLogin: false } });
    }
  });

  it('resets a forgotten password by e-mail with the code from the outbox, then logs in with it', async () => {
    await portal.patchSettings({ registerRules: { email: { enabled: true } } });
    try {
      const email = `reset${Date.now().toString(36)}@example.com`;
      const member = await registerMember(portal.testApp.app, { email });
      const { context, page } = await openPage(portal, { lang: 'en' });
      await page.getByTestId('header-login').click();
      await page.getByTestId('forgot-password-link').click();
      const modal = page.getByTestId('forgot-password-modal');
      await modal.getByTestId('forgot-email-request').waitFor();
      expect(await modal.getByTestId('forgot-tab-phone').count()).toBe(0);

      await modal.getByTestId('field-username').fill(member.username);
      await modal.getByTestId('field-email').fill('not-an-email');
      await modal.getByTestId('forgot-email-submit').click();
      await modal.getByTestId('field-email-error').waitFor();

      await modal.getByTestId('field-email').fill(email);
      await modal.getByTestId('forgot-email-submit').click();
      await modal.getByTestId('forgot-email-sent').waitFor();
      const newPassword = 'Orchid#Win2027';
      await modal.getByTestId('field-code').fill(await portal.codeSentTo(email));
      await modal.getByTestId('field-newPassword').fill(newPassword);
      await modal.getByTestId('field-confirmNewPassword').fill(newPassword);
      await modal.getByTestId('forgot-email-submit').click();

      const login = page.getByTestId('auth-modal');
      await login.getByTestId('login-notice').waitFor();
      expect(await text(page, 'login-notice')).toBe('Your password has been changed. Log in with the new password.');
      await login.getByTestId('field-username').fill(member.username);
      await login.getByTestId('field-password').fill(newPassword);
      await login.getByTestId('login-submit').click();
      await page.getByTestId('header-username').waitFor();
      expect(await text(page, 'header-username')).toBe(member.username);
      await context.close();
    } finally {
      await portal.patchSettings({ registerRules: { email: { enabled: false } } });
    }
  });
});
