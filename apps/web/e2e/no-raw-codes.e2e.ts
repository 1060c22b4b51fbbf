import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '@portal/shared/languages';
import { placeSlip, tick } from '../../server/test/lottery-helpers.ts';
import { memberIdOf } from '../../server/test/wallet-helpers.ts';
import { portalPerFile, spinInHouseSlot } from './harness.ts';

/*
 * Issue 31 "No raw codes": every player page, in each of the six languages, signed in as a member
 * who has played (slot spins, lottery slips, a vendor wallet), shows no machine code (WALLET_CODE,
 * LOTTERY, INHOUSE, ELOTT...), no missing translation key and no name written in another language.
 * One signed-in browser page for the whole walk: a page load per language, then the app's own
 * navigation from page to page.
 */
// Every interface language in the side menu (the demo brand lists two), for the switch below.
const portal = portalPerFile({ env: { SEED_DEMO: true } }, (started) =>
  started.patchSettings({ locale: { languages: [...LANGUAGES] } }),
);

/** The player pages: the routes, the lotteries and every member-center page. */
const PAGES = [
  '/',
  '/rng',
  '/live',
  '/sports',
  '/fish',
  '/pvp',
  '/esports',
  '/inhouse',
  '/pge',
  '/elott',
  '/lottery?gameCode=DIGIT5M',
  '/lottery?gameCode=KENO3M',
  '/lottery?gameCode=MB45S',
  '/vnlottery',
  '/vnlottery?gameCode=XSMB',
  '/promotions',
  '/pointMall',
  '/help',
  '/download',
  ...[
    'securityCenter',
    'profile',
    'verification',
    'transferFund',
    'depositv2',
    'withdraw',
    'personalHistoryCopy',
    'transactionHistory',
    'personalProfit',
    'bonusDetails',
    'rewardCenter',
    'referral',
    'missionLeaderboard',
    'messageV2',
    'responsibleGaming',
    'feedback',
    'playerRank',
  ].map((mc) => `/?mc=${mc}`),
];

/** Machine codes a player must never read: UPPER_SNAKE words, and the product and vendor codes. */
const SNAKE_CODE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;
const PRODUCT_CODES = ['LOTTERY', 'INHOUSE', 'ELOTT', 'LOTT', 'PGSOFT', 'DEMO_PG'];

/** Every key of the player's locale files ('wallets.vendor'): one shown means a missing translation. */
function localeKeys(): Set<string> {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales/en');
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else if (prefix.includes('.')) keys.add(prefix);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('admin'))) {
    walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  }
  return keys;
}

type Names = Partial<Record<Language, string>>;

/**
 * The names the catalogue keeps per language (games, lotteries, payment methods): for `language`,
 * each other language's name that differs from this language's, which a page in `language` must
 * not show.
 */
function foreignNames(all: Names[], language: Language): Map<string, Language> {
  const own = all.map((names) => names[language]).filter((n): n is string => !!n);
  const foreign = new Map<string, Language>();
  for (const names of all) {
    for (const other of LANGUAGES) {
      const name = names[other];
      if (other === language || !name || name.length < 4 || name === names[language]) continue;
      if (own.some((mine) => mine.includes(name))) continue;
      foreign.set(name, other);
    }
  }
  return foreign;
}

/** Goes to `url` inside the app, as its links do: no page load, the language stays. */
async function navigate(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForURL((address) => address.pathname + address.search === url);
}

/** Waits for the page's loaders and spinners to go, then a moment for late lists. */
async function settled(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  const busy = page.locator('.page-loader, .load-state .spinner, [aria-busy="true"]');
  await expect.poll(() => busy.count(), { timeout: 15_000 }).toBe(0);
  await page.waitForTimeout(300);
  await expect.poll(() => busy.count(), { timeout: 15_000 }).toBe(0);
}

/** What is wrong with a page's text in `language`: codes, keys and other languages' names. */
function problems(text: string, keys: Set<string>, foreign: Map<string, Language>): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(SNAKE_CODE)) found.add(`code ${match[0]}`);
  for (const code of PRODUCT_CODES) if (new RegExp(`\\b${code}\\b`).test(text)) found.add(`code ${code}`);
  for (const match of text.matchAll(/\b[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+\b/g)) {
    if (keys.has(match[0])) found.add(`key ${match[0]}`);
  }
  for (const [name, other] of foreign) if (text.includes(name)) found.add(`${other} name "${name}"`);
  return [...found];
}

