import { chromium, type Browser, type BrowserContext, type FrameLocator, type Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createTestApp,
  expectLedgerReconciles,
  openTestDatabase,
  operatorAuth,
  registerMember,
  type TestApp,
} from '../../server/test/test-app.ts';
import type { Env } from '../../server/src/config/env.ts';
import { systemClock, type Clock } from '../../server/src/platform/clock.ts';
import type { OperatorRole } from '@portal/shared/contracts/operators';
import type { MemberType } from '../../server/src/db/column-types.ts';

/**
 * The whole portal for a browser test: the real server on a test database (PGlite, or a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set) serving the built web client on a free port,
 * and Debian's chromium driven by playwright-core.
 */
export interface Portal {
  baseUrl: string;
  testApp: TestApp;
  /**
   * With `startPortal({ secondInstance: true })`: another server on the same test database and
   * bus namespace (Redis fan-out between them when REDIS_URL is set), serving the same client.
   */
  second: { baseUrl: string; testApp: TestApp } | null;
  browser: Browser;
  newContext(options?: {
    width?: number;
    height?: number;
    theme?: 'dark' | 'light';
    lang?: string;
    /** The client address the server sees (X-Forwarded-For; the server trusts its loopback proxy). */
    ip?: string;
    /** Another server's address (`second.baseUrl`); the first instance's by default. */
    baseUrl?: string;
  }): Promise<BrowserContext>;
  patchSettings(patch: unknown): Promise<void>;
  /** The seeded admin operator's Authorization header, for back-office calls a test sets up with. */
  adminHeaders: { authorization: string };
  /**
   * A new member (registered with `register`'s extra fields), credited `amount` major units by an
   * operator adjustment when given, signed in through the login popup on the home page.
   */
  signedInMember(options?: {
    amount?: number;
    register?: Record<string, unknown>;
    /** Made this member type (an agent type: 1, 2, 41, 42) before signing in. */
    memberType?: MemberType;
    width?: number;
    height?: number;
    /** Sign in on another server (`second.baseUrl`); the first instance by default. */
    baseUrl?: string;
    /** The site's language (English by default). */
    lang?: string;
    theme?: 'dark' | 'light';
  }): Promise<{ member: Awaited<ReturnType<typeof registerMember>>; context: BrowserContext; page: Page }>;
  /**
   * A new operator with `roles` (its first password change done through the API), signed in to
   * the console at /admin through the sign-in form; `username` and `password` for signing in again.
   * `twoStep`: the operator enrols an authenticator (TOTP, through the API) first, and the sign-in
   * form asks for its code after the password; `totpSecret` then makes the codes of later sign-ins.
   */
  signedInOperator(options: {
    roles: OperatorRole[];
    width?: number;
    height?: number;
    theme?: 'dark' | 'light';
    lang?: string;
    twoStep?: boolean;
  }): Promise<{ username: string; password: string; totpSecret: string | null; context: BrowserContext; page: Page }>;
  /** The id of the newest message the outbox kept for a number ('+84…') or an e-mail; 0 when none. */
  lastOutboxId(to: string): Promise<number>;
  /**
   * The code in the newest message to `to` whose id is above `after`, waiting up to 10 s for the
   * send the page started to land (the click answers before the server has written the message).
   */
  codeSentTo(to: string, after?: number): Promise<string>;
  close(): Promise<void>;
}

