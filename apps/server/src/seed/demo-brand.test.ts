import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '@portal/shared/constants';
import { LANGUAGES } from '@portal/shared/languages';
import { isSitePath } from '@portal/shared/contracts/content-admin';
import { openTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { migrate } from '../db/migrate.ts';
import type { LocalizedText } from '../db/column-types.ts';
import { seedDemoBrand } from './demo-brand.ts';
import { demoBanners, demoCustomerService, demoDomains, demoResources } from './demo-content.ts';
import { HELP_CATEGORIES, demoHelpArticles } from './demo-help-articles.ts';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../web/public/media');
const TABLES = ['banners', 'resources', 'help_articles', 'customer_service_entries', 'domain_routes'] as const;

let database: TestDatabase;

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Every language present and non-empty; a sentence is really translated, not English copied. */
function expectTranslated(text: LocalizedText, where: string) {
  for (const language of LANGUAGES) {
    expect(text[language]?.trim(), `${where} [${language}]`).toBeTruthy();
  }
  const english = text.en!;
  if (english.trim().split(/\s+/).length >= 3) {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(text[language], `${where} [${language}] is the English text`).not.toBe(english);
    }
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await seedDemoBrand(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('demo brand seed', () => {
  it('inserts every row once, and a second run changes nothing', async () => {
    const first = await rowCounts();
    expect(first).toEqual({
      banners: demoBanners.length,
      resources: demoResources.length,
      help_articles: demoHelpArticles.length,
      customer_service_entries: demoCustomerService.length,
      domain_routes: demoDomains.length,
    });
    await seedDemoBrand(database.db);
    expect(await rowCounts()).toEqual(first);
  });

  it('gives every banner group at least one enabled banner', async () => {
    const rows = await database.db
      .selectFrom('banners')
      .select('group_name')
      .where('enabled', '=', true)
      .groupBy('group_name')
      .execute();
    expect(rows.map((r) => r.group_name).sort()).toEqual([...BANNER_GROUPS].sort());
  });

  it('links banners consistently with their linkage type', async () => {
    for (const banner of await database.db.selectFrom('banners').selectAll().execute()) {
      const where = `banner ${banner.seed_key}`;
      if (banner.linkage_type === 'NONE') expect(banner.link_url, where).toBeNull();
      if (banner.linkage_type === 'INTERNAL') expect(banner.link_url, where).toMatch(/^\/[A-Za-z]/);
      if (banner.linkage_type === 'EXTERNAL') expect(banner.link_url, where).toMatch(/^https:\/\//);
    }
    expect(new Set(demoBanners.map((b) => b.linkage_type))).toEqual(new Set(['NONE', 'INTERNAL', 'EXTERNAL']));
  });

  it('has help articles in every category and customer service lines that lead somewhere', () => {
    expect(new Set(demoHelpArticles.map((a) => a.category))).toEqual(new Set(HELP_CATEGORIES));
    // The demo's support lines lead to the portal's own chat and help pages, never a dead example domain.
    for (const line of demoCustomerService) expect(isSitePath(line.url), line.seed_key).toBe(true);
    expect(demoCustomerService.some((c) => c.url === '/?chat=open')).toBe(true);
    expect(demoCustomerService.some((c) => c.url === '/helpmc')).toBe(true);
    expect(demoCustomerService.some((c) => c.vip_only)).toBe(true);
  });

  it('stores every shown text in all six languages, translated', async () => {
    const db = database.db;
    for (const b of await db.selectFrom('banners').select(['seed_key', 'title']).execute()) {
      expectTranslated(b.title, `banner ${b.seed_key} title`);
    }
    for (const r of await db.selectFrom('resources').select(['seed_key', 'label']).execute()) {
      expectTranslated(r.label, `resource ${r.seed_key} label`);
    }
    for (const a of await db.selectFrom('help_articles').select(['seed_key', 'title', 'content']).execute()) {
      expectTranslated(a.title, `help ${a.seed_key} title`);
      expectTranslated(a.content, `help ${a.seed_key} content`);
    }
    for (const c of await db.selectFrom('customer_service_entries').select(['seed_key', 'label']).execute()) {
      expectTranslated(c.label, `customer service ${c.seed_key} label`);
    }
  });

  it('points every banner at an image file the web client serves', async () => {
    const rows = await database.db.selectFrom('banners').select(['seed_key', 'image_url']).execute();
    for (const { seed_key, image_url } of rows) {
      // A raster image: an SVG one is repainted on the main thread every time it shows.
      expect(image_url, `banner ${seed_key}`).toMatch(/^\/media\/banners\/[\w-]+\.webp$/);
      const file = path.join(MEDIA_DIR, image_url.slice('/media/'.length));
      expect(fs.existsSync(file), `${file} exists`).toBe(true);
    }
  });

  it('keeps the artwork small', () => {
    const files = fs.readdirSync(MEDIA_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(demoBanners.length);
    for (const file of files) {
      const text = fs.readFileSync(path.join(MEDIA_DIR, file), 'utf8');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(Buffer.byteLength(text), file).toBeLessThan(16 * 1024);
    }
    for (const { file } of demoBanners.map((b) => ({ file: b.image_url.slice('/media/'.length) }))) {
      const bytes = fs.readFileSync(path.join(MEDIA_DIR, file));
      expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
      expect(bytes.length, file).toBeLessThan(32 * 1024);
    }
  });

  it("keeps an operator's edits when seeding again", async () => {
    const db = database.db;
    const edited = { en: 'Operator title', 'pt-BR': 'Título do operador' };
    await db
      .updateTable('banners')
      .set({ title: JSON.stringify(edited), enabled: false })
      .where('seed_key', '=', 'banner-home-1')
      .execute();
    await db
      .updateTable('customer_service_entries')
      .set({ url: 'https://chat.operator.example' })
      .where('seed_key', '=', 'cs-live-chat')
      .execute();

    await seedDemoBrand(db);

    const banner = await db
      .selectFrom('banners')
      .select(['title', 'enabled'])
      .where('seed_key', '=', 'banner-home-1')
      .executeTakeFirstOrThrow();
    expect(banner).toEqual({ title: edited, enabled: false });
    const entry = await db
      .selectFrom('customer_service_entries')
      .select('url')
      .where('seed_key', '=', 'cs-live-chat')
      .executeTakeFirstOrThrow();
    expect(entry.url).toBe('https://chat.operator.example');
  });
});
