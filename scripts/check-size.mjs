// Size budgets of the embeds (`npm test`, after the build): the gzip bytes of the JS and CSS a page
// holding only one element loads — the element's module and every chunk it imports statically,
// followed through the import statements, plus the texts of the page's language: every first render
// loads them with import() (`chunks/texts/<language>/…`, see vite.elements.config.ts), so a lazy
// import of a text chunk of the default language, nl, counts as if it were static. Other lazy
// chunks (import()) are left out, as the page only loads them on demand. Fails when an embed grows
// past its budget.
//
// To update a budget after a deliberate change: run `node scripts/check-size.mjs`, and set the
// budget to the measured figure rounded up by at most 5 % (budgets are not headroom for drift).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in gzip bytes; measured 2026-11-26: cp-orders 233 627 B, cp-tracking 260 057 B, each with
 * the Dutch text chunks of its first render (portal, ui, its own namespace, Shoelace's), + 3 %.
 */
/** Below this share of its budget an embed fails too (see below). */
const SHRINK_ALARM = 0.9;

export const BUDGETS = {
  'cp-orders': 240_700,
  'cp-tracking': 267_900,
};

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
 * Every file a page holding only `tag` in `language` loads: its module, the static import graph
 * under it and the text chunks of that language this graph imports lazily (and their imports).
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
  visit(join(elementsDir, `${tag}.js`));
  return [...seen];
}

/** Gzip bytes (level 9, as servers precompress) of the JS and CSS of those files, in total. */
export function gzipBytes(files) {
  return files
    .filter((file) => /\.(m?js|css)$/.test(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
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
  if (failed) {
    console.error('✖ An embed grew past its budget (scripts/check-size.mjs says how to update a budget).');
    process.exit(1);
  }
}
