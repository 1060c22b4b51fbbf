import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { chosenLanguage, languageOnLoad, readStoredLanguage, type KeyStore } from './language-choice.ts';

/** localStorage as a map: what the browser would keep between page loads. */
function storage(initial: Record<string, string> = {}): KeyStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const stored = (lang: string) => storage({ [STORAGE_KEYS.lang]: lang });

describe('the language of a page load', () => {
  it('reads a stored zh-TW as zh-CN and pt-PT as pt-BR, and stores the interface language back', () => {
    const chinese = stored('zh-TW');
    expect(languageOnLoad('', chinese, 'en')).toBe('zh-CN');
    expect(chinese.items.get(STORAGE_KEYS.lang)).toBe('zh-CN');
    const portuguese = stored('pt-PT');
    expect(languageOnLoad('', portuguese, 'en')).toBe('pt-BR');
    expect(portuguese.items.get(STORAGE_KEYS.lang)).toBe('pt-BR');
  });

  it('keeps a stored interface language as it is', () => {
    const thai = stored('th');
    expect(languageOnLoad('', thai, 'en')).toBe('th');
    expect(thai.items.get(STORAGE_KEYS.lang)).toBe('th');
  });

  it('counts a stored language without texts (es) as no choice: the brand default, and the code is removed', () => {
    const spanish = stored('es');
    expect(chosenLanguage('', spanish)).toBeUndefined();
    expect(languageOnLoad('', stored('es'), 'th')).toBe('th');
    expect(languageOnLoad('', stored('es'), 'pt-BR')).toBe('pt-BR');
    readStoredLanguage(spanish);
    expect(spanish.items.has(STORAGE_KEYS.lang)).toBe(false);
    // Nothing stored at all: the brand default too.
    expect(languageOnLoad('', storage(), 'vi')).toBe('vi');
  });

  it('lets ?lang= win over the stored language, without storing it', () => {
    const thai = stored('th');
    expect(languageOnLoad('?lang=vi', thai, 'en')).toBe('vi');
    expect(thai.items.get(STORAGE_KEYS.lang)).toBe('th');
    // Read the same way as a stored code: a variant becomes its closest language, over the brand default.
    expect(languageOnLoad('?page=2&lang=zh-TW', storage(), 'en')).toBe('zh-CN');
    // An address code without texts is no choice: the stored language (or the brand default) stays.
    expect(languageOnLoad('?lang=es', thai, 'en')).toBe('th');
    expect(languageOnLoad('?lang=es', storage(), 'id')).toBe('id');
  });
});