describe('no raw codes in the player pages, in every language', () => {
  it('walks every player page in each of the six languages as a member who has played', async () => {
    const { testApp } = portal;
    const db = testApp.database.db;
    const { member, page, context } = await portal.signedInMember({ amount: 500 });
    const player = { id: await memberIdOf(testApp, member.username), authorization: member.authorization };

    // Some play: slot spins (in-house bets), a fast and a Vietnamese lottery slip, a vendor wallet.
    await spinInHouseSlot(page, 2, '1');
    await tick(testApp);
    const fast = await placeSlip(testApp, player, {
      gameCode: 'DIGIT5M',
      lines: [{ type: 'big_small', numbers: ['BIG'], unit: 100 }],
    });
    expect(fast.statusCode, fast.body).toBe(200);
    // The suite runs on the real clock: a Vietnamese market is closed from its cut-off until the next
    // day's period opens, so the slip goes to the first of the three regions that takes bets now.
    let vietnamese = await placeSlip(testApp, player, {
      gameCode: 'XSMB',
      lines: [{ type: 'de', numbers: ['27'], unit: 100 }],
    });
    for (const gameCode of ['XSMN', 'XSMT']) {
      if (vietnamese.statusCode === 200) break;
      expect(vietnamese.json().code, vietnamese.body).toBe('LOTTERY_PERIOD_CLOSED');
      vietnamese = await placeSlip(testApp, player, { gameCode, lines: [{ type: 'de', numbers: ['27'], unit: 100 }] });
    }
    expect(vietnamese.statusCode, vietnamese.body).toBe(200);
    const moved = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: member.authorization, 'idempotency-key': `no-raw-codes-${player.id}` },
      payload: { from: 'main', to: 'vendor:STADIUM_BOOK', amount: 5 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await page.goto('/?mc=transferFund');
    await page.getByTestId('my-wallet').waitFor();
    await page.locator('[data-testid="wallet-card"][data-code^="vendor:"]').first().waitFor();

    const names: Names[] = [
      ...(await db.selectFrom('games').select('name').execute()).map((row) => row.name),
      ...(await db.selectFrom('lottery_games').select('names').execute()).map((row) => row.names),
      ...(await db.selectFrom('payment_channels').select('names').execute()).map((row) => row.names),
    ];
    const keys = localeKeys();
    const report: string[] = [];
    for (const language of LANGUAGES) {
      // `?lang=` is the page load's language (the harness stores English for every load).
      await page.goto(`/?lang=${language}`);
      await page.locator(`html[lang="${language}"]`).waitFor();
      const foreign = foreignNames(names, language);
      for (const url of PAGES) {
        await navigate(page, url);
        await settled(page);
        const text = await page.locator('body').innerText();
        for (const problem of problems(text, keys, foreign)) report.push(`${language} ${url}: ${problem}`);
      }
    }
    expect(report).toEqual([]);

    // A switch without a reload renames what the server named: a game, a lottery, and a betting
    // record already loaded in the language before.
    await page.goto('/rng?lang=pt-BR');
    const slot = page.locator('[data-testid="game-grid"] [data-node-id="INHOUSE:lotus-slot"]');
    await slot.getByText('Fortuna de Lótus').waitFor();
    await page.getByTestId('lang-vi').click();
    await slot.getByText('Tài Lộc Hoa Sen').waitFor();
    await navigate(page, '/elott');
    const digit = page.locator('[data-testid="lottery-card"][data-game-code="DIGIT5M"]');
    await digit.getByText('5D 5 phút').waitFor();
    await page.getByTestId('lang-pt-BR').click();
    await digit.getByText('5D 5 minutos').waitFor();
    await navigate(page, '/?mc=personalHistoryCopy');
    // The game filter above the table names the games too (hidden options): the row's name is what counts.
    await page.getByTestId('betting-record').locator('tbody').getByText('Fortuna de Lótus').first().waitFor();
    // The member center covers the side menu: closed, the lobby's language buttons are in reach.
    await page.keyboard.press('Escape');
    await page.locator('.modal-backdrop').waitFor({ state: 'detached' });
    await navigate(page, '/elott');
    await page.getByTestId('lang-zh-CN').click();
    await digit.getByText('5D 5 分彩').waitFor();
    await navigate(page, '/?mc=personalHistoryCopy');
    await page.getByTestId('betting-record').locator('tbody').getByText('莲花财富').first().waitFor();
    await context.close();
  }, 900_000);
});
