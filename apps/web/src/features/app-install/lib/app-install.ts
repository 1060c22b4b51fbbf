import { useSyncExternalStore } from 'react';

/**
 * The browser's side of installing the site as an app: the service worker's registration, the
 * install prompt Chromium browsers offer (`beforeinstallprompt`, kept for an Install button), and
 * what this browser is (already installed, iOS, Android, a computer).
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installedNow = false;
const emit = () => listeners.forEach((listener) => listener());

/** Called once at startup (main.tsx): registers /sw.js and listens for the install prompt. */
export function startAppInstall() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own Install button asks instead of the browser's mini-infobar.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installedNow = true;
    emit();
  });
  // The development server serves no worker (vite builds it): only built pages register one.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

export type DeviceKind = 'ios' | 'android' | 'desktop';

export function deviceKind(): DeviceKind {
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac: a Mac with a touch screen is an iPad.
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'desktop';
}

/** Running from the home screen (or as an installed desktop app). */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export interface InstallState {
  /** The browser offered its install prompt: an Install button can show it. */
  canPrompt: boolean;
  /** Open as an installed app, or installed a moment ago. */
  installed: boolean;
}

let snapshot: InstallState = { canPrompt: false, installed: false };
function read(): InstallState {
  const next = { canPrompt: deferredPrompt !== null, installed: installedNow || isStandalone() };
  if (next.canPrompt !== snapshot.canPrompt || next.installed !== snapshot.installed) snapshot = next;
  return snapshot;
}
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, read, () => snapshot);
}

/** Shows the browser's install prompt (after a click); what the player chose. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt can be shown only once.
  deferredPrompt = null;
  if (outcome === 'accepted') installedNow = true;
  emit();
  return outcome;
}
