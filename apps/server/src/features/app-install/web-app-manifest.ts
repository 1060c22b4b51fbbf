import type { Language } from '@portal/shared/languages';
import { APP_ICONS, type AppIconName } from './app-icons.ts';

/**
 * The brand theme's page colour: the default (dark) theme's `--bg` in apps/web/src/ui/theme.css,
 * which is also the page's theme-color (apps/web/index.html); a test holds the three together.
 */
export const THEME_BACKGROUND = '#0d1117';

/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_MAX = 12;

export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= SHORT_NAME_MAX) return trimmed;
  const firstWord = trimmed.split(/\s+/)[0] ?? trimmed;
  if ([...firstWord].length <= SHORT_NAME_MAX) return firstWord;
  return [...trimmed].slice(0, SHORT_NAME_MAX).join('');
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: Language;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  display_override: string[];
  background_color: string;
  theme_color: string;
  categories: string[];
  prefer_related_applications: false;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

const MANIFEST_ICONS: AppIconName[] = ['icon-192.png', 'icon-512.png', 'maskable-192.png', 'maskable-512.png'];

/** The web app manifest of the brand: its name, its theme's colours, icons drawn from its logo. */
export function webAppManifest(brand: { name: string; language: Language; iconVersion: string }): WebAppManifest {
  return {
    id: '/',
    name: brand.name,
    short_name: shortNameOf(brand.name),
    lang: brand.language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    display_override: ['standalone', 'minimal-ui'],
    background_color: THEME_BACKGROUND,
    theme_color: THEME_BACKGROUND,
    categories: ['entertainment', 'games'],
    prefer_related_applications: false,
    icons: MANIFEST_ICONS.map((name) => {
      const { size, kind } = APP_ICONS[name];
      return {
        src: `/app-icons/${name}?v=${brand.iconVersion}`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: kind === 'maskable' ? ('maskable' as const) : ('any' as const),
      };
    }),
  };
}
