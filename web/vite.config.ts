import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Paths the Go server answers; everything else is a client route.
const apiPrefixes = [
  '/auth', '/tools', '/tool', '/ratings', '/orders', '/order', '/allorders', '/user',
  '/userprofile', '/admin', '/create-payment-intent', '/payments', '/config', '/images', '/healthz',
];
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(
      // Match the prefix as a whole path segment, so /tools does not swallow /toolsX.
      apiPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiServer }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Generous: a loaded CI machine can be slow to compile each lazy page on first visit.
    testTimeout: 20_000,
  },
});
