// Builds the benchmark's two reference pages with Vite's JS API, each as its own app (no chunk
// shared between them), into `<staticDir>/bench/vuetify/` and `<staticDir>/bench/plain/`, where
// the bench's server serves them beside the portal on the same origin (same API, same CSP, same
// pre-compressed copies). Nothing of them ships in the portal's own build.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Builds both reference pages into `<staticDir>/bench/`. */
export async function buildReferencePages(staticDir) {
  for (const page of ['vuetify', 'plain']) {
    await build({
      configFile: false,
      root: `${here}${page}`,
      base: `/bench/${page}/`,
      publicDir: false,
      logLevel: 'warn',
      // The leanest production build of Vue: no options API, no devtools hooks.
      define: {
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      build: {
        outDir: fileURLToPath(new URL(`bench/${page}/`, `file://${process.cwd()}/${staticDir}/`)),
        emptyOutDir: true,
        target: 'es2022',
        chunkSizeWarningLimit: 1000,
      },
    });
  }
}