async function readOutbox(
  baseUrl: string,
  auth: { authorization: string },
  to: string,
): Promise<{ id: number; text: string }[]> {
  const res = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`, { headers: auth });
  return ((await res.json()) as { value: { id: number; text: string }[] }).value;
}

let operatorSerial = 0;

/**
 * Registers `username` through the header's register popup on a page showing the home page,
 * with the demo brand's fields (username, password twice, the age box), and closes the success
 * dialog: the page is then signed in as the new member.
 */
export async function registerThroughPopup(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-register').click();
  await page.getByTestId('register-form-username').waitFor();
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('field-confirmPassword').fill(password);
  await page.getByTestId('field-dateOfBirth').fill('1990-05-20');
  await page.getByTestId('register-age').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success-ok').click();
  await page.getByTestId('register-success').waitFor({ state: 'detached' });
}

/** Every answer of 500 and above a page receives, kept for `waitShown`'s failure. */
export function watchServerErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (r) => void (r.status() >= 500 && errors.push(`${r.status()} ${r.url()}`)));
  return errors;
}

/**
 * Waits for the test id to show; a page that never shows it fails with its address, its visible
 * text and the server errors `watched` saw. Two CI runs timed out after reloading a member-center
 * address (`?mc=`) with no clue to what the page showed instead.
 */
export async function waitShown(page: Page, testId: string, watched: readonly string[] = []): Promise<void> {
  try {
    await page.getByTestId(testId).first().waitFor();
  } catch (error) {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    const errors = watched.length > 0 ? `; server errors: ${watched.join(', ')}` : '';
    const shown = body.replace(/\s+/g, ' ').slice(0, 800);
    throw new Error(`${testId} not shown at ${page.url()}${errors}; the page shows: ${shown}`, { cause: error });
  }
}

/**
 * A new browser context (`options` as `portal.newContext` takes them) and its page at `path`, once
 * the test id `ready` shows: the home page by default.
 */
export async function openPage(
  portal: Pick<Portal, 'newContext'>,
  {
    path = '/',
    ready = 'page-home',
    ...options
  }: Parameters<Portal['newContext']>[0] & { path?: string; ready?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await portal.newContext(options);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId(ready).waitFor();
  return { context, page };
}

/** Starts a trial account from the header's free demo on the page shown, and waits for its name there. */
export async function startTrial(page: Page, wait?: { timeout: number }): Promise<void> {
  await page.getByTestId('header-free-demo').click();
  await page.getByTestId('header-username').waitFor(wait);
}

/** Signs in through the header's login popup on a page showing the home page, and waits for it to close. */
export async function signInThroughPopup(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
}

/**
 * Opens the member center's withdraw page for a member without a payment password: sets `pin`,
 * proven by the login password, and waits for the form.
 */
export async function openWithdrawForm(page: Page, loginPassword: string, pin: string): Promise<void> {
  await page.goto('/?mc=withdraw');
  await page.getByTestId('withdraw-page').waitFor();
  await page.getByTestId('set-payment-password-form').waitFor();
  await page.getByTestId('field-loginPassword').fill(loginPassword);
  await page.getByTestId('field-paymentPassword').fill(pin);
  await page.getByTestId('field-confirmPaymentPassword').fill(pin);
  await page.getByTestId('set-payment-password-submit').click();
  await page.getByTestId('withdraw-form').waitFor();
}

/**
 * On the withdraw form: binds a bank account (a BRL brand offers a PIX key first) ending in 5678,
 * and waits for it to be listed.
 */
export async function addBankAccount(page: Page): Promise<void> {
  await page.getByTestId('add-bank-toggle').click();
  await page.getByTestId('payee-kind-bank').click();
  await page.getByTestId('field-bankName').fill('Banco do Brasil');
  await page.getByTestId('field-accountNumber').fill('0012-3456 78');
  await page.getByTestId('field-accountHolder').fill('Ana Souza');
  await page.getByTestId('add-bank-submit').click();
  await page.getByTestId('bank-account').first().waitFor();
}

const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

/**
 * With SCREENSHOTS=1, saves the page as it stands to docs/screenshots/<name>-desktop.png and, at a
 * 390 px phone width, <name>-phone.png (the journeys' curated pictures); otherwise does nothing.
 */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const journey = page.viewportSize()!;
  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size}.png`) });
  }
  await page.setViewportSize(journey);
}

/** Clicks the slot's spin and waits until the reels have shown that new round to its end. */
export async function slotSpinShown(game: FrameLocator): Promise<void> {
  const reels = game.getByTestId('slot-reels');
  const before = await reels.getAttribute('data-round');
  await game.getByTestId('slot-spin').click();
  const shown = async () =>
    (await reels.getAttribute('data-state')) === 'done' && (await reels.getAttribute('data-round')) !== before;
  await expect.poll(shown, { timeout: 60_000 }).toBe(true);
}

/**
 * Opens the in-house slot from the RNG lobby, as a player does, and plays `spins` rounds at
 * `stake` (in the currency's major units), each one waited for in the game's own history.
 */
export async function spinInHouseSlot(page: Page, spins: number, stake: string): Promise<void> {
  await page.goto('/rng');
  await page.locator('[data-testid="game-grid"] [data-node-id="INHOUSE:lotus-slot"]').locator('button').first().click();
  await page.waitForURL(/\/game\?/);
  const game = page.frameLocator('[data-testid="game-iframe"]');
  await game.getByTestId('studio-page').waitFor();
  // Reduced motion and turbo keep the reels' show short (these journeys are about the money, not
  // the show); a spin counts once the show has ended and the history has it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await game.getByTestId('slot-turbo').click();
  for (let spin = 0; spin < spins; spin += 1) {
    await game.getByTestId('studio-stake').fill(stake);
    const rounds = await game.getByTestId('history-row').count();
    await slotSpinShown(game);
    await expect.poll(() => game.getByTestId('history-row').count(), { timeout: 15_000 }).toBeGreaterThan(rounds);
  }
}

