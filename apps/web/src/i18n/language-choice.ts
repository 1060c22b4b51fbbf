import { isLanguage, matchLanguage, type Language } from '@portal/shared/languages';
import { STORAGE_KEYS } from '@portal/shared/constants';

/** The part of Storage the language choice uses (localStorage in the browser). */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The visitor's stored language, read onto an interface language: a code of another variant
 * (zh-TW, pt-PT, ms) becomes its closest one and is stored so; any other code (es, ja, a typo)
 * counts as no choice and is removed, so the brand default applies instead of a language without texts.
 */
export function readStoredLanguage(storage: KeyStore): Language | undefined {
  const stored = storage.getItem(STORAGE_KEYS.lang);
  if (stored === null || isLanguage(stored)) return stored ?? undefined;
  const match = matchLanguage(stored);
  if (match) storage.setItem(STORAGE_KEYS.lang, match);
  else storage.removeItem(STORAGE_KEYS.lang);
  return match;
}

/** A `?lang=` in the address (read the same way as a stored code; never stored). */
export const languageFromSearch = (search: string): Language | undefined =>
  matchLanguage(new URLSearchParams(search).get('lang'));

/** The visitor's own choice for this page load: `?lang=` wins over the stored language. */
export const chosenLanguage = (search: string, storage: KeyStore): Language | undefined =>
  languageFromSearch(search) ?? readStoredLanguage(storage);

/** The language a page load speaks: the visitor's choice, else the brand's default. */
export const languageOnLoad = (search: string, storage: KeyStore, brandDefault: Language): Language =>
  chosenLanguage(search, storage) ?? brandDefault;
