import { existsSync, readdirSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { folderChunkGroups } from './scripts/folder-chunk-groups.mjs';
import { privateShoelaceTags } from './scripts/private-shoelace-tags.ts';
import { privateTrustedTypesPolicies } from './scripts/private-trusted-types-policies.ts';
import { filePondTrustedHtml } from './scripts/vite-filepond-trusted-html.mjs';
import { hostPreloads } from './scripts/vite-host-preloads.mjs';
import { leafletSvgProbe } from './scripts/vite-leaflet-svg-probe.mjs';
import { serverOnlyTypeBox } from './scripts/vite-server-only-typebox.mjs';
import { staticShell } from './scripts/vite-static-shell.mjs';
import { ROUTE_PRELOADS_ID } from './src/host-app/first-route-preloads/first-route-preloads.ts';
import { STATIC_SHELL_ID } from './src/host-app/shell/static-shell-id.ts';

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

/**
 * Empties the host's output folder before a build like `emptyOutDir`, but keeps `elements/`, the
 * element library build's output (vite.elements.config.ts), so the two builds run in either order.
 */
function emptyOutDirKeepingElements(): Plugin {
  let outDir = '';
  return {
    name: 'cp-empty-out-dir-keeping-elements',
    apply: 'build',
    configResolved(config) {
      const resolved = resolve(config.root, config.build.outDir);
      // Like Vite's own emptyOutDir: never empty a folder outside the project.
      const inside = !relative(config.root, resolved).startsWith('..') && resolved !== config.root;
      outDir = inside ? resolved : '';
    },
    buildStart() {
      if (!outDir || !existsSync(outDir)) return;
      for (const entry of readdirSync(outDir)) {
        if (entry !== 'elements') rmSync(resolve(outDir, entry), { recursive: true, force: true });
      }
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

// One config for the host build (`vite build` → dist), the dev server (API proxied to the
// reference API, also the one web-test-runner starts) and Vitest. The element library build is
// configured in vite.elements.config.ts. Both rename our Shoelace's tags (scripts/private-shoelace-tags.ts).
export default defineConfig({
  plugins: [
    // serverOnlyTypeBox: a browser chunk with TypeBox (a contract module imported by browser code) fails the build.
    serverOnlyTypeBox(),
    privateShoelaceTags(),
    // Our Lit and DOMPurify create Trusted Types policies under private names (cp-lit-html, cp-dompurify).
    privateTrustedTypesPolicies(),
    react(),
    emptyOutDirKeepingElements(),
    leafletSvgProbe(),
    filePondTrustedHtml(),
    // index.html preloads what every route runs first (the start module's static imports), and holds
    // the links of the login page's and the dashboard's chunks for the entry to use on those paths.
    hostPreloads({ startModule: '/src/host-app/shell/start-host.tsx', templateId: ROUTE_PRELOADS_ID }),
    // index.html paints the login card or the portal's frame before any script of the host has run.
    staticShell({
      containerId: STATIC_SHELL_ID,
      markupModule: '/src/host-app/shell/static-shell-markup.tsx',
      scriptModule: '/src/host-app/shell/shell-preferences-script.ts',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-size.mjs measures the host's first load by.
    manifest: true,
    target: 'es2022',
    // The largest chunk is the lazily loaded 1:50m basemap of <cp-tracking> (~760 kB, data by design).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // A dozen lines of "[PLUGIN_TIMINGS]" on every build say that plugins take time on 2 cores, which
      // is known; they buried the one line that matters.
      checks: { bundlerTimings: false },
      output: {
        // A group is a set of folders (a module belongs to the group of the deepest folder named,
        // scripts/folder-chunk-groups.mjs) and its packages. The rest of host-app/ (the entry, the
        // login-token handoff and first route's preloads it imports, the layouts and pages the router
        // loads with import()) is left to the bundler.
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry itself uses: alone, so that the entry's static imports
            // stay the login-token handoff and this (no group below may take it in).
            { name: 'preload-helper', test: /^\0?vite[\\/]preload-helper/ },
            ...folderChunkGroups(
              [
                // React and React DOM, needed by every route. Left to itself the bundler puts them into the
                // element kit's chunk (define-element, r2wc, the theme sheets), and the login page would
                // download and run all of that for its form.
                { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
                // The runtime every route starts (session, API client, texts, query cache).
                {
                  name: 'runtime',
                  folders: ['src/core/'],
                  packages: [
                    'axios',
                    'i18next',
                    'react-i18next',
                    '@tanstack/query-core',
                    '@tanstack/react-query',
                    'jwt-decode',
                  ],
                },
                // The shell: start, router, session, analytics and the loading screen. HostLoading is named
                // alone until it can move out of host-app/components/ (being edited on another branch).
                {
                  name: 'host',
                  folders: [
                    'src/host-app/shell/',
                    'src/host-app/routes/',
                    'src/host-app/runtime/',
                    'src/host-app/session/',
                    'src/host-app/analytics/',
                    'src/host-app/components/HostLoading.tsx',
                  ],
                },
              ],
              // Only the pages that use them load these: tables, downloads, uploads, new passwords, live updates.
              [
                'src/core/table/',
                'src/core/download/',
                'src/core/upload/',
                'src/core/password/',
                'src/core/password-estimator/',
                // The live updates: the tracking page subscribes, the connection comes with import() after its first view.
                'src/core/live/',
                // The areas' contracts with their answer checks, and the form validation: each goes with the
                // pages that import it, not into the runtime every route loads (as in vite.elements.config.ts).
                'src/core/api/contract/',
                'src/core/api/browser-contract/',
                'src/core/validation/',
              ],
            ),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/customerportal': { target: apiTarget, changeOrigin: false } },
  },
  // Shoelace's translations are imported only when a language is first shown (ui/shoelace/
  // locale-shoelace.ts). Found that late, the dev server would optimize them anew and reload, leaving
  // a page (or a browser test) with two copies of React: they are optimized with the rest up front.
  // The same for the virtualizer, imported only by the lazily loaded body of page size All.
  optimizeDeps: {
    include: [
      ...['en', 'nl', 'de', 'zh-cn'].map((code) => `@shoelace-style/shoelace/dist/translations/${code}.js`),
      '@tanstack/react-virtual',
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'bench/**/*.test.mjs'],
    exclude: ['**/node_modules/**', '**/*.browser.test.*', 'tests/**'],
    environment: 'node',
    // Type tests (*.test-d.ts) run too, through tsc: `expectTypeOf`, and `@ts-expect-error` lines that
    // must stay errors. tsconfig.test-d.json keeps tsc to them (and what they import).
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: 'tsconfig.test-d.json' },
    // One migrated and seeded PGlite database, copied by every API test app (testing/template-db.ts).
    globalSetup: ['src/reference-api/testing/template-db.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time on the two cores here (the default took one): the unit stage went from
    // 552 s to 361 s, all passing (issue 27's suite, 1,401 tests).
    maxWorkers: 2,
  },
});
