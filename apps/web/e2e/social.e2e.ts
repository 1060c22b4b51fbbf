import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { operatorAuth, registerMember } from '../../server/test/test-app.ts';
import { startOidcServer, type OidcServer } from '../../server/test/oidc-server.ts';
import { addProvider } from '../../server/test/social-helpers.ts';
import { startPortal, type Portal } from './harness.ts';

/**
 * Social sign-in in Chromium against a real OpenID Connect provider (oidc-provider) on its own
 * port: the operator adds it, the brand turns socialSignIn on, a visitor clicks its button in the
 * login popup, signs in on the provider's page and comes back signed in where they started.
 */
let portal: Portal;
let oidc: OidcServer;
beforeAll(async () => {
  portal = await startPortal();
  oidc = await startOidcServer({ redirectUris: [`${portal.baseUrl}/wps/social/lotusid/callback`] });
  await addProvider(portal.testApp.app, await operatorAuth(portal.testApp.app), 'lotusid', oidc, { name: 'Lotus ID' });
  await portal.patchSettings({ flags: { socialSignIn: true } });
});
afterAll(async () => {
  await portal?.close();
  await oidc?.close();
});

/** Opens the login popup on `path` and clicks the provider's button: the provider's form shows. */
async function leaveForProvider(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('header-login').click();
  const button = page.getByTestId('social-lotusid');
  await button.waitFor();
  expect(await button.innerText()).toBe('Continue with Lotus ID');
  await button.click();
  await page.getByTestId('oidc-account').waitFor();
  expect(new URL(page.url()).origin).toBe(oidc.issuer);
}

describe('social sign-in in Chromium', () => {
  it('signs a new player in through the provider and comes back to the page it started on', async () => {
    const context = await portal.newContext({ lang: 'en' });
    const page = await context.newPage();
    await leaveForProvider(page, '/promotions');
    await page.getByTestId('oidc-account').fill(`browser-${Date.now()}`);
    await page.getByTestId('oidc-email').fill(`browser${Date.now()}@mail.test`);
    await page.getByTestId('oidc-email-verified').check();
    await page.getByTestId('oidc-submit').click();

    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('header-username').innerText()).toMatch(/^m\d{10}$/);
    expect(new URL(page.url()).pathname).toBe('/promotions');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
    await context.close();
  });

  it("asks a member with an authenticator for the app's code after the provider, then returns where it began", async () => {
    const { app } = portal.testApp;
    const member = await registerMember(app);
    const email = `${member.username}@totp.test`;
    await portal.testApp.database.db
      .updateTable('members')
      .set({ email, email_verified_at: new Date() })
      .where('username', '=', member.username)
      .execute();
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

    const context = await portal.newContext({ lang: 'en' });
    const page = await context.newPage();
    await leaveForProvider(page, '/promotions');
    await page.getByTestId('oidc-account').fill(`totp-${Date.now()}`);
    await page.getByTestId('oidc-email').fill(email);
    await page.getByTestId('oidc-email-verified').check();
    await page.getByTestId('oidc-submit').click();
    // The provider alone does not sign in: the authenticator's step shows, nothing else is offered.
    const step = page.getByTestId('login-verification');
    await step.waitFor();
    expect(await step.innerText()).toContain('signing in with your social account is not enough');
    expect(await page.getByTestId('login-method-sms').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // The next step of the authenticator: enabling it used the current one.
    await step
      .getByTestId('field-verificationCode')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByTestId('login-verification-submit').click();
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('header-username').innerText()).toBe(member.username);
    expect(new URL(page.url()).pathname).toBe('/promotions');
    await context.close();
  });

  it('a sign-in cancelled at the provider shows why, in the visitor language, with the way back', async () => {
    const context = await portal.newContext({ lang: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await page.getByTestId('social-lotusid').click();
    await page.getByTestId('oidc-cancel').click();

    await page.getByTestId('social-complete-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/social/complete');
    expect(await page.getByTestId('social-complete-message').innerText()).toBe(
      'A janela de login foi fechada antes de terminar, por isso o login falhou.',
    );
    expect(await page.getByTestId('header-username').count()).toBe(0);
    await page.getByTestId('social-back-to-login').click();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
