import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { privateShoelaceTags } from './scripts/private-shoelace-tags.ts';
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
  // Not the upload protocol (core/upload/): it stays with the element that uploads. Not the areas'
  // contract modules, the call permissions (which name many areas' calls), the form validation or
  // the download code (loaded with import() on the first download) either: each goes with the
  // elements that import it (a chunk of its own when several do), and the contract modules the
  // runtime itself imports (common, account, authentication …) stay here.
  {
    name: 'core',
    test: /[\\/]src[\\/]core[\\/](?!upload[\\/]|validation[\\/]|api[\\/](browser-contract[\\/]|contract[\\/]|role-access\.)|table[\\/](save-file|content-disposition)\.)|[\\/]node_modules[\\/](@tanstack[\\/]query-core|i18next)[\\/]/,
  },
  // The kit, with the Shoelace components every table or card shows; not the form fields, nor the
  // call permissions (use-may-call, which takes every area's contract along) the admin screens ask.
  {
    name: 'ui',
    test: /[\\/]src[\\/]ui[\\/](?!data-table[\\/]|dialog[\\/]|server-html[\\/]|admin[\\/]|element[\\/]use-may-call\.|form[\\/](?!focus-first-invalid\.))|[\\/]node_modules[\\/](@tanstack[\\/]react-query|react-i18next|@shoelace-style[\\/]shoelace[\\/]dist[\\/]components[\\/](alert|button|icon-button|input)[\\/])/,
  },
  // Not the virtualised body of page size All: loaded with import() when All is chosen (below).
  { name: 'data-table', test: /[\\/]src[\\/]ui[\\/]data-table[\\/](?!DataTableVirtualBody\.)/ },
  // That body and the virtualizer (@tanstack/react-virtual): after 'data-table', which has taken the
  // rows and cells it imports.
  {
    name: 'data-table-virtual',
    test: /[\\/]src[\\/]ui[\\/]data-table[\\/]DataTableVirtualBody\.tsx$|[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
  },
  // The form fields (with Shoelace's select and its popup library, textarea, checkbox): for the
  // elements with a form, not for a list or tracking embed.
  {
    name: 'form',
    test: /[\\/]src[\\/]ui[\\/]form[\\/](?!PasswordStrengthHint\.|use-password-policy\.|focus-first-invalid\.)/,
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
  // thirdPartyNotices: the licence notices of the packages bundled into the chunks, beside them.
  // leafletSvgProbe, filePondTrustedHtml: Leaflet's and FilePond's innerHTML without Trusted Types reports.
  // serverOnlyTypeBox: a browser chunk with TypeBox (a contract module imported by browser code) fails the build.
  // firstViewPreload: an entry that loads its element with import() fetches all of that element's chunks at once.
  plugins: [
    serverOnlyTypeBox(),
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
