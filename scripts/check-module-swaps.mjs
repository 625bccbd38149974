// What you read is what runs: no module of ours is swapped for another file behind an import
// condition. Fails on a package.json `imports`/`exports` entry with conditions (`browser`, `node`,
// `default` …) whose targets are our source, and on a `resolve.alias` or `resolve.conditions` in a
// Vite config that points into src/. Generated code is a checked-in file instead
// (src/core/api/browser-contract/, scripts/contract-checks.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The tree to check: the repository, or the folder given (a test plants faults in a copy).
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const problems = [];

/** Every target string under a package.json map value, with the conditions that lead to it. */
function* targets(value, conditions = []) {
  if (typeof value === 'string') yield { target: value, conditions };
  else if (Array.isArray(value)) for (const item of value) yield* targets(item, conditions);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      yield* targets(item, key.startsWith('.') || key.startsWith('#') ? conditions : [...conditions, key]);
}

const ourSource = (target) => /^(\.\/)?src\//.test(target);

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
for (const field of ['imports', 'exports'])
  for (const { target, conditions } of targets(manifest[field]))
    if (conditions.length > 0 && ourSource(target))
      problems.push(
        `package.json "${field}" maps a module to ${target} under the condition ${conditions.join(' → ')}`,
      );

// `alias: { … 'src/…' }`, `alias: [{ find, replacement: '/src/…' }]`, `conditions: […]` in a Vite config.
const viteConfigs = readdirSync(root).filter((name) => /^vite(\..+)?\.config\.(ts|mts|js|mjs)$/.test(name));
for (const name of viteConfigs) {
  const text = readFileSync(join(root, name), 'utf8');
  const alias = /\balias\s*:\s*(\{[\s\S]*?\}|\[[\s\S]*?\])\s*[,}]/.exec(text);
  if (alias && /src\//.test(alias[1] ?? ''))
    problems.push(`${name}: resolve.alias maps a module to our source`);
  if (/\bconditions\s*:/.test(text)) problems.push(`${name}: resolve.conditions picks files by condition`);
}

if (problems.length > 0) {
  console.error('✘ modules swapped behind an import condition (import the file that runs by name):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`✔ no module swapped by an import condition (package.json, ${viteConfigs.length} Vite configs)`);
