import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { hashAnswer } from '../../server/src/features/auth/captcha.service.ts';
import { encryptFor, registerMember } from '../../server/test/test-app.ts';
import { openPage, portalPerFile } from './harness.ts';

/**
 * The rest of the sign-in flows in Chromium: forgot password by phone, registration with an SMS
 * code, the forced change of the brand's default password, the registration captcha, the
 * first-login welcome, the second step's popup, and the country code dropdown.
 */
const DEFAULT_PASSWORD = 'Lotus#Default2026';
const PASSWORD = 'Lotus#Play2026';

const portal = portalPerFile({ env: { DEFAULT_MEMBER_PASSWORD: DEFAULT_PASSWORD } });

let serial = 0;
const freshUsername = () => `more${Date.now().toString(36).slice(-6)}${(serial += 1)}`;
const freshMobile = () => `9${String(Date.now()).slice(-6)}${String((serial += 1) % 100).padStart(2, '0')}`;
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

const openHome = (lang = 'en', ip?: string) => openPage(portal, { lang, ip });

/** A member registered by mobile through the API; the answer names the generated account. */
async function mobileMember(countryDialingCode: string, mobileNum: string): Promise<string> {
  const res = await portal.testApp.app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    headers: { language: 'en' },
    payload: await encryptFor(portal.testApp.app, {
      mobileNum,
      countryDialingCode,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: '1990-05-20',
      login: true,
    }),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: { username: string } }).value.username;
}

/** Whether a password signs the member in (through the API, from the test's own address). */
async function passwordWorks(username: string, password: string): Promise<boolean> {
  const res = await portal.testApp.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { language: 'en' },
    payload: await encryptFor(portal.testApp.app, { username, password }),
  });
  return res.statusCode === 200;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('auth-modal');
  await modal.getByTestId('login-form').waitFor();
  await modal.getByTestId('field-username').fill(username);
  await modal.getByTestId('field-password').fill(password);
  await modal.getByTestId('login-submit').click();
}

async function logOut(page: Page) {
  await page.getByTestId('avatar-menu').getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('header-login').waitFor();
}

/** The member center is open on the security center, its entry highlighted and named in the address. */
async function expectSecurityCenter(page: Page) {
  await page.getByTestId('security-center').waitFor();
  expect(await page.getByTestId('mc-entry-securityCenter').getAttribute('aria-current')).toBe('page');
  expect(new URL(page.url()).searchParams.get('mc')).toBe('securityCenter');
}

const captchaId = (page: Page) => page.getByTestId('captcha-image').getAttribute('data-captcha-id');

