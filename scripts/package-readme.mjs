// The generated parts of the package's README (library/README.md, which npm shows): the reference of
// every element (attributes, events, CSS properties, parts) from the Custom Elements Manifest, and
// the theme tokens from src/ui/theme/tokens.css. Each part sits between a pair of markers,
// `<!-- generated:<name> -->` … `<!-- /generated:<name> -->`, and everything outside them is
// written by hand. The manifest is computed from the elements' JSDoc, so no build is needed, and
// scripts/package-readme.test.ts fails when the README differs from what this writes.
// Usage: node scripts/package-readme.mjs [--write]  (prints the differing parts, or rewrites them)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { customElementsManifest } from './custom-elements-manifest.mjs';

export const README_FILE = fileURLToPath(new URL('../library/README.md', import.meta.url));
const TOKENS_FILE = fileURLToPath(new URL('../src/ui/theme/tokens.css', import.meta.url));
const PACKAGE_NAME = '@paperfield/customer-portal';

/** A table cell: one line, and pipes escaped so they do not end the cell (`'light' \| 'dark'`). */
const cell = (text) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
const code = (text) => `\`${cell(text)}\``;

/**
 * A JSDoc description split into what it says and its default: the sentence starting with
 * `Default` at its end (`Default 10.`, `Default: the page's portal language.`), if any.
 */
export function splitDefault(description = '') {
  const match = /^(.*?)\s*\bDefault:?\s+(.+?)\.?$/s.exec(description);
  if (!match || (match[1] && !/[.!?)]$/.test(match[1]))) return { text: description, default: '' };
  return { text: match[1], default: match[2] };
}

/** `CustomEvent<{ path: string }>` → `{ path: string }`: what the listener finds in `event.detail`. */
export function detailOf(eventType = '') {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(eventType.trim());
  return match ? match[1].trim() : eventType;
}

const table = (head, rows) =>
  rows.length === 0
    ? []
    : [
        `| ${head.join(' | ')} |`,
        `|${head.map(() => '---').join('|')}|`,
        ...rows.map((row) => `| ${row.join(' | ')} |`),
        '',
      ];

/** The markdown of one element: what it is, its import, then a table per kind of member. */
function elementSection(element, path) {
  const attributes = (element.attributes ?? []).map((attribute) => {
    const { text, default: fallback } = splitDefault(attribute.description);
    return [
      code(attribute.name),
      code(attribute.type?.text ?? ''),
      fallback ? cell(fallback) : '—',
      cell(text),
    ];
  });
  const events = (element.events ?? []).map((event) => [
    code(event.name),
    code(detailOf(event.type?.text)),
    cell(event.description ?? ''),
  ]);
  const named = (members) =>
    (members ?? []).map((member) => [code(member.name), cell(member.description ?? '')]);
  return [
    `### \`${element.tagName}\``,
    '',
    element.description ?? element.summary ?? '',
    '',
    `Module: \`${PACKAGE_NAME}/${path}\``,
    '',
    ...table(['attribute', 'type', 'default', 'description'], attributes),
    ...table(['event', 'detail', 'when'], events),
    ...table(['CSS property', 'description'], named(element.cssProperties)),
    ...table(['part', 'description'], named(element.cssParts)),
  ].join('\n');
}

/**
 * The element reference: an index of the tags, then one section per element, in tag order.
 * @param {{ modules: { path: string, declarations: import('./custom-elements-manifest.mjs').ElementDeclaration[] }[] }} [manifest]
 */
export function elementsReference(manifest = customElementsManifest()) {
  const elements = manifest.modules.flatMap((module) =>
    module.declarations.map((element) => ({ element, path: module.path })),
  );
  const index = table(
    ['element', 'what it is'],
    elements.map(({ element }) => [
      `[\`<${element.tagName}>\`](#${element.tagName})`,
      cell(element.summary ?? ''),
    ]),
  );
  return [...index, ...elements.map(({ element, path }) => elementSection(element, path))].join('\n').trim();
}

/**
 * The theme tokens every element takes (the first `:host` block of tokens.css: the primitives and
 * the semantic tokens) with their light default.
 */
export function themeTokens(css = readFileSync(TOKENS_FILE, 'utf8')) {
  const block = /:host\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  const tokens = [...block.matchAll(/(--cp-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    code(name),
    code(value),
  ]);
  return table(['token', 'light default'], tokens).join('\n').trim();
}

/** The generated parts by marker name. */
export function generatedParts() {
  return { elements: elementsReference(), 'theme-tokens': themeTokens() };
}

const markers = (name) => [`<!-- generated:${name} -->`, `<!-- /generated:${name} -->`];

/** The text between a part's markers in `readme`; throws when the markers are missing. */
export function partOf(readme, name) {
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`library/README.md has no ${start} … ${end} pair`);
  return readme.slice(from + start.length, to).trim();
}

/** `readme` with every generated part replaced by `parts`. */
export function withParts(readme, parts) {
  let result = readme;
  for (const [name, text] of Object.entries(parts)) {
    const [start, end] = markers(name);
    partOf(result, name);
    result = `${result.slice(0, result.indexOf(start) + start.length)}\n${text}\n${result.slice(result.indexOf(end))}`;
  }
  return result;
}

/** The names of the parts whose text in `readme` is not what `parts` holds. */
export function staleParts(readme, parts) {
  return Object.entries(parts)
    .filter(([name, text]) => partOf(readme, name) !== text)
    .map(([name]) => name);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readme = readFileSync(README_FILE, 'utf8');
  const parts = generatedParts();
  if (process.argv.includes('--write')) {
    writeFileSync(README_FILE, withParts(readme, parts));
    console.log(`✔ library/README.md: ${Object.keys(parts).join(', ')} written`);
  } else {
    const stale = staleParts(readme, parts);
    if (stale.length > 0) {
      console.error(
        `✖ library/README.md differs in: ${stale.join(', ')}; run node scripts/package-readme.mjs --write`,
      );
      process.exit(1);
    }
    console.log('✔ library/README.md matches the manifest');
  }
}
