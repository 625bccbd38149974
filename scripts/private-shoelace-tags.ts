// Why: our copy of Shoelace runs under private tag names (`<cp-sl-button>` for `<sl-button>`), so
// that a page that loads its own Shoelace, of any 2.x version, before or after our elements keeps
// its `sl-*` tags, icon libraries and base path, and ours keep theirs (README.md#embedding).
// Shoelace names its tags as literal strings everywhere (define calls, templates, `static
// dependencies`, querySelector/closest/tagName comparisons, `::slotted(sl-icon)`), so the names are
// replaced in Shoelace's own modules at build time (and in the dev server's pre-bundle). Our own
// source is not touched: it writes the private names (`<cp-sl-button>`, `'cp-sl-alert'`), typed for
// JSX by src/ui/shoelace/shoelace-jsx.d.ts.
// What would retire it: Shoelace defining its components under a tag name we choose (its
// non-registering `*.component.js` imports exist, but "custom tagnames are not fully supported yet",
// shoelace-style/shoelace#705), together with scoped custom element registries (whatwg/html#10854),
// so that each element's shadow root could register `sl-*` for itself.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** What is put in front of each Shoelace tag name in our copy of Shoelace. */
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
 * The modules to rename in: our copy of Shoelace only (not the aliased `shoelace-2-15`/`shoelace-2-20`
 * copies the browser tests load as a page's own Shoelace, nor our code).
 */
export function isRenamedModule(id: string): boolean {
  return SHOELACE_MODULE.test(id.split('?')[0]?.replaceAll('\\', '/') ?? '');
}

/**
 * The Vite plugin: renames in Shoelace's modules, in builds, in the dev server, and in the dev
 * server's dependency optimizer, which pre-bundles Shoelace without Vite's plugins.
 */
export function privateShoelaceTags(): Plugin {
  const pattern = tagNamePattern(shoelaceTagNames());
  const transform = (code: string, id: string) => {
    if (!isRenamedModule(id)) return null;
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
    transform,
  };
}
