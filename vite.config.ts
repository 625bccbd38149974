import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints a failure; on Node 20 it would
// crash and hide the failure. The config loads in the main process, so the polyfill reaches it.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

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
