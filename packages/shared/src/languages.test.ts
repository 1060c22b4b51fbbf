import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  KNOWN_LANGUAGE_CODES,
  isKnownLanguageCode,
  isLanguage,
  languageFromAcceptHeader,
  matchLanguage,
  resolveLanguage,
} from './languages.ts';

describe('matchLanguage', () => {
  it('matches every supported code exactly, in any case', () => {
    for (const l of LANGUAGES) {
      expect(matchLanguage(l)).toBe(l);
      expect(matchLanguage(l.toUpperCase())).toBe(l);
      expect(matchLanguage(` ${l} `)).toBe(l);
    }
  });

  it('maps loose tags onto a supported language', () => {
    expect(matchLanguage('pt')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLanguage('cn')).toBe('zh-CN');
    expect(matchLanguage('en-US')).toBe('en');
    expect(matchLanguage('th-TH')).toBe('th');
    expect(matchLanguage('vi_VN')).toBe('vi');
    expect(matchLanguage('id-ID')).toBe('id');
  });

  it('gives undefined for what it does not support', () => {
    for (const tag of ['fr', 'de-DE', '', '*', 'english', undefined, null]) expect(matchLanguage(tag)).toBeUndefined();
  });

  it('names each language in its own words and defaults to pt-BR', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(DEFAULT_LANGUAGE).toBe('pt-BR');
    expect(isLanguage('th')).toBe(true);
    expect(isLanguage('TH')).toBe(false);
  });
});

describe('languageFromAcceptHeader', () => {
  it('picks the supported language with the highest quality', () => {
    expect(languageFromAcceptHeader('fr;q=1, th;q=0.5, en;q=0.8')).toBe('en');
    expect(languageFromAcceptHeader('th;q=0.2, vi;q=0.9')).toBe('vi');
    expect(languageFromAcceptHeader('de-DE,de;q=0.9,zh-CN;q=0.8,en;q=0.7')).toBe('zh-CN');
  });

  it('keeps header order between equal qualities (q defaults to 1)', () => {
    expect(languageFromAcceptHeader('id, en')).toBe('id');
    expect(languageFromAcceptHeader('en;q=0.5, id, th;q=1')).toBe('id');
  });

  it('treats q=0 as "not acceptable" and a broken q as 0', () => {
    expect(languageFromAcceptHeader('th;q=0')).toBeUndefined();
    expect(languageFromAcceptHeader('th;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptHeader('en;q=abc, vi;q=0.1')).toBe('vi');
  });

  it('gives undefined when nothing is supported', () => {
    expect(languageFromAcceptHeader(undefined)).toBeUndefined();
    expect(languageFromAcceptHeader('')).toBeUndefined();
    expect(languageFromAcceptHeader('fr, de;q=0.9, *;q=0.1')).toBeUndefined();
    expect(languageFromAcceptHeader(',,;;q=;')).toBeUndefined();
  });
});

describe('the 35 known language codes', () => {
  it('are 35 distinct codes that include the six interface languages', () => {
    expect(KNOWN_LANGUAGE_CODES).toHaveLength(35);
    expect(new Set(KNOWN_LANGUAGE_CODES.map((c) => c.toLowerCase())).size).toBe(35);
    for (const l of LANGUAGES) expect(KNOWN_LANGUAGE_CODES).toContain(l);
    expect(isKnownLanguageCode('ES')).toBe(true);
    expect(isKnownLanguageCode('zh_tw')).toBe(true);
    expect(isKnownLanguageCode('xx')).toBe(false);
    expect(isKnownLanguageCode(undefined)).toBe(false);
  });

  it('each resolve to an interface language: the closest one or the brand default', () => {
    const closest: Record<string, string> = { 'pt-PT': 'pt-BR', 'zh-TW': 'zh-CN', ms: 'id' };
    for (const code of KNOWN_LANGUAGE_CODES) {
      const expected = isLanguage(code) ? code : (closest[code] ?? 'th');
      expect(resolveLanguage(code, { fallback: 'th' }), code).toBe(expected);
      // The same through the Language header's and Accept-Language's readers.
      expect(matchLanguage(code) ?? 'th', code).toBe(expected);
      expect(languageFromAcceptHeader(`${code}, xx;q=0.1`) ?? 'th', code).toBe(expected);
    }
  });

  it('fall back to the brand default when the brand does not offer the match, and for unknown tags', () => {
    const brand = { fallback: 'pt-BR', supported: ['en', 'pt-BR'] } as const;
    expect(resolveLanguage('en-GB', brand)).toBe('en');
    expect(resolveLanguage('zh-TW', brand)).toBe('pt-BR');
    expect(resolveLanguage('es', brand)).toBe('pt-BR');
    expect(resolveLanguage('ar', brand)).toBe('pt-BR');
    for (const tag of ['', '*', 'klingon', null, undefined]) expect(resolveLanguage(tag, brand)).toBe('pt-BR');
  });

  it('Accept-Language skips unsupported codes for the next supported one', () => {
    expect(languageFromAcceptHeader('es-ES, ja;q=0.9, ms;q=0.8, en;q=0.5')).toBe('id');
    expect(languageFromAcceptHeader('es, fr;q=0.9')).toBeUndefined();
  });
});
