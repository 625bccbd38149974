// Every document a comment, a test or a page points at is in the repository, down to the heading
// (docs/README.md). A reference that dangles sends the next reader nowhere, and one to a document
// outside the repository ("spec §4", DESIGN.md, STYLE.md) sends them to a file a clone does not hold.
// Checked, in src/, tests/, scripts/, bench/, README.md and docs/:
// - `docs/<page>.md#<anchor>` and `<folder>/README.md#<anchor>`: the file exists and has a heading
//   with that GitHub-style anchor;
// - `README.md#<anchor>` and `README "<heading>"`: the root README has that heading;
// - markdown links `[text](target#anchor)` in the repository's markdown files: the target exists,
//   and an anchor into a markdown file names one of its headings;
// - no reference to the documents that are not in the repository.
// Usage: node scripts/check-doc-references.mjs [root]  (default the repository; exits 1 and prints
// each dangling reference as file:line)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FOLDERS = ['src', 'tests', 'scripts', 'bench', 'docs'];
const TEXT = /\.(?:ts|tsx|mts|mjs|js|cjs|css|sql|md|html|json)$/;
/** This check and its test name the outside documents on purpose. */
const SELF = /^scripts\/check-doc-references\./;

/** Documents that are not in the repository, as code used to cite them. */
const OUTSIDE = [
  { pattern: /\bspec\s*§/i, name: 'the functional spec ("spec §")' },
  { pattern: /\bspec \d+\.\d+\b/i, name: 'the functional spec ("spec N.N")' },
  { pattern: /\bportal-spec\b/, name: 'portal-spec.md' },
  { pattern: /\bDESIGN\.md\b/, name: 'DESIGN.md' },
  { pattern: /\bSTYLE\.md\b/, name: 'STYLE.md' },
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');
}

/** The anchors of a markdown text's headings (outside fenced code), repeated ones numbered as GitHub does. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1];
      else if (fenceMark[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else if (TEXT.test(entry.name)) files.push(path);
  }
  return files;
}

/** The dangling references of the repository at `root`, each as `file:line: what`. */
export function danglingReferences(root) {
  const anchorCache = new Map();
  const anchorsOfFile = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  const isFile = (path) => existsSync(path) && statSync(path).isFile();
  const problems = [];
  const files = [join(root, 'README.md'), ...FOLDERS.flatMap((folder) => filesUnder(join(root, folder)))];

  for (const file of files) {
    const name = relative(root, file).replaceAll('\\', '/');
    if (SELF.test(name) || !isFile(file)) continue;
    const text = readFileSync(file, 'utf8');
    const report = (index, what) => problems.push(`${name}:${lineOf(text, index)}: ${what}`);

    for (const { pattern, name: document } of OUTSIDE) {
      const global = new RegExp(pattern.source, `${pattern.flags}g`);
      for (const match of text.matchAll(global))
        report(match.index, `cites ${document}, which is not in the repository`);
    }

    // Repository paths of markdown files, from the root: docs/x.md#a, src/core/auth/README.md, README.md#a.
    for (const match of text.matchAll(
      /(?<![\w./-])((?:[\w-]+\/)*(?:docs\/[\w./-]*|README)\.md)(#[\w-]*)?/g,
    )) {
      const [, path, anchor] = match;
      if (name.endsWith('.md') && text[match.index - 1] === '(') continue; // a markdown link, below
      const target = join(root, path);
      if (!isFile(target)) report(match.index, `${path} does not exist`);
      else if (anchor && !anchorsOfFile(target).has(anchor.slice(1)))
        report(match.index, `${path} has no heading with the anchor ${anchor}`);
    }

    // README "Heading": a section of the root README by its title.
    for (const match of text.matchAll(/\bREADME(?:'s)? "([^"\n]+)"/g)) {
      if (!anchorsOfFile(join(root, 'README.md')).has(slugOf(match[1])))
        report(match.index, `README.md has no section "${match[1]}"`);
    }

    if (!name.endsWith('.md')) continue;
    // Markdown links, relative to the markdown file (outside fenced code is enough: links there are rare).
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1];
      if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // http:, https:, mailto:
      const [path, anchor] = link.split('#');
      const target = path ? resolve(dirname(file), path) : file;
      if (!existsSync(target)) report(match.index, `the link ${link} leads to no file`);
      else if (anchor !== undefined && target.endsWith('.md') && !anchorsOfFile(target).has(anchor))
        report(match.index, `the link ${link} names no heading of ${relative(root, target)}`);
    }
  }
  return problems;
}

function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = danglingReferences(resolve(process.argv[2] ?? ROOT));
  if (problems.length) {
    console.error(
      `References to documents or sections that do not exist (docs/README.md says where things are):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
}
