import { create } from 'zustand';
import { DEFAULT_THEME, STORAGE_KEYS, THEME_COLORS, THEME_COOKIE, THEMES, type Theme } from '@portal/shared/constants';

const readTheme = (): Theme => {
  const stored = localStorage.getItem(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
};

const YEAR_S = 365 * 24 * 3600;

/** Shows the theme, and tells the server in a cookie: the next page arrives painted in it (web-client.ts). */
export const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${YEAR_S}; samesite=lax`;
};

interface ThemeState {
  theme: Theme;
  toggleTheme(): void;
}

/** The site's and the console's theme, persisted as `theme`. */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readTheme(),
  toggleTheme() {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
}));
