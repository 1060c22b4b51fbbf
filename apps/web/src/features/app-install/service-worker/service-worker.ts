/*
 * The service worker (scope /), built by vite as dist/sw.js (service-worker-plugin.ts), which
 * writes the precache list and version in place of __SW_PRECACHE__ and __SW_VERSION__.
 *
 * - Precaches the app shell (the entry's hashed scripts and styles), the offline page and the
 *   logo; serves those from the cache, since a hashed file never changes.
 * - Navigations always go to the network (index.html is never cached, so a new release shows on
 *   the next load); only when the network fails does the offline page answer.
 * - Never touches the API (/wps, /lgw, /lotto, /admin, …): balances and money are always live.
 * - A new version installs beside the old, takes over at once and deletes the old caches.
 * - Push: shows the notification the server sent; a tap opens (or focuses) the inbox.
 *
 * No imports: the file must stay one classic script. The types below are the few the worker uses
 * (the web's tsconfig compiles for the page, whose DOM library has no worker scope).
 */
declare const __SW_PRECACHE__: string[];
declare const __SW_VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  registration: {
    scope: string;
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const sw = self as unknown as WorkerScope;
const CACHE = `app-shell-${__SW_VERSION__}`;
const OFFLINE_PAGE = '/offline.html';
const MANIFEST = '/manifest.webmanifest';
const INBOX = '/?mc=messageV2';
/** Paths that are never the app shell: the API and the back office. */
const LIVE_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/admin',
  '/dev/',
  '/provider-api/',
  '/studio/api/',
  '/docs',
  '/healthz',
  '/readyz',
];
const precached = new Set(__SW_PRECACHE__);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files never change: the copy the page just loaded will do. Anything else comes
      // straight from the server (`reload`), never from a copy the HTTP cache kept.
      const request = (url: string) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' });
      await cache.addAll([...precached, MANIFEST].map(request));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('app-shell-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (LIVE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    // A navigation the worker leaves alone was already sent by navigation preload: answer with
    // that response, or the browser sends it a second time (a one-time sign-in callback then
    // arrives twice and the second is refused).
    if (request.mode === 'navigate') event.respondWith((async () => (await event.preloadResponse) ?? fetch(request))());
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await fetch(request));
        } catch {
          return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
        }
      })(),
    );
    return;
  }
  if (url.pathname === MANIFEST) {
    // The brand may rename itself: the network's copy, kept for the offline page.
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(MANIFEST, copy)));
          }
          return response;
        } catch {
          return (await caches.match(MANIFEST, { cacheName: CACHE })) ?? Response.error();
        }
      })(),
    );
    return;
  }
  if (precached.has(url.pathname)) {
    event.respondWith((async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? fetch(request))());
  }
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

sw.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    sw.registration.showNotification(payload.title ?? '', {
      body: payload.body ?? '',
      tag: payload.tag,
      icon: '/app-icons/icon-192.png',
      badge: '/app-icons/badge-96.png',
      data: { url: payload.url ?? INBOX },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  // Only a path of this site: a payload never sends the player elsewhere.
  const target = new URL(data?.url ?? INBOX, sw.location.origin);
  const url = target.origin === sw.location.origin ? target.href : new URL(INBOX, sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
