// What the front-end build reads, and one fingerprint of it, so that `npm start` can skip a build whose
// output in dist/ already answers to the current sources (a restart should not cost a minute).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Folders and files the two Vite builds and the packaging scripts read. The reference API, tests and
// benchmarks are not built into dist/, so changing them does not call for a new build.
const INPUT_ROOTS = [
  'src',
  'locales',
  'public',
  'library',
  'scripts',
  'index.html',
  'vite.config.ts',
  'vite.elements.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const NOT_BUILT = [/^src\/reference-api\//, /\.test(-d)?\.tsx?$/, /\.test\.mjs$/, /\.bench\.ts$/];

/** Every file the front-end build reads, relative to `root`, sorted. */
export function frontEndInputs(root) {
  const files = [];
  const visit = (path) => {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(join(root, path))) visit(`${path}/${entry}`);
    } else if (!NOT_BUILT.some((pattern) => pattern.test(path))) files.push(path);
  };
  for (const input of INPUT_ROOTS) visit(input);
  return files.sort();
}

/** A hash of the names and contents of every front-end input (content, not mtime: a checkout touches every file). */
export function frontEndFingerprint(root) {
  const hash = createHash('sha256');
  for (const file of frontEndInputs(root)) {
    hash.update(relative(root, join(root, file)));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
