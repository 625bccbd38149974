// The React build's files as the package ships them (react/, build-library.mjs). The two element
// builds hold many identical chunks (same content hash, same bytes): the texts, the map's world
// geometry, the password estimator's dictionaries, which do not involve React. The package ships
// each once, in elements/chunks/, and the React build's modules import those from there: 1.4 MB
// less installed, and a page with both builds fetches them once.
import { readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

// A relative module path in built code: "./chunks/x.js", `../texts/en/orders-x.js`.
const RELATIVE_JS = /(["'`])(\.\.?\/[^"'`\s]+\.js)\1/g;

/**
 * The files of the React build: [path in the package, content]; a chunk identical to the plain
 * build's is left out and the imports of it point to the plain build's copy.
 * @param {{ name: string, file: string }[]} files the React build's files (name relative to its folder)
 * @param {string} elementsDir the plain build's folder
 * @param {(name: string) => boolean} isShipped
 */
export function* reactBuildFiles(files, elementsDir, isShipped) {
  const shared = new Set();
  for (const { name, file } of files) {
    if (!name.startsWith('chunks/') || !isShipped(posix.basename(name))) continue;
    try {
      if (readFileSync(file).equals(readFileSync(join(elementsDir, name)))) shared.add(name);
    } catch {
      // Only in the React build.
    }
  }
  for (const { name, file } of files) {
    if (shared.has(name) || !isShipped(posix.basename(name))) continue;
    const content = readFileSync(file);
    if (!name.endsWith('.js')) {
      yield [`react/${name}`, content];
      continue;
    }
    const code = content.toString('utf8').replace(RELATIVE_JS, (match, quote, path) => {
      const target = posix.join(posix.dirname(name), path);
      if (!shared.has(target)) return match;
      const fromPackage = relative(dirname(`react/${name}`), `elements/${target}`)
        .split('\\')
        .join('/');
      return `${quote}${fromPackage.startsWith('.') ? fromPackage : `./${fromPackage}`}${quote}`;
    });
    yield [`react/${name}`, code];
  }
}
