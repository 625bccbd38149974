// Dependencies point down: host-app → elements → ui → core. Biome's noRestrictedImports keeps
// React out of src/core; this check keeps relative imports from climbing a layer, stops deep
// imports into another element's folder, and keeps the reference API out of browser code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The tree to check: the repository, or the folder given (a test plants faults in a copy).
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const layers = ['core', 'ui', 'elements', 'host-app'];
const rank = (layer) => layers.indexOf(layer);
const problems = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

/** `src/elements/<area>/cp-<name>.ts`: an element's public entry. */
const isRegistration = (target) => target.length === 4 && /^cp-[a-z][a-z0-9-]*\.ts$/.test(target[3] ?? '');

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
for (const file of files(join(root, 'src'))) {
  const [, from, ...rest] = relative(root, file).split(sep);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = relative(root, resolve(dirname(file), specifier)).split(sep);
    if (target[0] !== 'src') continue;
    const to = target[1];
    const where = `${relative(root, file)} imports ${specifier}`;
    if (to === 'reference-api' && from !== 'reference-api')
      problems.push(`${where}: browser code must not import the server`);
    // The contract and its call permissions, the password policy and estimator (one rule for browser
    // and server, issue 14 §6) and the number and date formats (a reprint shows figures as the table
    // does, issue 24 §2).
    const shared =
      to === 'core' &&
      (['api', 'access', 'password-estimator'].includes(target[2] ?? '') ||
        (target[2] === 'password' && /^password-[\w-]+\.ts$/.test(target[3] ?? '')) ||
        (target[2] === 'i18n' && /^(format|supported-languages)\.ts$/.test(target[3] ?? '')));
    if (from === 'reference-api' && to !== 'reference-api' && !shared) {
      problems.push(
        `${where}: the server shares only src/core/api (the contract), the password policy and the i18n formats with the browser`,
      );
    }
    if (layers.includes(from) && layers.includes(to) && rank(to) > rank(from)) {
      problems.push(`${where}: ${from} may not depend on ${to} (host-app → elements → ui → core)`);
    }
    // Another element's folder only through its registration module, src/elements/<area>/cp-*.ts.
    // (Files beside the area folders, such as the loader, are shared by all.)
    const intoOtherArea = target.length >= 4 && !(rest.length > 1 && target[2] === rest[0]);
    if (from === 'elements' && to === 'elements' && intoOtherArea && !isRegistration(target)) {
      problems.push(`${where}: another element's folder is reached only through its cp-*.ts`);
    }
  }
}
if (problems.length) {
  console.error(`Layer boundaries broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
