// Size budgets of the embeds (`npm test`, after the build): the gzip bytes of the JS and CSS a page
// holding only one element loads — the element's module and every chunk it imports statically,
// followed through the import statements; the first view its module loads with import() (a
// list element's entry sends its first request, then imports the element: the chunks its
// preload line names, see vite-first-view-preload.mjs); and the texts of the page's language: every
// first render loads them with import() (`chunks/texts/<language>/…`, see vite.elements.config.ts),
// so a lazy import of a text chunk of the default language, nl, counts as if it were static. Other
// lazy chunks (import()) are left out, as the page only loads them on demand. Fails when an embed
// grows past its budget.
// The same for the host's first load of its login page and its dashboard: what index.html names
// (module script, modulepreloads, stylesheets) and the chunks of the route's layout and page (and
// element), which the router requests at once, each followed through its static imports.
//
// To update a budget after a deliberate change: run `node scripts/check-size.mjs`, and set the
// budget to the measured figure rounded up by at most 5 % (budgets are not headroom for drift).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstViewPreloads } from './vite-first-view-preload.mjs';
import { FIRST_LOAD_ROUTES } from './vite-host-preloads.mjs';

/**
 * Budgets in gzip bytes, the measured figure + at most 5 %; measured 2026-11-26, after #16's lean
 * chunks: cp-orders 198 942 B, cp-tracking 234 013 B (each with its nl texts and first view).
 * 2026-11-28, after issue 28's configure() (the page's options in a chunk of their own, which the
 * loader imports; a runtime that takes options given late): cp-orders 205 657 B, cp-tracking 239 703 B.
 * Issue 29, the call permissions without answer checks: cp-orders 205 400 B, cp-tracking 239 459 B.
 */
/** Below this share of its budget an embed fails too (see below). */
const SHRINK_ALARM = 0.9;

export const BUDGETS = {
  'cp-orders': 210_000,
  'cp-tracking': 241_000,
};

/**
 * The host's first loads by path, gzip bytes; measured 2026-11-28, after #27's alerts: /login 219 538 B,
 * / 259 081 B (the runtime's call permissions and answer checks name the inbox, subscription, webhook
 * and live calls; the app bar's bell and its count; the dashboard's at-risk block). After issue 28's
 * configure(): /login 220 377 B, / 259 944 B. Issue 29, the call permissions and the routes table
 * naming calls without their answer checks (*.calls.ts) and the areas' contracts out of the runtime
 * chunk: /login 211 117 B, / 254 026 B.
 * Each route's lazily loaded modules are those whose chunks index.html names for it (FIRST_LOAD_ROUTES).
 */
export const HOST_BUDGETS = {
  '/login': 213_000,
  '/': 257_000,
};

/**
 * Above this, index.html's module script imports more than the login-token handoff: the entry must
 * take the token out of the address bar before the router, the runtime or analytics run (main.tsx).
 */
export const HOST_ENTRY_BUDGET = 3_000;

// A static import or re-export as the bundler writes it (`import{a as b}from"./x.js"`,
// `import"./x.js"`, `export{a}from"./x.js"`); `import(` (lazy) has no quote after `import`.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"']+)["']/g;

// A lazy import with a literal path, as the bundler writes it: import("./x.js") or import(`./x.js`).
const LAZY_IMPORT = /(?<![\w$.])import\(\s*(["'`])([^"'`$]+)\1\s*\)/g;

/** The language a page shows before anyone chose one (DEFAULT_LANGUAGE in core/i18n). */
export const DEFAULT_LANGUAGE = 'nl';

/** The module's statically imported files, relative ones only (nothing else is ours to ship). */
export function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]).filter((path) => path.startsWith('.'));
}

/** The module's lazily imported text chunks of `language` (`…/texts/<language>/…`). */
export function textImports(code, language) {
  return [...code.matchAll(LAZY_IMPORT)]
    .map((match) => match[2])
    .filter((path) => path.startsWith('.') && path.includes(`texts/${language}/`));
}

/**
 * Every file a page holding only `tag` in `language` loads: its module, the chunks of its first
 * view (its preload line), the static import graph under them and the text chunks of that language
 * this graph imports lazily (and their imports).
 */
export function embedFiles(elementsDir, tag, language = DEFAULT_LANGUAGE) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    if (!existsSync(file)) throw new Error(`${relative(elementsDir, file)} is imported but not built`);
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const path of [...staticImports(code), ...textImports(code, language)]) {
      visit(resolve(dirname(file), path));
    }
  };
  const entry = join(elementsDir, `${tag}.js`);
  visit(entry);
  if (existsSync(entry))
    for (const path of firstViewPreloads(readFileSync(entry, 'utf8'))) visit(resolve(elementsDir, path));
  return [...seen];
}

/** Every file under `dir` that `start` (a path in dir) needs before it runs: itself and its static imports. */
function staticClosure(dir, start, seen = new Set()) {
  if (seen.has(start)) return seen;
  if (!existsSync(start)) throw new Error(`${relative(dir, start)} is imported but not built`);
  seen.add(start);
  if (start.endsWith('.js')) {
    for (const path of staticImports(readFileSync(start, 'utf8')))
      staticClosure(dir, resolve(dirname(start), path), seen);
  }
  return seen;
}

