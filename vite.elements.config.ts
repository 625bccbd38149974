import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { folderChunkGroups } from './scripts/folder-chunk-groups.mjs';
import { privateShoelaceTags } from './scripts/private-shoelace-tags.ts';
import { privateTrustedTypesPolicies } from './scripts/private-trusted-types-policies.ts';
import { thirdPartyNotices } from './scripts/third-party-notices.mjs';
import { filePondTrustedHtml } from './scripts/vite-filepond-trusted-html.mjs';
import { firstViewPreload } from './scripts/vite-first-view-preload.mjs';
import { leafletSvgProbe } from './scripts/vite-leaflet-svg-probe.mjs';
import { serverOnlyTypeBox } from './scripts/vite-server-only-typebox.mjs';

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
// and the kit once. Each group is a set of folders (a module belongs to the group of the deepest
// folder named, scripts/folder-chunk-groups.mjs) and the packages only it needs. A group also takes
// what its modules import statically, in this order: a group is listed before the groups whose
// folders hold its imports. What is loaded with import() (the password estimator, the body of page
// size All, the download code, the texts) gets a chunk of its own without a group.
const CHUNK_GROUPS = folderChunkGroups(
  [
    // Every element renders with React through r2wc.
    { name: 'react', packages: ['react', 'react-dom', 'scheduler', '@r2wc'] },
    // The page's options (defaults, meta, configure()): the loader's configure() imports them
    // statically, so they are a chunk of their own, not part of the runtime's.
    { name: 'config', folders: ['src/core/config/'] },
    // The first page's request (core/table/first-page/): a list element's entry imports it statically
    // and runs it before it imports React, the kit and the rest of the runtime. Ahead of 'core', so
    // that it takes the few core modules it uses and not the whole runtime. With it every list
    // element's first-page call (`src/elements/<x>/<x>-first-page.ts`): a new list needs no line here.
    { name: 'first-page', folders: ['src/core/table/first-page/', 'src/elements/*/*-first-page.ts'] },
    // The CSS texts the static first view adopts before React, which the kit and the table adopt
    // after it: loaded with import() by the first view beside the first page's answer, so not in
    // the entry. The kit's base in one chunk (every element's), the table's in another (the lists').
    {
      name: 'kit-styles',
      folders: [
        'src/ui/theme/tokens.css',
        'src/ui/theme/base.css',
        'src/ui/card-container/card-container.css',
      ],
    },
    {
      name: 'table-styles',
      folders: ['src/ui/data-table/first-view/first-view-styles.ts', 'src/ui/data-table/data-table.css'],
    },
    // The runtime; the libraries named because elements import some of their modules directly (useQuery).
    { name: 'core', folders: ['src/core/'], packages: ['@tanstack/query-core', 'i18next'] },
    // The static first view of a list element (src/ui/data-table/first-view/), loaded with import()
    // by its entry beside the first page's answer, with the two React-free modules of the table it
    // shares with the DataTable (cell formatting, the actions column's width). After 'core', whose
    // formatting it uses; ahead of the kit, which would take it along with React.
    {
      name: 'first-view',
      folders: [
        'src/ui/data-table/first-view/',
        'src/ui/data-table/format-cell.ts',
        'src/ui/data-table/action-columns.ts',
      ],
    },
    // The kit, with the Shoelace components every table or card shows, and the spinner: left out, it
    // went to the first group whose modules import it (dialog, which imports admin), and <cp-tracking>
    // downloaded the admin kit for its spinner.
    {
      name: 'ui',
      folders: ['src/ui/'],
      packages: [
        '@tanstack/react-query',
        'react-i18next',
        ...['alert', 'button', 'icon-button', 'input', 'spinner'].map(
          (c) => `@shoelace-style/shoelace/dist/components/${c}`,
        ),
      ],
    },
    // The data table (with TanStack Table): an element without a table, such as <cp-tracking> on a
    // partner site, does not download it.
    { name: 'data-table', folders: ['src/ui/data-table/'] },
    // The form fields (with Shoelace's select and its popup library, textarea, checkbox): for the
    // elements with a form, not for a list or tracking embed.
    { name: 'form', folders: ['src/ui/form/'] },
    // The staff screens' kit: for the cp-admin-* elements only.
    { name: 'admin', folders: ['src/ui/admin/'] },
    // Server HTML (news, memos, e-mails) and its sanitizer, DOMPurify: for the elements that show it.
    { name: 'server-html', folders: ['src/ui/server-html/'], packages: ['dompurify'] },
    // Dialogs (with Shoelace's sl-dialog) serve the admin elements only.
    { name: 'dialog', folders: ['src/ui/dialog/'] },
    // The list of deliveries at risk, shared by <cp-deliveries-at-risk> and the dashboard's block;
    // after the kit, which its modules import.
    { name: 'deliveries-at-risk', folders: ['src/ui/deliveries-at-risk/'] },
    // The password policy, its form rule and strength hint: for the forms where a new password is
    // typed (settings) only. Last, so that the groups above have taken the kit these modules import.
    { name: 'password-form', folders: ['src/core/password/', 'src/ui/password-form/'] },
  ],
  [
    // Each goes with the elements that import it (a chunk of its own when several do): the upload
    // protocol, the form validation, the areas' contracts, the call permissions (which name every
    // area's calls) and the hook that asks them.
    'src/core/upload/',
    'src/core/validation/',
    'src/core/api/contract/',
    'src/core/api/browser-contract/',
    'src/core/access/',
    'src/ui/may-call/',
    // Loaded with import(): the download code, the password estimator with its dictionaries
    // (~240 kB gzip) and the virtualised body of page size All with the virtualizer.
    'src/core/download/',
    'src/core/password-estimator/',
    // The live updates (docs/alerts.md#live-updates): the subscription goes with the elements that
    // subscribe, the connection is loaded with import() after their first view.
    'src/core/live/',
    'src/ui/data-table-virtual/',
  ],
);

