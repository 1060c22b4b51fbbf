import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Clock } from '../../server/src/platform/clock.ts';
import { operatorAuth } from '../../server/test/test-app.ts';
import { startPortal, type Portal } from './harness.ts';

/** The server's clock runs with the wall clock; a test moves it on by whole TOTP steps. */
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

// Two-step is required, as in production: a new operator enrols an authenticator before anything else.
let strict: Portal;

let portal: Portal;
beforeAll(async () => {
  strict = await startPortal({ clock, env: { OPERATOR_TWO_STEP_REQUIRED: true } });
  portal = await startPortal();
});
afterAll(async () => {
  await strict?.close();
  await portal?.close();
});

describe('the back office in Chromium', () => {
  it('signs an operator in with the authenticator code and opens only what their roles allow', async () => {
    const { app } = strict.testApp;
    // The first admin enrols too (through the API) before it may create anyone.
    const admin = await operatorAuth(app);
    const setup = await app.inject({ method: 'POST', url: '/admin/api/me/two-step/setup', headers: admin });
    const adminSecret = setup.json().value.secret as string;
    const enabled = await app.inject({
      method: 'POST',
      url: '/admin/api/me/two-step/enable',
      headers: admin,
      payload: { code: await totp(adminSecret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const username = 'twostep-op';
    const first = 'First-one-time-pass-1';
    const password = 'Own-operator-pass-22';
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin/api/operators',
          headers: admin,
          payload: { username, password: first, roles: ['support'] },
        })
      ).statusCode,
    ).toBe(200);

    // First visit: the one-time password, the forced change and the authenticator enrolment, in the console.
    const context = await strict.newContext({ lang: 'en' });
    const page = await context.newPage();
    await page.goto('/admin/members');
    const form = page.getByTestId('admin-sign-in');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(first);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const change = page.getByTestId('admin-password-step');
    await change.getByLabel('One-time password').fill(first);
    await change.getByLabel('New password', { exact: true }).fill(password);
    await change.getByLabel('Repeat the new password').fill(password);
    await change.getByRole('button', { name: 'Save the password' }).click();
    const enrol = page.getByTestId('admin-two-step-step');
    const secret = await enrol.getByTestId('admin-two-step-secret').innerText();
    await enrol.getByLabel('Authenticator code').fill(await totp(secret));
    await enrol.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByTestId('admin-operator').waitFor();
    await page.getByTestId('admin-sign-out').click();
    await form.waitFor();

    // Next sign-in: password, then the code of a later step (a code is good once).
    offsetMs += 30_000;
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const code = form.getByLabel('Authenticator code');
    await code.fill('000000');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).toMatch(/code/i);
    await code.fill(await totp(secret));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('admin-operator').innerText()).toContain(username);

    // A support operator's menu: the dashboard, members, the withdrawal queue, the approvals (a
    // second support operator approves an authenticator's removal), the promotion applications (to
    // answer players, read-only) and the points mall's redemptions, the agents' contracts
    // (read-only), messages, the responsible-gaming report, feedback and live chat, never deposits,
    // held wins, settings or operators.
    const menu = page.getByRole('complementary', { name: 'Console menu' });
    const links = await menu.getByRole('link').allInnerTexts();
    expect(links).toEqual([
      'Dashboard',
      'Members',
      'Agents',
      'Withdrawals',
      'Approvals',
      'Promotions',
      'Loyalty',
      'Messages',
      'Responsible gaming',
      'Feedback',
      'Live chat',
    ]);
    await page.goto('/admin/operators');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });

  it('lets an admin create an operator whose one-time password works once, then must be changed', async () => {
    const { page, context } = await portal.signedInOperator({ roles: ['admin'] });
    await page.getByRole('link', { name: 'Operators' }).click();
    await page.getByTestId('operator-create').click();
    const dialog = page.getByTestId('operator-form');
    await dialog.getByLabel('Username').fill('finance-two');
    await dialog.getByLabel(/Finance/).check();
    await dialog.getByLabel(/Support/).uncheck();
    const oneTime = await dialog.getByTestId('operator-one-time-password').inputValue();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByTestId('operators-table').innerText()).toContain('finance-two');

    const signIn = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'finance-two', password: oneTime },
    });
    expect(signIn.json().value).toMatchObject({ roles: ['finance'], restriction: 'PASSWORD_CHANGE_REQUIRED' });
    await context.close();
  });

  it('is never fetched by the player site', async () => {
    const dist = path.resolve(import.meta.dirname, '../dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string }
    >;
    const consoleFiles = new Set(
      Object.values(manifest)
        .filter((chunk) => chunk.src?.startsWith('src/admin/'))
        .map((chunk) => `/${chunk.file}`),
    );
    expect(consoleFiles.size).toBeGreaterThan(0);
    const context = await portal.newContext({ lang: 'en' });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    for (const url of ['/', '/rng', '/lottery', '/help']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    expect(fetched.some((file) => file.endsWith('.js'))).toBe(true);
    expect(fetched.filter((file) => consoleFiles.has(file))).toEqual([]);
    await context.close();
  });
});
