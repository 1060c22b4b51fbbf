/*
 * The page the service worker answers a navigation with when the network is down: precached,
 * so it needs nothing from the server. Its texts come from the app-install locale files (only
 * their `offline` part is bundled); its language is the visitor's chosen one, else the browser's,
 * else the brand's default (the cached manifest's `lang`); the brand's name comes from the manifest.
 */
import { DEFAULT_LANGUAGE, isLanguage, matchLanguage, type Language } from '@portal/shared/languages';
import { STORAGE_KEYS, THEMES } from '@portal/shared/constants';
import '../../../ui/theme.css';
import './offline-page.css';

interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
  waiting: string;
}

const texts = import.meta.glob<OfflineTexts>('../../../i18n/locales/*/app-install.json', {
  eager: true,
  import: 'offline',
});
const textsOf = (language: Language): OfflineTexts => texts[`../../../i18n/locales/${language}/app-install.json`]!;

async function brandManifest(): Promise<{ name?: string; lang?: string }> {
  try {
    const response = await fetch('/manifest.webmanifest');
    return response.ok ? ((await response.json()) as { name?: string; lang?: string }) : {};
  } catch {
    return {};
  }
}

function chosenLanguage(brandDefault: string | undefined): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.lang);
  if (isLanguage(stored)) return stored;
  for (const code of navigator.languages ?? [navigator.language]) {
    const match = matchLanguage(code);
    if (match) return match;
  }
  return isLanguage(brandDefault) ? brandDefault : DEFAULT_LANGUAGE;
}

async function render() {
  const theme = localStorage.getItem(STORAGE_KEYS.theme);
  if ((THEMES as readonly string[]).includes(theme ?? '')) document.documentElement.dataset.theme = theme!;
  const manifest = await brandManifest();
  const language = chosenLanguage(manifest.lang);
  const t = textsOf(language);
  const brand = manifest.name ?? '';
  const fill = (selector: string, text: string) => {
    const element = document.querySelector(selector);
    if (element) element.textContent = text;
  };
  document.documentElement.lang = language;
  document.title = brand ? `${t.title} · ${brand}` : t.title;
  fill('.offline__title', t.title);
  fill('.offline__text', t.text.replace('{{brand}}', brand || location.host));
  fill('.offline__retry', t.retry);
  const retry = () => {
    fill('.offline__waiting', t.waiting);
    location.reload();
  };
  document.querySelector('.offline__retry')?.addEventListener('click', retry);
  window.addEventListener('online', retry);
}

void render();
