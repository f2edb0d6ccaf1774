import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { isPageRoute } from './src/config/routes.ts';

const apiServer = 'http://127.0.0.1:8080';
// What the dev server serves itself: its modules and client (/@vite/…, /src/…,
// /node_modules/…), index.html and the files of public/.
const devServerFiles = new Set(readdirSync(fileURLToPath(new URL('./public', import.meta.url))).map((name) => `/${name}`));
function servedByVite(pathname: string): boolean {
  return /^\/(@|src\/|node_modules\/|index\.html$)/.test(pathname) || devServerFiles.has(pathname);
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The pages' routes (routes.json) are the dev server's to GET; every other request goes to
    // the Go server, as in production where it serves both (PATCH /categories/{id} is the
    // API's, GET /categories/{slug} a page).
    proxy: {
      '^/': {
        target: apiServer,
        bypass(req) {
          const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
          const read = req.method === 'GET' || req.method === 'HEAD';
          return (read && isPageRoute(pathname)) || servedByVite(pathname) ? req.url : undefined;
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The start script of the pages the server writes is an entry of its own, which the
    // server finds in the manifest (site/shell.go).
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html', start: 'src/start.ts' },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Generous: a loaded CI machine can be slow to compile each lazy page on first visit.
    testTimeout: 20_000,
    // A worker a core: Vitest's default keeps one core free, which on CI's 2 cores ran the
    // files one at a time (282 s, against 176 s with both).
    maxWorkers: '100%',
  },
});
