import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  WAGERING_PRODUCTS,
  promotionInputSchema,
  type PromotionInput,
} from '@portal/shared/contracts/promotions';
import { INHOUSE_VENDOR } from '@portal/shared/contracts/seamless';
import { LANGUAGES } from '@portal/shared/languages';
import { openTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { migrate } from '../db/migrate.ts';
import type { LocalizedText, PromotionKind, PromotionRules } from '../db/column-types.ts';
import { rafflePrizeTotal } from '../features/promotions/raffle-draw.ts';
import { seedDemoBrand } from './demo-brand.ts';
import { DEMO_GAMES } from './demo-games.ts';
import { demoPromotions } from './demo-promotions.ts';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../web/public/media');
const NOW = new Date('2026-11-26T12:00:00Z');

/** What each kind pays, as stored: the keys it may have and the ones it cannot go without. */
const KIND_RULES: Record<PromotionKind, { allowed: (keyof PromotionRules)[]; required: (keyof PromotionRules)[] }> = {
  first_deposit: { allowed: ['matchBps', 'maxBonusMinor', 'minDepositMinor'], required: ['matchBps'] },
  reload: { allowed: ['matchBps', 'maxBonusMinor', 'minDepositMinor', 'maxClaims'], required: ['matchBps'] },
  cashback: { allowed: ['cashbackBps', 'maxCashbackMinor'], required: ['cashbackBps'] },
  daily_sign_in: { allowed: ['amountMinor'], required: ['amountMinor'] },
  free_credit: { allowed: ['amountMinor'], required: ['amountMinor'] },
  manual: { allowed: ['amountMinor'], required: [] },
  raffle: {
    allowed: [
      'depositPerTicketMinor',
      'turnoverPerTicketMinor',
      'maxTickets',
      'grandPrizeMinor',
      'amountMinor',
      'winners',
    ],
    required: ['amountMinor', 'winners'],
  },
};

let database: TestDatabase;

const allRows = () => database.db.selectFrom('promotions').selectAll().orderBy('seed_key').execute();
type Row = Awaited<ReturnType<typeof allRows>>[number];

function expectTranslated(text: LocalizedText, where: string) {
  for (const language of LANGUAGES) {
    expect(text[language]?.trim(), `${where} [${language}]`).toBeTruthy();
  }
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    expect(text[language], `${where} [${language}] is the English text`).not.toBe(text.en);
  }
}

