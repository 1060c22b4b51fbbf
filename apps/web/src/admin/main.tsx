import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, useThemeStore } from '../lib/theme';
import '../i18n/admin-locales';
import { AdminApp } from './admin-app';
import '../ui/theme.css';
import './layout/admin.css';

// The back office is its own page (admin.html): nothing here is in the player site's bundle.
applyTheme(useThemeStore.getState().theme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
