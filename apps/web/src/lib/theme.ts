import { create } from 'zustand';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '@portal/shared/constants';

const readTheme = (): Theme => {
  const stored = localStorage.getItem(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
};

/** Browser chrome colour per theme, so the phone status bar matches the header. */
const THEME_COLORS: Record<Theme, string> = { dark: '#0d1117', light: '#ffffff' };

export const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
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