/**
 * The chunk of one language's texts, `chunks/texts/<language>/<namespace>-[hash].js` (our locale
 * files and Shoelace's translations, each loaded with import() when its language is shown), so the
 * size check and tests can tell a page's language from the others; undefined for other chunks.
 */
export function textChunkFileName(facadeModuleId: string | null | undefined): string | undefined {
  const id = facadeModuleId?.replaceAll('\\', '/') ?? '';
  const locale = /\/locales\/(nl|en|de|zhHans)\/([a-z-]+)\.json$/.exec(id);
  if (locale) return `chunks/texts/${locale[1]}/${locale[2]}-[hash].js`;
  const shoelace = /\/@shoelace-style\/shoelace\/dist\/translations\/(nl|en|de|zh-cn)\.js$/.exec(id);
  if (shoelace) return `chunks/texts/${shoelace[1] === 'zh-cn' ? 'zhHans' : shoelace[1]}/shoelace-[hash].js`;
  return undefined;
}

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
  // privateTrustedTypesPolicies: our Lit and DOMPurify under private policy names (`cp-lit-html`, `cp-dompurify`).
  // thirdPartyNotices: the licence notices of the packages bundled into the chunks, beside them.
  // leafletSvgProbe, filePondTrustedHtml: Leaflet's and FilePond's innerHTML without Trusted Types reports.
  // serverOnlyTypeBox: a browser chunk with TypeBox (a contract module imported by browser code) fails the build.
  // firstViewPreload: an entry that loads its element with import() fetches all of that element's chunks at once.
  plugins: [
    serverOnlyTypeBox(),
    privateShoelaceTags(),
    privateTrustedTypesPolicies(),
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
      // A dozen lines of "[PLUGIN_TIMINGS]" on every build say that plugins take time on 2 cores, which
      // is known; they buried the one line that matters.
      checks: { bundlerTimings: false },
      output: {
        chunkFileNames: (chunk) => textChunkFileName(chunk.facadeModuleId) ?? 'chunks/[name]-[hash].js',
        codeSplitting: { groups: CHUNK_GROUPS },
        minify: true,
        comments: { annotation: false },
      },
    },
  },
});
