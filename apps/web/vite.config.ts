import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './src/features/app-install/service-worker/service-worker-plugin';
import { compileHintsPlugin } from './build/compile-hints';
import { firstPageHtmlPlugin } from './build/first-page-html';

// The dev server proxies API paths to the Fastify server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/wps', '/lgw', '/lotto', '/admin/api', '/dev', '/docs', '/healthz', '/readyz'];

/** In development, the back office's routes (/admin, /admin/members…) get its own page, admin.html. */
const adminPage: Plugin = {
  name: 'admin-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = req.url ?? '';
      if (/^\/admin(\/|$|\?)/.test(url) && !url.startsWith('/admin/api')) req.url = '/admin.html';
      next();
    });
  },
};

/**
 * The player page's stylesheets move from the head to the end of the body, after index.html's
 * outline: a stylesheet in the head holds every paint until it arrives, one in the body only what
 * follows it. The app's module scripts still wait for them before they run.
 */
const stylesAfterOutline: Plugin = {
  name: 'styles-after-outline',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!context.filename.endsWith('index.html')) return html;
      const links = html.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
      let moved = html;
      for (const link of links) moved = moved.replace(link, '');
      return moved.replace('</body>', `${links.join('')}  </body>`);
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    adminPage,
    stylesAfterOutline,
    // The installable app's worker: precaches the player page's shell and the offline page.
    // The home page's first screen compiles while it downloads (build/compile-hints.ts).
    compileHintsPlugin({
      entry: 'main',
      firstScreen: [/\/app\/pages\/home-page\.tsx$/, /\/features\/games\/components\/hot-games-section\.tsx$/],
    }),
    // home.html: index.html naming the home page's code, sent for the home page's addresses.
    firstPageHtmlPlugin({ page: /\/app\/pages\/home-page\.tsx$/, fileName: 'home.html' }),
    serviceWorkerPlugin({ shellEntries: ['main', 'offline'], extra: ['/offline.html', '/favicon.svg'] }),
  ],
  // Decision 055: the browser runs Preact's React compatibility layer, a tenth of react-dom's size.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    // Two pages: the player site and the back office, so no player ever downloads the console;
    // and the page the service worker shows offline.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        admin: fileURLToPath(new URL('admin.html', import.meta.url)),
        offline: fileURLToPath(new URL('offline.html', import.meta.url)),
      },
    },
  },
});
