import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@portal/shared/languages';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { chosenLanguage } from './language-choice';

import { FIRST_PAGE_NAMESPACES, STARTUP_NAMESPACES } from './namespaces';

/** One chunk per language's error catalogue: a browser fetches only its own. */
const errorCatalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('@portal/shared/error-messages/en'),
  'pt-BR': () => import('@portal/shared/error-messages/pt-BR'),
  th: () => import('@portal/shared/error-messages/th'),
  vi: () => import('@portal/shared/error-messages/vi'),
  id: () => import('@portal/shared/error-messages/id'),
  'zh-CN': () => import('@portal/shared/error-messages/zh-CN'),
};

type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** The player site's namespaces; the back office adds its own (admin-locales.ts), kept out of this bundle. */
const localeFiles: LocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/admin*.json',
]);

/** More namespaces' files, keyed './locales/<lang>/<namespace>.json' (the back office's). */
export function addLocaleFiles(files: LocaleFiles) {
  Object.assign(localeFiles, files);
}

/**
 * The visitor's choice for this page load (language-choice.ts): `?lang=` in the address, else the
 * stored language, each read onto an interface language. Server-side renders (the web's view
 * tests) have neither.
 */
export const visitorLanguage = (): Language | undefined =>
  typeof window === 'undefined' ? undefined : chosenLanguage(window.location.search, localStorage);

/** The language i18next starts in, known before it has started: calls made that early ask in it. */
export const startLanguage: Language = visitorLanguage() ?? DEFAULT_LANGUAGE;

const firstPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/** Only the chosen language's files are fetched; server error texts come from the shared catalogue. */
i18n
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      if (namespace === 'errors') {
        return (await errorCatalogues[isLanguage(language) ? language : DEFAULT_LANGUAGE]()).default;
      }
      const load = localeFiles[`./locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`missing locale file ${language}/${namespace}`);
      return (await load()).default;
    }),
  )
  .use(initReactI18next);

export const i18nReady = i18n.init({
  lng: startLanguage,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  // The first page's own texts come with the startup ones: asked later, they would hold its first render.
  ns: [...STARTUP_NAMESPACES, 'errors', ...(FIRST_PAGE_NAMESPACES[firstPath()] ?? [])],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Switches language, remembering the previous one as `hisLang` (spec: local storage lang, hisLang). */
export async function changeLanguage(next: Language): Promise<void> {
  const current = i18n.language;
  if (current === next) return;
  if (isLanguage(current)) localStorage.setItem(STORAGE_KEYS.hisLang, current);
  localStorage.setItem(STORAGE_KEYS.lang, next);
  await i18n.changeLanguage(next);
}

export default i18n;
