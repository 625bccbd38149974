import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractChecks } from './scripts/contract-checks.ts';
import { privateShoelaceTags } from './scripts/private-shoelace-tags.ts';
import { thirdPartyNotices } from './scripts/third-party-notices.mjs';
import { filePondTrustedHtml } from './scripts/vite-filepond-trusted-html.mjs';
import { firstViewPreload } from './scripts/vite-first-view-preload.mjs';
import { leafletSvgProbe } from './scripts/vite-leaflet-svg-probe.mjs';

const elementsDir = fileURLToPath(new URL('./src/elements/', import.meta.url));

/**
 * One entry per element: the registration module `src/elements/<area>/cp-<name>.ts` of every
 * folder that has one, named after its tag. Read from the folders so that a new element ships by
 * existing, and a folder without a registration file ships nothing.
 */
export function elementEntries(dir = elementsDir): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const area of readdirSync(dir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(`${dir}${area.name}`)) {
      const tag = /^(cp-[a-z][a-z0-9-]*)\.ts$/.exec(file)?.[1];
      if (tag) entries[tag] = `${dir}${area.name}/${file}`;
    }
  }
  return entries;
}

// Shared chunks by layer, under stable names: a page with two elements fetches React, the runtime
// and the kit once. The data table (with TanStack Table) is a chunk of its own so that
// an element without a table, such as <cp-tracking> on a partner site, does not download it (the
// same for dialogs). A
// group also takes the packages its modules import; the runtime's libraries are named as well,
// because elements import some of their modules directly (useQuery) that the kit does not.
const CHUNK_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ },
  // The password estimator and its dictionaries (~240 kB gzip) are loaded with import() where a new
  // password is typed; ahead of 'core', which would otherwise take them into every element's graph.
  {
    name: 'password-estimator',
    test: /[\\/]src[\\/]core[\\/]validation[\\/]password-estimator\.ts$|[\\/]node_modules[\\/](@zxcvbn-ts|fastest-levenshtein)[\\/]/,
  },
  // The first page's prefetch (core/table/first-page-prefetch.ts), the few core modules it uses and
  // the list elements' first-page calls (<area>-first-page.ts): a list element's entry imports them
  // statically and runs them before it imports React, the kit and the rest of the runtime. Ahead of
  // 'core', which would otherwise take them with it.
  {
    name: 'first-page',
    test: /[\\/]src[\\/](core[\\/]table[\\/]first-page-prefetch|elements[\\/][a-z-]+[\\/][a-z-]+-first-page)\.ts$/,
  },
  // Not the upload protocol (core/upload/): it stays with the element that uploads.
  {
    name: 'core',
    test: /[\\/]src[\\/]core[\\/](?!upload[\\/]|validation[\\/](password-policy|new-password-rule|load-password-estimator)\.)|[\\/]node_modules[\\/](@tanstack[\\/]query-core|i18next)[\\/]/,
  },
  {
    name: 'ui',
    test: /[\\/]src[\\/]ui[\\/](?!data-table[\\/]|dialog[\\/]|server-html[\\/]|admin[\\/]|form[\\/](PasswordStrengthHint|use-password-policy)\.)|[\\/]node_modules[\\/](@tanstack[\\/]react-query|react-i18next)[\\/]/,
  },
  // Not the virtualised body of page size All: loaded with import() when All is chosen (below).
  { name: 'data-table', test: /[\\/]src[\\/]ui[\\/]data-table[\\/](?!DataTableVirtualBody\.)/ },
  // That body and the virtualizer (@tanstack/react-virtual): after 'data-table', which has taken the
  // rows and cells it imports.
  {
    name: 'data-table-virtual',
    test: /[\\/]src[\\/]ui[\\/]data-table[\\/]DataTableVirtualBody\.tsx$|[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
  },
  // The staff screens' kit (ui/admin): for the cp-admin-* elements only.
  { name: 'admin', test: /[\\/]src[\\/]ui[\\/]admin[\\/]/ },
  // Server HTML (news, memos, e-mails) and its sanitizer, DOMPurify: for the elements that show it.
  { name: 'server-html', test: /[\\/]src[\\/]ui[\\/]server-html[\\/]|[\\/]node_modules[\\/]dompurify[\\/]/ },
  // Dialogs (with Shoelace's sl-dialog) serve the admin elements only: a list or tracking embed
  // does not download them.
  { name: 'dialog', test: /[\\/]src[\\/]ui[\\/]dialog[\\/]/ },
  // The password policy, its form rule and strength hint serve the forms where a new password is
  // typed (settings) only. Last, so that the groups above have taken what these modules import:
  // a group takes its modules' imports too, and this one must not take the kit.
  {
    name: 'password-form',
    test: /[\\/]src[\\/](core[\\/]validation[\\/](password-policy|new-password-rule|load-password-estimator)|ui[\\/]form[\\/](PasswordStrengthHint|use-password-policy))\.tsx?$/,
  },
];

/**
 * The lazy loader (`loader.js`): one script tag for a page that imports each element's module when
 * its tag first appears. Its `import()` calls of the registration modules resolve to the element
 * entries above, so an element is the same module whether loaded directly or through the loader.
 */
export const LOADER_ENTRY = { loader: fileURLToPath(new URL('./src/elements/loader.ts', import.meta.url)) };

// The element library build (`npm run build`, after the host build): one self-registering ES
// module per element in dist/elements/, each loadable with a single <script type="module">, and
// the lazy loader.
export default defineConfig({
  // privateShoelaceTags: our Shoelace under private tag names (`cp-sl-*`), beside any Shoelace of the page.
  // thirdPartyNotices: the licence notices of the packages bundled into the chunks, beside them.
  // leafletSvgProbe, filePondTrustedHtml: Leaflet's and FilePond's innerHTML without Trusted Types reports.
  // contractChecks: answers checked by checks generated from the contract at build time, no TypeBox.
  // firstViewPreload: an entry that loads its element with import() fetches all of that element's chunks at once.
  plugins: [
    contractChecks(),
    privateShoelaceTags(),
    react(),
    thirdPartyNotices(),
    leafletSvgProbe(),
    filePondTrustedHtml(),
    firstViewPreload({ except: Object.keys(LOADER_ENTRY) }),
  ],
  // Library mode leaves process.env.NODE_ENV alone, which would bundle React's development build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Library mode does not minify ES output unless told to, and then keeps its whitespace and
    // /* @__PURE__ */ notes for a later bundler; these modules go to browsers as they are.
    minify: true,
    lib: {
      entry: { ...elementEntries(), ...LOADER_ENTRY },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: CHUNK_GROUPS },
        minify: true,
        comments: { annotation: false },
      },
    },
  },
});
