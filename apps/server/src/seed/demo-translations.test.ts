import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/shared/languages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Every localized text the demo seeds (game and lottery names, game announcements, banners, help
 * articles, promotions, settings texts) exists in all six interface languages. The test seeds a
 * fresh database the way a demo start does, then walks every JSON column of every table: an object
 * whose keys are language codes, English among them, is a localized text.
 */

const CODES = new Set<string>(LANGUAGES);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: true } });
});
afterAll(async () => {
  await t?.close();
});

const isLocalized = (value: object): value is Record<string, unknown> =>
  !Array.isArray(value) && 'en' in value && Object.keys(value).every((key) => CODES.has(key));

/** The problems of one stored value, walked into nested objects and arrays. */
function problems(value: unknown, where: string): string[] {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return problems(JSON.parse(value), where);
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== 'object') return [];
  if (isLocalized(value)) {
    const en = String(value.en);
    return LANGUAGES.flatMap((language) => {
      const text = value[language];
      if (typeof text !== 'string' || text.trim() === '')
        return [`${where}: no ${language} (en: "${en.slice(0, 60)}")`];
      // A sentence of four words or more copied from English is not a translation.
      if (language !== 'en' && text === en && en.trim().split(/\s+/).length >= 4) {
        return [`${where}: ${language} is the English text`];
      }
      return [];
    });
  }
  return Object.entries(value).flatMap(([key, child]) => problems(child, `${where}.${key}`));
}

describe('seeded texts', () => {
  it('exist in all six languages', async () => {
    const db = t.database.db;
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('json', 'jsonb', 'text')
      order by table_name, column_name`.execute(db);
    const found: string[] = [];
    let localized = 0;
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await sql<{
        value: unknown;
      }>`select ${sql.ref(column)} as value from ${sql.table(table)}`.execute(db);
      rows.forEach((row, i) => {
        const issues = problems(row.value, `${table}.${column}[${i}]`);
        found.push(...issues);
        if (row.value && JSON.stringify(row.value).includes('"en"')) localized += 1;
      });
    }
    // The walk saw the seeded texts (games, lottery, announcements, help, banners at least).
    expect(localized).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
