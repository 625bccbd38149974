import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

// One config for the host build (`vite build` → dist), the dev server (API proxied to the
// reference API) and Vitest. The element library build is configured in vite.elements.config.ts.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/customerportal': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    exclude: ['**/node_modules/**', '**/*.browser.test.*', 'tests/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
