// No import circles in src/ (issue 15 §3): a circle makes "what depends on what" unanswerable, lets
// module evaluation order decide whether a value is still undefined, and hides layering mistakes such
// as a data table that imports the pages that read it. Every edge counts:
// - `import type` / `export type … from`: erased by the compiler, but still a design dependency, so a
//   circle made only of type imports is still a circle;
// - `import()`: a lazy edge is still an edge of the module graph, and the routes table loading the pages
//   that import the table back is exactly the circle the issue names.
// Only relative specifiers are followed (packages cannot import us back); `import.meta.glob` is not an
// import and is not followed.
// Usage: node scripts/check-cycles.mjs [folder]  (default src; exits 1 and prints each circle as a chain)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** The module specifiers a source file names: imports, re-exports, `import()` and `import('…').Type`. */
export function specifiersOf(source, fileName = 'module.ts') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return specifiers;
}

/** The source file a relative specifier leads to, or null (a package, a stylesheet, a JSON file). */
function resolveSpecifier(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(importer), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) ?? null;
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every source file under `folder` (absolute path) with the source files it imports. */
export function importGraph(folder) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const file of sourceFiles(folder)) {
    const targets = specifiersOf(readFileSync(file, 'utf8'), file)
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target) => target !== null);
    graph.set(file, new Set(targets));
  }
  return graph;
}

/** The strongly connected components of the graph (Tarjan): files that all reach one another. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return components;
}

/** The shortest chain `start → … → start` inside one component (breadth first). */
function shortestCircle(graph, members, start) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (const file of queue) {
    for (const target of [...(graph.get(file) ?? [])].sort()) {
      if (target === start) {
        const chain = [start];
        for (let step = file; step !== start; step = cameFrom.get(step)) chain.splice(1, 0, step);
        return [...chain, start];
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The import circles of the graph: one entry per set of files that all reach one another, with its
 * files and chains (shortest circles) that between them pass through every file of the set, so each
 * import to cut is named. Empty when there is none.
 */
export function importCircles(graph) {
  return stronglyConnected(graph)
    .filter(([only, ...others]) => others.length > 0 || graph.get(only)?.has(only))
    .map((component) => {
      const files = component.sort();
      const members = new Set(files);
      const covered = new Set();
      const chains = [];
      for (const file of files) {
        if (covered.has(file)) continue;
        const chain = shortestCircle(graph, members, file);
        for (const step of chain) covered.add(step);
        chains.push(chain);
      }
      return { files, chains };
    });
}

/** A readable report of the circles, paths relative to `base`. */
export function describeCircles(circles, base) {
  const name = (file) => relative(base, file).replaceAll('\\', '/');
  return circles
    .map(
      ({ files, chains }) =>
        `${files.length} file(s) in one import circle:\n${chains.map((chain) => `  ${chain.map(name).join(' → ')}`).join('\n')}`,
    )
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = resolve(process.argv[2] ?? join(ROOT, 'src'));
  const circles = importCircles(importGraph(folder));
  if (circles.length) {
    console.error(
      `Import circles (type-only and import() edges count):\n${describeCircles(circles, dirname(folder))}`,
    );
    process.exit(1);
  }
}
