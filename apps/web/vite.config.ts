import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies API paths to the Fastify server (npm run dev starts both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const proxied = ['/wps', '/lgw', '/lotto', '/admin', '/dev', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
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
  },
});
