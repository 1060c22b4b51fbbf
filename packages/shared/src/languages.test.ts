import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  languageFromAcceptHeader,
  matchLanguage,
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
