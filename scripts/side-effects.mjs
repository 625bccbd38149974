// Checks package.json `sideEffects` against the code. The list is applied to our own sources by the
// build (Vite/Rolldown drop a module nothing is imported from unless the list names it), so a
// registration module missing from it disappears from the bundles without an error: a previous
// list naming only dist files dropped every Shoelace registration and the host showed bare tables.
// A module needs to be listed when its top level does more than declare — a statement that runs (a
// call, an `if`, a loop) or a `defineElement(…)` registration — or when another module imports it
// for its side effects only (`import './x.ts'`, `import './x.css'`): such an import names nothing,
// so a module not in the list is dropped with everything it registers. (A module that merely has
// such an import needs no entry: it is kept for what is imported from it, its imports with it.)
// Usage: node scripts/side-effects.mjs  (lists such modules; exits 1 when one is not in the list)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Browser code the build bundles; the reference API runs in Node and is never bundled. */
const BUNDLED_FOLDERS = ['src/core', 'src/ui', 'src/elements', 'src/host-app'];
const SKIPPED = /\.test(-d)?\.tsx?$|\.d\.ts$|[\\/]testing[\\/]/;

/** A `sideEffects` glob as bundlers read it: relative to the package, `*` within a folder, `**` across. */
export function globPattern(glob) {
  let pattern = glob.replace(/^\.\//, '');
  // A pattern without a slash matches a file name in any folder (webpack's and Rolldown's rule).
  if (!pattern.includes('/')) pattern = `**/${pattern}`;
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (pattern.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether a file (relative to the package root, `/` separated) is in the `sideEffects` list. */
export function listedAsSideEffect(file, globs) {
  return globs.some((glob) => globPattern(glob).test(file));
}

/**
 * What the module's top level does besides declaring (`effects`, empty when nothing) and the
 * modules it imports for their side effects only (`bareImports`, the specifiers).
 */
export function sideEffectsOf(source, fileName = 'module.ts') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const reasons = [];
  const bareImports = [];
  const isDefineElement = (node) =>
    node &&
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'defineElement';
  for (const statement of sourceFile.statements) {
    const line = sourceFile.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    if (ts.isImportDeclaration(statement)) {
      if (!statement.importClause && ts.isStringLiteral(statement.moduleSpecifier)) {
        bareImports.push(statement.moduleSpecifier.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      const registers = statement.declarationList.declarations.some((declaration) =>
        isDefineElement(declaration.initializer),
      );
      if (registers) reasons.push(`line ${line}: defineElement(…)`);
    } else if (
      ts.isExpressionStatement(statement) ||
      ts.isIfStatement(statement) ||
      ts.isIterationStatement(statement, false) ||
      ts.isTryStatement(statement) ||
      ts.isBlock(statement) ||
      ts.isSwitchStatement(statement)
    ) {
      reasons.push(`line ${line}: ${statement.getText().split('\n')[0]?.slice(0, 60)}`);
    }
  }
  return { effects: reasons, bareImports };
}

/**
 * Every bundled module (path relative to the package, `/` separated) that must be in the list,
 * with the reasons: its own top-level effects, and the modules importing it for its side effects.
 */
export function sideEffectModules(root = ROOT) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  const add = (file, reason) => found.set(file, [...(found.get(file) ?? []), reason]);
  /** @type {Map<string, ReturnType<typeof sideEffectsOf>>} */
  const analysed = new Map();
  const analyse = (path) => {
    if (!analysed.has(path)) {
      const source = existsSync(path) ? readFileSync(path, 'utf8') : '';
      analysed.set(path, sideEffectsOf(source, path));
    }
    return analysed.get(path);
  };
  /** Whether importing `path` runs anything: a style sheet, own effects, or a bare import that does. */
  const runs = (path, seen = new Set()) => {
    if (path.endsWith('.css')) return true;
    if (seen.has(path)) return false;
    seen.add(path);
    const { effects, bareImports } = analyse(path);
    return (
      effects.length > 0 ||
      bareImports.some((specifier) => !specifier.startsWith('.') || runs(resolveLocal(path, specifier), seen))
    );
  };
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !SKIPPED.test(path)) {
        const file = relative(root, path).replaceAll('\\', '/');
        const { effects, bareImports } = analyse(path);
        for (const effect of effects) add(file, effect);
        // Packages answer for their own files through their own package.json; a module imported
        // only for its types (a `declare module` augmentation) runs nothing and is not listed.
        for (const specifier of bareImports.filter((specifier) => specifier.startsWith('.'))) {
          const target = resolveLocal(path, specifier);
          if (runs(target))
            add(relative(root, target).replaceAll('\\', '/'), `imported for its side effects by ${file}`);
        }
      }
    }
  };
  for (const folder of BUNDLED_FOLDERS) if (existsSync(join(root, folder))) visit(join(root, folder));
  return [...found]
    .map(([file, reasons]) => ({ file, reasons }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The file a relative specifier names (without a `?query`). */
function resolveLocal(importer, specifier) {
  return resolve(dirname(importer), specifier.replace(/\?.*$/, ''));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const globs = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).sideEffects ?? [];
  let missing = 0;
  for (const { file, reasons } of sideEffectModules()) {
    const listed = listedAsSideEffect(file, globs);
    if (!listed) missing += 1;
    console.log(`${listed ? '✔' : '✖'} ${file}\n    ${reasons.join('\n    ')}`);
  }
  if (missing) {
    console.error(`✖ ${missing} module(s) with side effects are not in package.json sideEffects.`);
    process.exit(1);
  }
}