/** What the host's index.html makes the browser load: its module scripts, modulepreloads and stylesheets. */
export function indexHtmlFiles(distDir) {
  // A <template>'s links (the first routes' chunks) load only when the entry moves them out.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8').replace(
    /<template\b[\s\S]*?<\/template>/g,
    '',
  );
  const files = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const script = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const link = /\brel="(?:modulepreload|stylesheet)"/.test(tag);
    const address = /\b(?:src|href)="\/([^"?#]+)"/.exec(tag)?.[1];
    if ((script || link) && address) files.push(join(distDir, address));
  }
  return files;
}

/**
 * Every file the host's first load of a route takes: what index.html names and the route's lazily
 * loaded `modules` (keys of the manifest), each with its static imports and their CSS.
 */
export function hostPageFiles(distDir, modules) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const cssOf = new Map(Object.values(manifest).map((chunk) => [join(distDir, chunk.file), chunk.css ?? []]));
  const starts = [...indexHtmlFiles(distDir)];
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the host build's manifest`);
    starts.push(join(distDir, manifest[module].file));
  }
  const seen = new Set();
  for (const start of starts) staticClosure(distDir, start, seen);
  for (const file of [...seen]) for (const css of cssOf.get(file) ?? []) seen.add(join(distDir, css));
  return [...seen];
}

/** index.html's module script with its static imports: what runs before the entry's first line. */
export function hostEntryFiles(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"?#]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  return [...staticClosure(distDir, join(distDir, entry))];
}

/** Gzip bytes (level 9, as servers precompress) of the JS and CSS of those files, in total. */
export function gzipBytes(files) {
  return files
    .filter((file) => /\.(m?js|css)$/.test(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** Checks the host's first loads against their budgets; prints each; true when one fails. */
function checkHost(distDir) {
  let failed = false;
  const entryFiles = hostEntryFiles(distDir);
  const entryBytes = gzipBytes(entryFiles);
  const entryOver = entryBytes > HOST_ENTRY_BUDGET;
  failed ||= entryOver;
  console.log(
    `${entryOver ? '✖' : '✔'} host entry and its static imports: ${entryBytes} B gzip in ${entryFiles.length} files, at most ${HOST_ENTRY_BUDGET} B`,
  );
  if (entryOver) {
    console.error(
      '✖ The host entry imports more than the login-token handoff statically: it would run before the token leaves the address bar.',
    );
  }
  for (const [path, budget] of Object.entries(HOST_BUDGETS)) {
    const modules = FIRST_LOAD_ROUTES[path];
    if (!modules) throw new Error(`no first-load route ${path} in scripts/vite-host-preloads.mjs`);
    const files = hostPageFiles(distDir, modules);
    const bytes = gzipBytes(files);
    const over = bytes > budget;
    const shrunk = bytes < budget * SHRINK_ALARM;
    failed ||= over || shrunk;
    console.log(
      `${over || shrunk ? '✖' : '✔'} host first load of ${path}: ${bytes} B gzip in ${files.length} files, budget ${budget} B (${((bytes / budget) * 100).toFixed(1)} %)`,
    );
    if (shrunk) {
      console.error(
        `✖ The host's first load of ${path} is far below its budget: check the page, then lower the budget.`,
      );
    }
    for (const file of files) console.log(`    ${relative(distDir, file)}`);
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const elementsDir = resolve(process.argv[2] ?? 'dist/elements');
  if (!existsSync(elementsDir)) {
    console.error(`✖ ${elementsDir} does not exist: run \`npm run build\` first.`);
    process.exit(1);
  }
  let failed = false;
  for (const [tag, budget] of Object.entries(BUDGETS)) {
    const files = embedFiles(elementsDir, tag);
    const bytes = gzipBytes(files);
    const share = ((bytes / budget) * 100).toFixed(1);
    const over = bytes > budget;
    // A sudden large drop is as suspicious as growth: code the element needs may have been
    // tree-shaken away (a package.json `sideEffects` list once dropped every Shoelace import).
    const shrunk = bytes < budget * SHRINK_ALARM;
    failed ||= over || shrunk;
    console.log(
      `${over || shrunk ? '✖' : '✔'} <${tag}> only: ${bytes} B gzip in ${files.length} files, budget ${budget} B (${share} %)`,
    );
    if (shrunk) {
      console.error(
        `✖ <${tag}> is far below its budget: check that the element still works, then lower the budget.`,
      );
    }
    for (const file of files) console.log(`    ${relative(elementsDir, file)}`);
    // Only the page's language: a text chunk of another language in the graph (imported
    // statically somewhere) would be downloaded by every page.
    const otherLanguages = files
      .map((file) => relative(elementsDir, file))
      .filter((file) => /(^|\/)texts\//.test(file) && !file.includes(`texts/${DEFAULT_LANGUAGE}/`));
    if (otherLanguages.length > 0) {
      failed = true;
      console.error(`✖ <${tag}> loads texts of another language: ${otherLanguages.join(', ')}`);
    }
  }
  const hostDir = resolve(elementsDir, '..');
  if (existsSync(join(hostDir, 'index.html'))) failed = checkHost(hostDir) || failed;
  else {
    console.error(`✖ ${hostDir}/index.html does not exist: the host build is missing.`);
    failed = true;
  }
  if (failed) {
    console.error(
      '✖ A first load grew past its budget (scripts/check-size.mjs says how to update a budget).',
    );
    process.exit(1);
  }
}
