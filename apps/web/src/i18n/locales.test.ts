import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/shared/languages';
import { errorMessages } from '@portal/shared/error-messages';
import { NAMESPACE_FILES } from './namespaces.ts';

const localesDir = path.resolve(import.meta.dirname, 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const read = (lang: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree);

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each([...NAMESPACE_FILES])('locale namespace %s', (ns) => {
  const english = read('en', ns);

  it('has a file for every language', () => {
    for (const lang of LANGUAGES) expect(fs.existsSync(path.join(localesDir, lang, `${ns}.json`)), lang).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys EN has', (lang) => {
    const other = read(lang, ns);
    const missing = [...english.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s translates every sentence and keeps placeholders', (lang) => {
    const other = read(lang, ns);
    const untranslated: string[] = [];
    for (const [key, en] of english) {
      const value = other.get(key) ?? '';
      expect(value.trim(), `${lang}:${ns}.${key} is empty`).not.toBe('');
      expect(placeholders(value), `${lang}:${ns}.${key} placeholders`).toEqual(placeholders(en));
      // A phrase of three or more words left identical to English is an untranslated string.
      if (value === en && en.trim().split(/\s+/).length >= 3) untranslated.push(key);
    }
    expect(untranslated).toEqual([]);
  });
});

describe('server error messages', () => {
  it('exist for every code in every language', () => {
    const codes = Object.keys(errorMessages.en);
    for (const lang of LANGUAGES) {
      expect(Object.keys(errorMessages[lang]).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(errorMessages[lang][code as keyof typeof errorMessages.en]).not.toBe('');
    }
  });
});
