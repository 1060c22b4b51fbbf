import { create } from 'zustand';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '@portal/shared/constants';

const readTheme = (): Theme => {
  const stored = localStorage.getItem(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
};

export const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
};

interface UiState {
  theme: Theme;
  sideMenuMini: boolean;
  /** Phone layout: the side menu slides over the page. */
  sideMenuOpen: boolean;
  toggleTheme(): void;
  toggleSideMenuMini(): void;
  setSideMenuOpen(open: boolean): void;
}

/** UI state that outlives a page: theme (persisted as `theme`) and the side menu mode. */
export const useUiStore = create<UiState>((set, get) => ({
  theme: readTheme(),
  sideMenuMini: localStorage.getItem(STORAGE_KEYS.sideMenuMini) === '1',
  sideMenuOpen: false,
  toggleTheme() {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleSideMenuMini() {
    const sideMenuMini = !get().sideMenuMini;
    localStorage.setItem(STORAGE_KEYS.sideMenuMini, sideMenuMini ? '1' : '0');
    set({ sideMenuMini });
  },
  setSideMenuOpen(sideMenuOpen) {
    set({ sideMenuOpen });
  },
}));
