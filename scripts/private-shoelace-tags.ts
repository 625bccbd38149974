// Our copy of Shoelace under private tag names (`<cp-sl-button>` for `<sl-button>`), so that a page
// that loads its own Shoelace, of any 2.x version, before or after our elements keeps its `sl-*`
// tags, icon libraries and base path, and ours keep theirs (README "Embedding", DESIGN.md "Another
// Shoelace on the page"). Shoelace names tags as literal strings everywhere (define calls, templates,
// `static dependencies`, querySelector/closest/tagName comparisons, `::slotted(sl-icon)`), so the
// names are replaced in the code at build time, in Shoelace's modules and in ours alike.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** What is put in front of each Shoelace tag name in our code and our copy of Shoelace. */
const PRIVATE_TAG_PREFIX = 'cp-';

/**
 * Every component tag of the installed Shoelace, read from its manifest: all of them, not only
 * those the kit imports today, so a newly imported component cannot keep its public name.
 */
export function shoelaceTagNames(): string[] {
  const require = createRequire(import.meta.url);
  const manifest = require('@shoelace-style/shoelace/dist/custom-elements.json') as {
    modules: { declarations?: { tagName?: string }[] }[];
  };
  const tags = manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declaration) => declaration.tagName ?? []),
  );
  if (tags.length === 0)
    throw new Error('No tag names in @shoelace-style/shoelace/dist/custom-elements.json');
  return tags;
}

/**
 * Whole names only: not `--sl-input-height`, not `sl-tab` in `sl-tab-group`, not the id prefix
 * `sl-tab-`, not events such as `sl-change`. `sl-input` and `sl-select` are event names as well as
 * tags; they are renamed as events too, consistently (Shoelace's `emit` and its listeners, and our
 * React `onsl-input` props, which is what the optional `on` takes along).
 */
export function tagNamePattern(tags: readonly string[]): RegExp {
  const names = [...tags].sort((a, b) => b.length - a.length).map((tag) => tag.replaceAll('-', '\\-'));
  return new RegExp(`(?<![\\w-])(on)?(${names.join('|')})(?![\\w-])`, 'g');
}

/** A source map whose only edits are insertions at `offsets` of `code` (each `inserted` long). */
function insertionSourceMap(code: string, offsets: readonly number[], inserted: number, source: string) {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const vlq = (value: number) => {
    let rest = value < 0 ? (-value << 1) | 1 : value << 1;
    let text = '';
    do {
      const digit = rest & 31;
      rest >>>= 5;
      text += BASE64[rest > 0 ? digit | 32 : digit];
    } while (rest > 0);
    return text;
  };
  const lines: string[] = [];
  let previousSourceLine = 0;
  let previousSourceColumn = 0;
  let lineStart = 0;
  let next = 0;
  code.split('\n').forEach((line, lineIndex) => {
    // [generated column, source column] pairs: column 0, then at each insertion both the inserted
    // text and the text after it map back to the source column of the insertion point.
    const pairs: [number, number][] = [[0, 0]];
    let shift = 0;
    while (next < offsets.length && (offsets[next] ?? 0) <= lineStart + line.length) {
      const column = (offsets[next] ?? 0) - lineStart;
      pairs.push([column + shift, column], [column + shift + inserted, column]);
      shift += inserted;
      next++;
    }
    let previousGenerated = 0;
    const segments = pairs.map(([generated, column]) => {
      const segment =
        vlq(generated - previousGenerated) +
        vlq(0) +
        vlq(lineIndex - previousSourceLine) +
        vlq(column - previousSourceColumn);
      previousGenerated = generated;
      previousSourceLine = lineIndex;
      previousSourceColumn = column;
      return segment;
    });
    lines.push(segments.join(','));
    lineStart += line.length + 1;
  });
  return { version: 3, sources: [source], sourcesContent: [code], names: [], mappings: lines.join(';') };
}

/** `code` with every Shoelace tag name given the private prefix, how many, and a source map. */
export function renameShoelaceTags(code: string, pattern: RegExp, source = '') {
  const offsets: number[] = [];
  const renamed = code.replace(pattern, (_match, on: string | undefined, tag: string, offset: number) => {
    offsets.push(offset + (on?.length ?? 0));
    return `${on ?? ''}${PRIVATE_TAG_PREFIX}${tag}`;
  });
  return {
    code: renamed,
    count: offsets.length,
    map: insertionSourceMap(code, offsets, PRIVATE_TAG_PREFIX.length, source),
  };
}

const SHOELACE_MODULE = /[\\/]node_modules[\\/]@shoelace-style[\\/]shoelace[\\/].*\.(js|css)$/;

/**
 * The modules to rename in: our copy of Shoelace (not the aliased `shoelace-2-15`/`shoelace-2-20`
 * copies the browser tests load as a page's own Shoelace) and our own code under `src/`.
 */
export function isRenamedModule(id: string, root: string): boolean {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  if (SHOELACE_MODULE.test(path)) return true;
  const src = `${root.replaceAll('\\', '/').replace(/\/$/, '')}/src/`;
  return path.startsWith(src) && /\.(ts|tsx|css)$/.test(path) && !path.endsWith('.d.ts');
}

/**
 * The Vite plugin: renames before any other transform (JSX, CSS), in builds, in the dev server,
 * and in the dev server's dependency optimizer, which pre-bundles Shoelace without Vite's plugins.
 */
export function privateShoelaceTags(): Plugin {
  const pattern = tagNamePattern(shoelaceTagNames());
  let root = process.cwd();
  const transform = (code: string, id: string) => {
    if (!isRenamedModule(id, root)) return null;
    const result = renameShoelaceTags(code, pattern, id.split('?')[0]);
    return result.count === 0 ? null : { code: result.code, map: result.map };
  };
  return {
    name: 'cp-private-shoelace-tags',
    enforce: 'pre',
    config: () => ({
      optimizeDeps: {
        rolldownOptions: { plugins: [{ name: 'cp-private-shoelace-tags:optimizer', transform }] },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    transform,
  };
}
