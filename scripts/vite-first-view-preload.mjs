// Why it stays (issue 25 §5): the first page's request no longer needs it (the early page enters the
// query cache by key, src/ui/data-table/adopt-prefetched-page.ts), but the element's own chunks do:
// without it React, the kit and the runtime arrive one import level at a time after the entry
// (tests/e2e/embed-first-page.spec.ts: "Preloaded, not discovered"). Vite leaves preloads out of
// library builds on purpose (vitejs/vite#4097, after #3662); an option of Vite's to preload an
// entry's awaited import() chunks in library mode would retire this plugin.
//
// A Vite plugin for the element build: an entry that loads its element with import() (a list
// element: its first page's request leaves first, see src/core/table/first-page/first-page-prefetch.ts) would
// otherwise discover its chunks one level at a time — the imported chunk, then the chunks that
// one imports. Vite writes no preloads in library mode, so this plugin puts a line at the top of
// each such entry that imports every chunk of that first view at once: all are fetched in
// parallel, beside the first page's request. After it: the imports wait for a microtask, so the
// entry's own first statements (that request) go out first, ahead of the chunks in the browser's
// queue (over HTTP/1.1 a page has six connections per origin). import() rather than
// `<link rel="modulepreload">`: nothing is added to the embedding page's document, and it needs
// nothing that a strict policy (`script-src` of the element's origin, Trusted Types) forbids. A
// failure is left to the element's own import, which reports it.
//
// Only the import() calls of the entry module itself count (its first view, awaited at its top);
// those of the modules bundled with it are lazy (a dialog, the map) and are not preloaded.
import { dirname, posix, relative } from 'node:path';

const MARK = '/*first view*/';
const IMPORT = /import\("([^"]+)"\)/g;

/** The line that imports `paths` (relative to the entry) at once. */
export function preloadLine(paths) {
  const imports = paths.map((path) => `import(${JSON.stringify(path)})`).join(',');
  return `${MARK}queueMicrotask(()=>[${imports}].forEach(e=>e.catch(()=>{})));\n`;
}

/** The paths an entry's preload line names; [] when it has none. */
export function firstViewPreloads(code) {
  if (!code.startsWith(MARK)) return [];
  const line = code.slice(0, code.indexOf('\n'));
  return [...line.matchAll(IMPORT)].map((match) => match[1]);
}

/**
 * `file` and every chunk it imports statically, through the bundle, in import order; not the
 * modules left external (React in the React build, vite.elements-react.config.ts).
 */
function staticClosure(bundle, file, seen = new Set()) {
  if (seen.has(file) || !bundle[file]) return seen;
  seen.add(file);
  for (const imported of bundle[file]?.imports ?? []) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * @param {{ except?: readonly string[] }} [options] entries whose import() calls are not their first
 *   view (the lazy loader imports each element only when its tag appears)
 * @returns {import('vite').Plugin}
 */
export function firstViewPreload({ except = [] } = {}) {
  return {
    name: 'cp-first-view-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkOf = new Map();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId)
          chunkOf.set(output.facadeModuleId, output.fileName);
      }
      for (const entry of Object.values(bundle)) {
        if (entry.type !== 'chunk' || !entry.isEntry || !entry.facadeModuleId || except.includes(entry.name))
          continue;
        const ownImports = this.getModuleInfo(entry.facadeModuleId)?.dynamicallyImportedIds ?? [];
        const alreadyStatic = staticClosure(bundle, entry.fileName);
        const files = new Set();
        for (const id of ownImports) {
          const file = chunkOf.get(id);
          if (!file) continue;
          for (const chunk of staticClosure(bundle, file)) if (!alreadyStatic.has(chunk)) files.add(chunk);
        }
        if (files.size === 0) continue;
        const from = dirname(entry.fileName);
        const paths = [...files].map((file) => {
          const path = relative(from, file).split('\\').join(posix.sep);
          return path.startsWith('.') ? path : `./${path}`;
        });
        entry.code = preloadLine(paths) + entry.code;
        // One line more at the top: the source map's lines move down by one.
        const map = bundle[`${entry.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source);
          parsed.mappings = `;${parsed.mappings}`;
          map.source = JSON.stringify(parsed);
        } else if (entry.map) {
          entry.map.mappings = `;${entry.map.mappings}`;
        }
      }
    },
  };
}
