import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { applyTheme, useUiStore } from './app/stores/ui-store';
import { startAppInstall } from './features/app-install/lib/app-install';
import './ui/theme.css';

applyTheme(useUiStore.getState().theme);
startAppInstall();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