describe('more sign-in flows in Chromium', () => {
  it('resets a forgotten password by phone with the code from the outbox and signs in with it', async () => {
    await portal.patchSettings({ flags: { phonePasswordRecovery: true, mobileRegistration: true } });
    try {
      const mobileNum = freshMobile();
      const username = await mobileMember('+84', mobileNum);
      const { context, page } = await openHome();
      await page.getByTestId('header-login').click();
      await page.getByTestId('forgot-password-link').click();
      const modal = page.getByTestId('forgot-password-modal');
      await modal.getByTestId('forgot-tab-phone').click();
      const form = modal.getByTestId('forgot-phone');
      await form.waitFor();

      // The dialing code starts on +84: the number alone is enough to send the code.
      expect(await form.getByTestId('field-countryDialingCode').inputValue()).toBe('+84');
      await form.getByTestId('field-mobileNum').fill(mobileNum);
      await form.getByTestId('send-code-password').click();
      await page.waitForFunction(() =>
        /\d+ s/.test(document.querySelector('[data-testid="send-code-password"]')?.textContent ?? ''),
      );
      const newPassword = 'Orchid#Phone2027';
      await form.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+84${mobileNum}`));
      await form.getByTestId('field-newPassword').fill(newPassword);
      await form.getByTestId('field-confirmNewPassword').fill(newPassword);
      await form.getByTestId('forgot-phone-submit').click();

      // Signed in at once, the popup gone; the old password no longer works, the new one does.
      await page.getByTestId('header-username').waitFor();
      expect(await text(page, 'header-username')).toBe(username);
      await page.getByTestId('forgot-password-modal').waitFor({ state: 'detached' });
      expect(await passwordWorks(username, PASSWORD)).toBe(false);
      expect(await passwordWorks(username, newPassword)).toBe(true);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { phonePasswordRecovery: false, mobileRegistration: false } });
    }
  });

  it('registers by mobile with the SMS code from the outbox; the success modal leads to the security center', async () => {
    await portal.patchSettings({ flags: { mobileRegistration: true, registrationSmsVerification: true } });
    try {
      const { context, page } = await openHome();
      await page.getByTestId('header-register').click();
      await page.getByTestId('register-tab-mobile').click();
      const form = page.getByTestId('register-form-mobile');
      await form.waitFor();
      expect(await form.getByTestId('field-verificationCode').getAttribute('placeholder')).toBe('* Verification code');

      // No code without the number.
      await form.getByTestId('send-code-register').click();
      expect(await text(page, 'field-mobileNum-error')).toBe('This field is required.');

      const mobileNum = freshMobile();
      await form.getByTestId('field-mobileNum').fill(mobileNum);
      await form.getByTestId('send-code-register').click();
      const code = await portal.codeSentTo(`+84${mobileNum}`);
      await form.getByTestId('field-password').fill(PASSWORD);
      await form.getByTestId('field-confirmPassword').fill(PASSWORD);
      await form.getByTestId('field-dateOfBirth').fill('1990-05-20');
      await form.getByTestId('register-age').check();

      // A wrong code lands under its field and creates nothing; the right one registers.
      await form.getByTestId('field-verificationCode').fill('000000');
      await form.getByTestId('register-submit').click();
      await form.getByTestId('field-verificationCode-error').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await form.getByTestId('field-verificationCode').fill(code);
      await form.getByTestId('register-submit').click();

      await page.getByTestId('account-number-dialog').waitFor();
      const account = await text(page, 'account-number');
      await page.getByTestId('account-number-dialog-ok').click();
      await page.getByTestId('register-success').waitFor();
      expect(await text(page, 'register-success-invite')).toContain('secure your account');
      await page.getByTestId('register-success-secure').click();
      await expectSecurityCenter(page);
      expect(await text(page, 'header-username')).toBe(account);
      expect(await text(page, 'security-mobile-value')).toMatch(/^\+84 /);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { mobileRegistration: false, registrationSmsVerification: false } });
    }
  });

  it("asks to change the brand's default password, then logs in again with the new one", async () => {
    const username = freshUsername();
    await registerMember(portal.testApp.app, {
      username,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    const { context, page } = await openHome();
    await logIn(page, username, DEFAULT_PASSWORD);

    const modal = page.getByTestId('change-password-modal');
    await modal.waitFor();
    expect(await text(page, 'change-password-reason')).toBe(
      'You are using the default password. Please choose your own to continue.',
    );
    const newPassword = 'Lotus#Mine2027';
    await modal.getByTestId('field-oldPassword').fill(DEFAULT_PASSWORD);
    await modal.getByTestId('field-newPassword').fill(newPassword);
    await modal.getByTestId('field-confirmNewPassword').fill(newPassword);
    await modal.getByTestId('change-password-submit').click();

    // The login popup again, signed out, with the reason on top; the new password signs in.
    const login = page.getByTestId('auth-modal');
    await login.getByTestId('login-notice').waitFor();
    expect(await text(page, 'login-notice')).toBe('Password changed. Please log in with your new password.');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await login.getByTestId('field-username').fill(username);
    await login.getByTestId('field-password').fill(newPassword);
    await login.getByTestId('login-submit').click();
    await page.getByTestId('header-username').waitFor();
    expect(await text(page, 'header-username')).toBe(username);
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
    expect(await passwordWorks(username, DEFAULT_PASSWORD)).toBe(false);
    await context.close();
  });

  it('registration captcha: a wrong answer shows the error and a new image; the right one registers', async () => {
    await portal.patchSettings({ flags: { registerCaptcha: true } });
    try {
      const { context, page } = await openHome();
      await page.getByTestId('header-register').click();
      const form = page.getByTestId('register-form-username');
      await form.waitFor();
      const image = form.getByTestId('captcha-image');
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await form.getByTestId('field-captcha').getAttribute('placeholder')).toBe('* Captcha');

      const username = freshUsername();
      await form.getByTestId('field-username').fill(username);
      await form.getByTestId('field-password').fill(PASSWORD);
      await form.getByTestId('field-confirmPassword').fill(PASSWORD);
      await form.getByTestId('field-dateOfBirth').fill('1990-05-20');
      await form.getByTestId('register-age').check();
      await form.getByTestId('register-submit').click();
      expect(await text(page, 'field-captcha-error')).toBe('This field is required.');

      const first = await captchaId(page);
      await form.getByTestId('field-captcha').fill('WRONG');
      await form.getByTestId('register-submit').click();
      await form.getByTestId('field-captcha-error').filter({ hasText: 'captcha' }).waitFor();
      expect(await text(page, 'field-captcha-error')).toBe(
        'The captcha is incorrect or has expired. Please try again.',
      );
      await page.waitForFunction((old) => {
        const id = document.querySelector('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id');
        return id && id !== old;
      }, first);
      expect(await form.getByTestId('field-captcha').inputValue()).toBe('');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

      // The image can't be read here: the challenge on screen gets an answer the test knows (the
      // server keeps only its hash, as apps/server/test/auth-protection.api.test.ts plants one).
      const shown = (await captchaId(page))!;
      await portal.testApp.database.db
        .updateTable('captcha_challenges')
        .set({ answer_hash: hashAnswer('K7MXA') })
        .where('id', '=', shown)
        .execute();
      await form.getByTestId('field-captcha').fill('k7mxa');
      await form.getByTestId('register-submit').click();
      await page.getByTestId('register-success').waitFor();
      expect(await text(page, 'register-success')).toContain(username);
      await page.getByTestId('register-success-ok').click();
      expect(await text(page, 'header-username')).toBe(username);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { registerCaptcha: false } });
    }
  });

  it('welcomes a first sign-in once; its button opens the security center', async () => {
    // An account that has never signed in, as an operator or agent would create it.
    const member = await registerMember(portal.testApp.app);
    await portal.testApp.database.db
      .updateTable('members')
      .set({ first_login_at: null })
      .where('username', '=', member.username)
      .execute();

    const { context, page } = await openHome();
    await logIn(page, member.username, member.password);
    const welcome = page.getByTestId('first-login-dialog');
    await welcome.waitFor();
    expect(await welcome.getByRole('heading').innerText()).toBe('Welcome to Lotus Play!');
    expect(await welcome.innerText()).toContain('bind your mobile number and turn on two-step verification');
    await welcome.getByTestId('first-login-secure').click();
    await expectSecurityCenter(page);
    await page.getByTestId('first-login-dialog').waitFor({ state: 'detached' });

    await page.keyboard.press('Escape');
    await page.getByTestId('member-center').waitFor({ state: 'detached' });
    await logOut(page);
    await logIn(page, member.username, member.password);
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await page.getByTestId('first-login-dialog').isVisible()).toBe(false);
    await context.close();
  });

  it('hides the popup links beside the second step of a login from a new address', async () => {
    const member = await registerMember(portal.testApp.app);
    const headers = { authorization: member.authorization };
    const setup = await portal.testApp.app.inject({ method: 'POST', url: '/wps/member/two-step/setup', headers });
    const { secret } = setup.json().value as { secret: string };
    const enable = await portal.testApp.app.inject({
      method: 'POST',
      url: '/wps/member/two-step/enable',
      headers,
      payload: { code: await generate({ secret }), currentPassword: member.password },
    });
    expect(enable.statusCode).toBe(200);

    const { context, page } = await openHome('en', '198.51.100.77');
    await logIn(page, member.username, member.password);
    const modal = page.getByTestId('auth-modal');
    await modal.getByTestId('login-verification').waitFor();
    expect(await modal.getByTestId('forgot-password-link').count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Create one' }).count()).toBe(0);

    await modal.getByRole('button', { name: 'Back to login' }).click();
    await modal.getByTestId('login-form').waitFor();
    // The links come back once the form reports the second step gone (a layout effect after the form).
    await modal.getByTestId('forgot-password-link').waitFor();
    await modal.getByRole('button', { name: 'Create one' }).waitFor();
    await context.close();
  });

  it('offers every method of the second step: a member with the authenticator switches to e-mail and gets in', async () => {
    const app = portal.testApp.app;
    const member = await registerMember(app);
    const headers = { authorization: member.authorization, language: 'en' };
    const email = `${member.username}@example.com`;
    const sent = await app.inject({ method: 'POST', url: '/wps/verification/email/bind', headers, payload: { email } });
    expect(sent.statusCode).toBe(200);
    const bound = await app.inject({
      method: 'PUT',
      url: '/wps/member/email',
      headers,
      payload: { email, verificationCode: await portal.codeSentTo(email), currentPassword: member.password },
    });
    expect(bound.statusCode).toBe(200);
    const setup = await app.inject({ method: 'POST', url: '/wps/member/two-step/setup', headers });
    const { secret } = setup.json().value as { secret: string };
    const enable = await app.inject({
      method: 'POST',
      url: '/wps/member/two-step/enable',
      headers,
      payload: { code: await generate({ secret }), currentPassword: member.password },
    });
    expect(enable.statusCode).toBe(200);

    const { context, page } = await openHome('en', '198.51.100.91');
    await logIn(page, member.username, member.password);
    const modal = page.getByTestId('auth-modal');
    await modal.getByTestId('login-verification').waitFor();
    // The authenticator is the first choice; the e-mail is one tab away.
    expect(await modal.getByTestId('login-method-totp').getAttribute('aria-selected')).toBe('true');
    expect(await modal.getByTestId('login-method-email').innerText()).toBe('E-mail');
    expect(await modal.getByTestId('login-method-sms').count()).toBe(0);
    expect(await text(page, 'login-verification-intro')).toContain('authenticator app');

    await modal.getByTestId('login-method-email').click();
    expect(await modal.getByTestId('login-method-email').getAttribute('aria-selected')).toBe('true');
    expect(await text(page, 'login-verification-intro')).toContain(
      `We will send a code to ${email.slice(0, 1)}***@example.com.`,
    );
    const before = await portal.lastOutboxId(email);
    await modal.getByTestId('send-code-login-challenge-email').click();
    const code = await portal.codeSentTo(email, before);
    // The resend countdown runs on the button.
    await page.waitForFunction(() =>
      /\d+ s/.test(document.querySelector('[data-testid="send-code-login-challenge-email"]')?.textContent ?? ''),
    );
    await modal.getByTestId('field-verificationCode').fill(code === '000000' ? '111111' : '000000');
    await modal.getByTestId('login-verification-submit').click();
    await modal.getByTestId('field-verificationCode-error').waitFor();
    await modal.getByTestId('field-verificationCode').fill(code);
    await modal.getByTestId('login-verification-submit').click();
    await modal.waitFor({ state: 'detached' });
    expect(await text(page, 'header-username')).toBe(member.username);
    await context.close();
  });

  it("a brand's bank-name check: the member types the account holder's name and gets in", async () => {
    await portal.patchSettings({ flags: { newAddressBankNameCheck: true } });
    try {
      const member = await registerMember(portal.testApp.app);
      const { id } = await portal.testApp.database.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', member.username)
        .executeTakeFirstOrThrow();
      await portal.testApp.database.db
        .insertInto('member_bank_accounts')
        .values({
          member_id: id,
          bank_name: 'Vietcombank',
          account_number: '0071000123456',
          account_holder: 'TRẦN THỊ MAI',
        })
        .execute();

      const { context, page } = await openHome('vi', '198.51.100.93');
      await logIn(page, member.username, member.password);
      const modal = page.getByTestId('auth-modal');
      await modal.getByTestId('login-verification').waitFor();
      expect(await text(page, 'login-verification-intro')).toContain('tên chủ tài khoản');
      await modal.getByTestId('field-verificationBankName').fill('Tran Thi Lan');
      await modal.getByTestId('login-verification-submit').click();
      expect(await text(page, 'field-verificationBankName-error')).toBe(
        'Tên này không khớp với tài khoản ngân hàng nào của thành viên.',
      );
      await modal.getByTestId('field-verificationBankName').fill('tran thi mai');
      await modal.getByTestId('login-verification-submit').click();
      await modal.waitFor({ state: 'detached' });
      expect(await text(page, 'header-username')).toBe(member.username);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { newAddressBankNameCheck: false } });
    }
  });

  it('the country code dropdown: searchable and keyboard driven, hides 200 ms after blur; Brazil sends to +55', async () => {
    await portal.patchSettings({ flags: { smsCodeLogin: true, mobileRegistration: true } });
    try {
      const mobileNum = freshMobile();
      const username = await mobileMember('+55', mobileNum);
      const { context, page } = await openHome();
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-way-sms').click();
      const form = page.getByTestId('sms-login-form');
      await form.waitFor();
      const code = form.getByTestId('field-countryDialingCode');
      // Open, the list lives at the end of the page's body (no dialog clips it).
      const list = page.getByTestId('country-code-list');
      expect(await code.inputValue()).toBe('+84');
      expect(await code.getAttribute('role')).toBe('combobox');

      // The keyboard: Down opens on the chosen country, Down again moves to Brazil, Enter picks it.
      await code.focus();
      await page.keyboard.press('ArrowDown');
      await list.waitFor();
      expect(await code.getAttribute('aria-expanded')).toBe('true');
      const activeName = async () => {
        const id = await code.getAttribute('aria-activedescendant');
        return page.locator(`[id="${id}"]`).innerText();
      };
      expect(await activeName()).toContain('Vietnam');
      await page.keyboard.press('ArrowDown');
      expect(await activeName()).toContain('Brazil');
      await page.keyboard.press('Enter');
      expect(await list.isHidden()).toBe(true);
      expect(await code.inputValue()).toBe('+55');
      // The flag emoji, or the ISO code where the machine has no colour emoji font (as here on Debian).
      const flag = form.getByTestId('country-code-flag');
      expect(await flag.getAttribute('data-country')).toBe('BR');
      expect(['\u{1F1E7}\u{1F1F7}', 'BR']).toContain(await flag.innerText());

      // Escape closes the list, not the popup; a search typed and left goes back to the chosen code.
      await page.keyboard.press('ArrowDown');
      await list.waitFor();
      await page.keyboard.press('Escape');
      expect(await list.isHidden()).toBe(true);
      expect(await page.getByTestId('auth-modal').isVisible()).toBe(true);

      // A search by name in the list; the list stays 200 ms after focus leaves, then hides.
      await code.click();
      await page.keyboard.type('thai');
      expect(await list.getByRole('option').allInnerTexts()).toEqual([expect.stringMatching(/Thailand\s*\+66/)]);
      const timeline = await page.evaluate(async () => {
        const input = document.activeElement as HTMLElement;
        const hidden = () => document.getElementById(input.getAttribute('aria-controls')!)!.hidden;
        const after = (ms: number) => new Promise<boolean>((resolve) => setTimeout(() => resolve(hidden()), ms));
        input.blur();
        return [hidden(), await after(120), await after(250)];
      });
      expect(timeline).toEqual([false, false, true]);
      expect(await code.inputValue()).toBe('+55');

      // Picked with the mouse from a search: Brazil again.
      await code.click();
      await page.keyboard.type('bra');
      await list.getByRole('option', { name: /Brazil/ }).click();
      expect(await code.inputValue()).toBe('+55');

      await form.getByTestId('field-mobileNum').fill(mobileNum);
      await form.getByTestId('send-code-noLogin').click();
      await form.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+55${mobileNum}`));
      await form.getByTestId('sms-login-submit').click();
      await page.getByTestId('header-username').waitFor();
      expect(await text(page, 'header-username')).toBe(username);
      await context.close();
    } finally {
      await portal.patchSettings({ flags: { smsCodeLogin: false, mobileRegistration: false } });
    }
  });

  it('remember me keeps the player signed in in a new tab for the day; without it a new tab is signed out; logout forgets', async () => {
    const member = await registerMember(portal.testApp.app);
    const { context, page } = await openHome();
    try {
      await page.getByTestId('header-login').click();
      const modal = page.getByTestId('auth-modal');
      await modal.getByTestId('login-form').waitFor();
      await modal.getByTestId('field-username').fill(member.username);
      await modal.getByTestId('field-password').fill(member.password);
      await modal.getByTestId('login-remember').locator('input').check();
      await modal.getByTestId('login-submit').click();
      await page.getByTestId('header-username').waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === 'remember');
      expect(cookie?.sameSite).toBe('Strict');
      expect(Math.round((cookie!.expires - Date.now() / 1000) / 3600)).toBe(24);

      const tab = await context.newPage();
      await tab.goto('/');
      expect(await text(tab, 'header-username')).toBe(member.username);
      await tab.close();

      await logOut(page);
      expect((await context.cookies()).some((c) => c.name === 'remember')).toBe(false);
      await logIn(page, member.username, member.password);
      await page.getByTestId('header-username').waitFor();
      const plain = await context.newPage();
      await plain.goto('/');
      await plain.getByTestId('header-login').waitFor();
    } finally {
      await context.close();
    }
  });
});
