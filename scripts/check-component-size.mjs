// No React component function over 120 lines (issue 25 §4): a component that long holds its
// controller and its view in one — state, calls and effects among the markup — and every later change
// makes it longer. Split it into a controller hook (`use-<screen>.ts`, react-admin's useListController
// idea) and small view parts, as DataTable, the admin screens, contact and stock do.
// A component here is a PascalCase function in a .tsx file: a function declaration, or a function or
// arrow function given to a PascalCase const (directly or wrapped, e.g. `memo(() => …)`). Its length
// runs from its first line (its JSDoc not counted) to its closing brace.
// Usage: node scripts/check-component-size.mjs [folder]  (default src; exits 1 and names each one)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The most lines a component function may have. */
export const MAX_COMPONENT_LINES = 120;

const isPascalCase = (name) => /^[A-Z][A-Za-z0-9]*$/.test(name);
const isFunction = (node) => node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** The function a PascalCase const holds: itself, or the first argument of a wrapper call (memo, forwardRef). */
function heldFunction(initializer) {
  if (isFunction(initializer)) return initializer;
  if (initializer && ts.isCallExpression(initializer)) return heldFunction(initializer.arguments[0]);
  return null;
}

/** The component functions of one .tsx source, each with its name, first line (1-based) and length in lines. */
export function componentsOf(source, fileName = 'module.tsx') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const components = [];
  const add = (name, node) => {
    const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
    const last = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
    components.push({ name, line: first + 1, lines: last - first + 1 });
  };
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body && isPascalCase(node.name.text)) {
      add(node.name.text, node);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isPascalCase(node.name.text)) {
      const held = heldFunction(node.initializer);
      if (held) add(node.name.text, held);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return components;
}

function* tsxFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* tsxFiles(path);
    } else if (entry.name.endsWith('.tsx')) yield path;
  }
}

/** The components over the limit in the .tsx files under `folder`, paths relative to the folder's parent. */
export function componentSizeProblems(folder) {
  const base = dirname(folder);
  const problems = [];
  for (const file of tsxFiles(folder)) {
    const path = relative(base, file).replaceAll('\\', '/');
    for (const { name, line, lines } of componentsOf(readFileSync(file, 'utf8'), file)) {
      if (lines > MAX_COMPONENT_LINES)
        problems.push(
          `${path}:${line} ${name} is ${lines} lines (limit ${MAX_COMPONENT_LINES}): move its state and calls into a controller hook and its markup into small view parts.`,
        );
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = componentSizeProblems(resolve(process.argv[2] ?? join(ROOT, 'src')));
  if (problems.length) {
    console.error(
      `Component functions over the limit:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
    process.exit(1);
  }
}