/** The row as the console's editor would send it back (major units, percents): it must pass. */
function asInput(row: Row): PromotionInput {
  const r = row.rules;
  const money = (minor: number | undefined) => (minor === undefined ? undefined : minor / 100);
  const percent = (bps: number | undefined) => (bps === undefined ? undefined : bps / 100);
  const rules = Object.fromEntries(
    Object.entries({
      matchPercent: percent(r.matchBps),
      maxBonus: money(r.maxBonusMinor),
      minDeposit: money(r.minDepositMinor),
      cashbackPercent: percent(r.cashbackBps),
      maxCashback: money(r.maxCashbackMinor),
      amount: money(r.amountMinor),
      maxClaims: r.maxClaims,
      depositPerTicket: money(r.depositPerTicketMinor),
      turnoverPerTicket: money(r.turnoverPerTicketMinor),
      maxTickets: r.maxTickets,
      grandPrize: money(r.grandPrizeMinor),
      winners: r.winners,
    }).filter(([, v]) => v !== undefined),
  );
  return {
    kind: row.kind,
    category: row.category,
    title: row.title,
    summary: row.summary,
    body: row.body,
    terms: row.terms,
    imageUrl: row.image_url,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    enabled: row.enabled,
    position: row.position,
    requiresJoin: row.requires_join,
    rules,
    wageringMultiple: row.wagering_multiple,
    wageringBase: row.wagering_base,
    contributions: row.contributions,
    vendorOnly: row.vendor_only,
    onWithdrawal: row.on_withdrawal,
    bonusValidDays: row.bonus_valid_days,
    eligibility: row.eligibility,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await seedDemoBrand(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('demo promotions seed', () => {
  it('inserts every promotion once, and seeding again changes nothing', async () => {
    const first = await allRows();
    expect(first.map((r) => r.seed_key)).toEqual(demoPromotions.map((p) => p.seed_key).sort());
    await seedDemoBrand(database.db);
    expect(await allRows()).toEqual(first);
  });

  it('offers every kind, in known categories, one of them not started yet', async () => {
    const rows = await allRows();
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(PROMOTION_KINDS));
    for (const row of rows) expect(PROMOTION_CATEGORIES, row.seed_key!).toContain(row.category);
    const coming = rows.filter((r) => new Date(r.starts_at) > NOW);
    expect(coming.map((r) => [r.seed_key, r.category])).toEqual([['promotion-lottery-festival', 'lottery']]);
    for (const row of rows.filter((r) => !coming.includes(r))) {
      expect(row.enabled, row.seed_key!).toBe(true);
      // A raffle needs an end (its draw); every other offer runs on.
      if (row.kind === 'raffle') expect(new Date(row.ends_at!).getTime(), row.seed_key!).toBeGreaterThan(NOW.getTime());
      else expect(row.ends_at, row.seed_key!).toBeNull();
    }
  });

  it('stores every text in all six languages, translated, as Markdown with numbered terms', async () => {
    for (const row of await allRows()) {
      const where = row.seed_key!;
      expectTranslated(row.title, `${where} title`);
      expectTranslated(row.summary, `${where} summary`);
      expectTranslated(row.body, `${where} body`);
      expectTranslated(row.terms, `${where} terms`);
      for (const language of LANGUAGES) {
        expect(row.body[language], `${where} body [${language}]`).toMatch(/^## .+\n\n(1\. |- )/);
        const clauses = row.terms[language]!.split('\n').filter((line) => /^\d+\. /.test(line));
        expect(
          clauses.map((line) => Number(line.split('.')[0])),
          `${where} terms [${language}]`,
        ).toEqual(clauses.map((_, i) => i + 1));
        expect(clauses.length, `${where} terms [${language}]`).toBeGreaterThanOrEqual(5);
        expect(clauses.length, `${where} terms [${language}]`).toBeLessThanOrEqual(8);
      }
    }
  });

  it('keeps rules that fit each kind, and that the console editor accepts', async () => {
    for (const row of await allRows()) {
      const where = row.seed_key!;
      const { allowed, required } = KIND_RULES[row.kind];
      for (const key of Object.keys(row.rules)) expect(allowed, `${where} rules.${key}`).toContain(key);
      for (const key of required) expect(row.rules[key], `${where} rules.${key}`).toBeGreaterThan(0);
      for (const value of Object.values(row.rules)) expect(Number.isSafeInteger(value), where).toBe(true);
      for (const product of Object.keys(row.contributions)) expect(WAGERING_PRODUCTS, where).toContain(product);
      // A bonus that must be wagered needs at least one product whose bets count.
      if (row.wagering_multiple > 0) {
        expect(
          Object.values(row.contributions).some((bps) => bps > 0),
          `${where} contributions`,
        ).toBe(true);
      }
      const parsed = promotionInputSchema.safeParse(asInput(row));
      expect(parsed.error?.issues ?? [], where).toEqual([]);
    }
  });

  it('holds the figures the offers promise', async () => {
    const byKey = new Map((await allRows()).map((r) => [r.seed_key, r]));
    const welcome = byKey.get('promotion-welcome-bonus')!;
    expect(welcome.rules).toEqual({ matchBps: 10_000, maxBonusMinor: 50_000, minDepositMinor: 2_000 });
    expect(welcome.contributions).toEqual({ RNG: 10_000, FISH: 10_000, LIVE: 1_000, LOTT: 500, ELOTT: 500 });
    expect([welcome.wagering_multiple, welcome.on_withdrawal, welcome.eligibility]).toEqual([
      10,
      'forfeit',
      { registeredWithinDays: 30 },
    ]);
    const reload = byKey.get('promotion-reload-50')!;
    expect([reload.rules.maxClaims, reload.requires_join, reload.on_withdrawal]).toEqual([3, true, 'refuse']);
    expect(byKey.get('promotion-daily-check-in')!.wagering_multiple).toBe(0);

    // Free credit counts only the in-house games, and those games' bets carry a counted product.
    const free = byKey.get('promotion-studio-free-credit')!;
    expect(free.vendor_only).toBe(INHOUSE_VENDOR);
    const inhouse = DEMO_GAMES.filter((g) => g.vendor === INHOUSE_VENDOR);
    expect(inhouse.length).toBeGreaterThan(0);
    for (const game of inhouse) expect(free.contributions[game.category], game.code).toBe(10_000);

    // The raffle: R$50 deposited or R$500 wagered a ticket, up to 200; R$5,000 then 10 × R$200, paid as cash.
    const raffle = byKey.get('promotion-year-end-raffle')!;
    expect(raffle.rules).toEqual({
      depositPerTicketMinor: 5_000,
      turnoverPerTicketMinor: 50_000,
      maxTickets: 200,
      grandPrizeMinor: 500_000,
      amountMinor: 20_000,
      winners: 10,
    });
    expect(rafflePrizeTotal(raffle.rules)).toBe(700_000);
    expect([raffle.wagering_multiple, raffle.requires_join, raffle.category]).toEqual([0, false, 'general']);
    expect(new Date(raffle.ends_at!).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // The demo's budget covers every prize, so each winner's claim pays.
    expect(Number(raffle.budget_minor)).toBeGreaterThanOrEqual(rafflePrizeTotal(raffle.rules));
  });

  it('shows each promotion with its own artwork the web client serves', async () => {
    const rows = await allRows();
    expect(new Set(rows.map((r) => r.image_url)).size).toBe(rows.length);
    for (const { seed_key, image_url } of rows) {
      expect(image_url, seed_key!).toMatch(/^\/media\/promotions\/[a-z0-9-]+\.svg$/);
      const file = path.join(MEDIA_DIR, image_url!.slice('/media/'.length));
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"'), file).toBe(true);
      expect(Buffer.byteLength(svg), file).toBeLessThan(16 * 1024);
    }
  });
});
