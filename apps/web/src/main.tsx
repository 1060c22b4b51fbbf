import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { applyTheme, useThemeStore } from './lib/theme';
import { startAppInstall } from './features/app-install/lib/app-install';
import './ui/theme.css';

applyTheme(useThemeStore.getState().theme);
startAppInstall();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