/** The header balance in minor units, once shown. */
export async function headerBalanceMinor(page: Page): Promise<number> {
  const amount = page.getByTestId('header-balance').locator('.balance__amount [data-minor]');
  await amount.waitFor();
  return Number(await amount.getAttribute('data-minor'));
}

/** Types `text` into one language of a console six-language field (its tab, then its input). */
export async function fillLanguage(page: Page, field: string, language: string, text: string): Promise<void> {
  const box = page.getByTestId(field);
  await box.locator(`[data-lang="${language}"]`).click();
  await box.locator('input, textarea').fill(text);
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Sessions that outlast a test clock moved by hours (the lottery's journeys). */
export const LONG_SESSIONS = { MEMBER_SESSION_IDLE_MINUTES: 10_000, OPERATOR_SESSION_IDLE_MINUTES: 10_000 };

/**
 * One portal for a test file: started before its tests, and after them its ledger reconciled
 * (whatever the browser did, every account still adds up) and everything closed. The handle
 * stands for the portal once `beforeAll` has run, so tests use it as they would the portal;
 * `ready` prepares it (settings, an operator session) before the first test; `reconcile: false`
 * only for a file that writes report rows straight into the ledger tables.
 */
export function portalPerFile(
  options: Parameters<typeof startPortal>[0] & { reconcile?: boolean } = {},
  ready?: (portal: Portal) => Promise<void>,
): Portal {
  const { reconcile = true, ...start } = options;
  let started: Portal | undefined;
  beforeAll(async () => {
    started = await startPortal(start);
    await ready?.(started);
  });
  afterAll(async () => {
    try {
      if (started && reconcile) await expectLedgerReconciles(started.testApp.database);
    } finally {
      await started?.close();
    }
  });
  return new Proxy({} as Portal, {
    get(_, key) {
      if (!started) throw new Error('the portal starts in beforeAll: use it inside a test or hook');
      return Reflect.get(started, key);
    },
  });
}

/**
 * `env`: settings of the server under test beyond the harness's own (DEFAULT_MEMBER_PASSWORD...);
 * `clock`: the server's clock, for tests that move time (the lottery's draws).
 */
export async function startPortal(
  options: { env?: Partial<Env>; clock?: Clock; secondInstance?: boolean } = {},
): Promise<Portal> {
  // Two instances hear each other only on one bus namespace, and share token buckets and presence
  // in one Redis namespace, as the instances of one deployment do; a lone one keeps its own.
  const busNamespace = options.secondInstance ? `e2e-${randomBytes(4).toString('hex')}` : undefined;
  const env = {
    RATE_LIMIT_MAX: 100_000,
    // The periodic jobs run as on a live portal (the loyalty stream gives points within a second),
    // all but the lottery's scheduler: the journeys open and draw periods on their own clock.
    JOBS_ENABLED: true,
    JOBS_DISABLED: ['lottery-scheduler'],
    ...(busNamespace ? { RATE_LIMIT_NAMESPACE: `${busNamespace}-rl:` } : {}),
    ...options.env,
  };
  const testApp = await createTestApp({ clock: options.clock, env, busNamespace });
  const listen = async (app: TestApp) => {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  };
  const baseUrl = await listen(testApp);
  let second: Portal['second'] = null;
  if (options.secondInstance) {
    // Its own pool on the same schema (PGlite lives in this process: the same database object).
    const { schema } = testApp.database;
    const database = schema ? await openTestDatabase({ schema }) : testApp.database;
    const secondApp = await createTestApp({ clock: options.clock, env, busNamespace, database });
    if (schema) {
      const close = secondApp.close;
      secondApp.close = async () => {
        await close();
        await database.close();
      };
    }
    second = { baseUrl: await listen(secondApp), testApp: secondApp };
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const auth = await operatorAuth(testApp.app);
  const serverClock = options.clock ?? systemClock;
  /** The authenticator's code `steps` 30-second steps from the server's now. */
  const totpAt = (secret: string, steps: number) =>
    generateSync({ secret, epoch: Math.floor(serverClock.now().getTime() / 1000) + steps * 30 });

  /**
   * Turns two-step on for the session's operator as the console's enrolment does (setup, then the
   * first code), and answers the secret. The enrolment takes the previous time step's code (the
   * server allows one step either side): the current step stays free for the sign-in, since each
   * step opens one sign-in.
   */
  async function enrolAuthenticator(session: { authorization: string }): Promise<string> {
    const setup = await testApp.app.inject({ method: 'POST', url: '/admin/api/me/two-step/setup', headers: session });
    if (setup.statusCode !== 200) throw new Error(`two-step setup failed: ${setup.body}`);
    const secret = (setup.json() as { value: { secret: string } }).value.secret;
    const enabled = await testApp.app.inject({
      method: 'POST',
      url: '/admin/api/me/two-step/enable',
      headers: session,
      payload: { code: totpAt(secret, -1) },
    });
    if (enabled.statusCode !== 200) throw new Error(`two-step not enabled: ${enabled.body}`);
    return secret;
  }

  const newContext: Portal['newContext'] = async ({
    width = 1366,
    height = 800,
    theme,
    lang,
    ip,
    baseUrl: base,
  } = {}) => {
    const context = await browser.newContext({
      viewport: { width, height },
      baseURL: base ?? baseUrl,
      extraHTTPHeaders: ip ? { 'X-Forwarded-For': ip } : undefined,
    });
    // A hang guard, not a speed check: on a two-core CI machine at load 7–9 a page's first answer
    // has taken longer than Playwright's 30 s default.
    context.setDefaultTimeout(60_000);
    await context.addInitScript(
      ([t, l]) => {
        if (t) localStorage.setItem('theme', t);
        if (l) localStorage.setItem('lang', l);
      },
      [theme ?? '', lang ?? ''],
    );
    return context;
  };

  return {
    baseUrl,
    testApp,
    second,
    browser,
    adminHeaders: auth,
    newContext,
    async signedInMember({ amount, register, memberType, width, height, baseUrl: base, lang = 'en', theme } = {}) {
      const member = await registerMember(testApp.app, register);
      if (memberType !== undefined)
        await testApp.database.db
          .updateTable('members')
          .set({ type: memberType })
          .where('username', '=', member.username)
          .execute();
      if (amount) {
        const { id } = await testApp.database.db
          .selectFrom('members')
          .select('id')
          .where('username', '=', member.username)
          .executeTakeFirstOrThrow();
        const funded = await testApp.app.inject({
          method: 'POST',
          url: '/admin/api/wallet/adjustments',
          headers: { ...auth, 'idempotency-key': `e2e-fund-${id}` },
          payload: { memberId: id, amount, reason: 'e2e' },
        });
        if (funded.statusCode !== 200) throw new Error(`funding failed: ${funded.body}`);
      }
      const context = await newContext({ lang, theme, width, height, baseUrl: base });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByTestId('page-home').waitFor();
      await signInThroughPopup(page, member.username, member.password);
      await page.getByTestId('header-balance').waitFor();
      return { member, context, page };
    },
    async signedInOperator({ roles, width, height, theme, lang = 'en', twoStep = false }) {
      operatorSerial += 1;
      const username = `op${operatorSerial}${process.pid % 1000}`;
      const first = 'One-time-pass-1234';
      const password = 'Operator-own-pass-5678';
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/admin/api/operators',
        headers: auth,
        payload: { username, password: first, roles },
      });
      if (created.statusCode !== 200) throw new Error(`operator not created: ${created.body}`);
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/admin/api/session',
        payload: { username, password: first },
      });
      const token = (signIn.json() as { value: { token: string } }).value.token;
      const changed = await testApp.app.inject({
        method: 'PUT',
        url: '/admin/api/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { oldPassword: first, newPassword: password },
      });
      if (changed.statusCode !== 200) throw new Error(`operator password not changed: ${changed.body}`);
      const totpSecret = twoStep ? await enrolAuthenticator({ authorization: `Bearer ${token}` }) : null;
      const context = await newContext({ width, height, theme, lang });
      const page = await context.newPage();
      await page.goto('/admin');
      const form = page.getByTestId('admin-sign-in');
      await form.locator('input[autocomplete="username"]').fill(username);
      await form.locator('input[autocomplete="current-password"]').fill(password);
      await form.getByRole('button').click();
      if (totpSecret) {
        // The password alone opens nothing: the form asks for the authenticator's code (a sign-in
        // without it never shows the box, and this waits in vain).
        const code = form.locator('input[name="code"]');
        await code.waitFor();
        await code.fill(totpAt(totpSecret, 0));
        await form.getByRole('button').click();
      }
      await page.getByTestId('admin-operator').waitFor();
      return { username, password, totpSecret, context, page };
    },
    async patchSettings(patch) {
      const res = await testApp.app.inject({
        method: 'PATCH',
        url: '/admin/api/settings',
        headers: auth,
        payload: patch as object,
      });
      if (res.statusCode !== 200) throw new Error(`settings patch failed: ${res.body}`);
    },
    lastOutboxId: async (to) => (await readOutbox(baseUrl, auth, to))[0]?.id ?? 0,
    async codeSentTo(to, after = 0) {
      for (let tries = 0; tries < 100; tries++) {
        const newest = (await readOutbox(baseUrl, auth, to))[0];
        const code = newest && newest.id > after ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code sent to ${to} after message ${after}`);
    },
    async close() {
      await browser.close();
      await second?.testApp.close();
      await testApp.close();
    },
  };
}
