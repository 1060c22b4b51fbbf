import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, startFirstCalls } from './app/providers';
import { preloadFirstPage } from './app/router';
import { applyTheme, useThemeStore } from './lib/theme';
import { startAppInstall } from './features/app-install/lib/app-install';
import { yieldToMain } from './lib/main-thread';
import './ui/theme.css';

applyTheme(useThemeStore.getState().theme);
startAppInstall();

// Evaluating the modules, starting the first calls, fetching the first page's chunk and the first
// render are four tasks instead of one (lib/main-thread).
await yieldToMain();
startFirstCalls();
await yieldToMain();
preloadFirstPage();
await yieldToMain();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
