// Answers checked at the boundary without a schema interpreter in the browser (issue #16): for each
// contract module (src/core/api/contract/*.ts) that builds TypeBox schemas, or imports one that does,
// this writes its browser version into src/core/api/browser-contract/ (checked in, so what runs is
// what you read): the same export names and types, endpoints carrying checks generated from their
// schemas. Browser code imports those; the server and the contract's tests import the contract.
//   npx tsx scripts/contract-checks.ts          writes the browser contract
//   npx tsx scripts/contract-checks.ts --check  fails if a file is missing, stale or left over (npm run lint)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { browserContractCalls, callsFile } from './browser-contract-calls.ts';
import { browserContractModule, type LoadedModule, type RuntimeFiles } from './browser-contract-module.ts';

const CONTRACT_DIR = fileURLToPath(new URL('../src/core/api/contract/', import.meta.url));
export const BROWSER_CONTRACT_DIR = fileURLToPath(
  new URL('../src/core/api/browser-contract/', import.meta.url),
);
const BIOME = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url));

/** A runtime (not type-only) import of TypeBox: `import Type, { type Static } from 'typebox'`. */
const TYPEBOX_VALUE_IMPORT = /^\s*import\s+(?!type\s)[^;]*?\bfrom\s+['"]typebox(?:\/[\w/]*)?['"]/m;
/** A runtime import of a sibling contract module: `import { getEmail } from './admin-emails.ts'`. */
const SIBLING_VALUE_IMPORT = /^\s*import\s+(?!type\s)[^;]*?\bfrom\s+['"]\.\/([\w-]+\.ts)['"]/gm;
/** The types a module declares: `export type OrderRow = …`, `export interface Page …`. */
const TYPE_EXPORT = /^export\s+(?:type|interface)\s+(\w+)/gm;

/** The contract modules of `dir` (not their tests). */
export function contractFiles(dir = CONTRACT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-d.ts'))
    .map((name) => `${dir}${name}`);
}

/** Whether a contract module builds schemas with TypeBox at run time. */
export function buildsSchemas(source: string): boolean {
  return TYPEBOX_VALUE_IMPORT.test(source);
}

/**
 * The contract modules that get a browser version: those that build schemas and those that import
 * one that gets it (admin.ts lists other modules' endpoints), given each module's source.
 */
export function twinned(sources: ReadonlyMap<string, string>): Set<string> {
  const twins = new Set([...sources].filter(([, source]) => buildsSchemas(source)).map(([file]) => file));
  for (let grown = true; grown; ) {
    grown = false;
    for (const [file, source] of sources) {
      if (twins.has(file)) continue;
      const imported = [...source.matchAll(SIBLING_VALUE_IMPORT)].map((match) => match[1]);
      if (imported.some((name) => [...twins].some((twin) => basename(twin) === name))) {
        twins.add(file);
        grown = true;
      }
    }
  }
  return twins;
}

/** Loads every contract module in Node, in one module graph (so that shared values stay shared). */
export async function loadContract(files: readonly string[]): Promise<LoadedModule[]> {
  const scope = register({ namespace: `contract-checks-${process.pid}-${Date.now()}` });
  try {
    const modules: LoadedModule[] = [];
    for (const file of files)
      modules.push({ file, exports: await scope.import(pathToFileURL(file).href, import.meta.url) });
    return modules;
  } finally {
    await scope.unregister();
  }
}

/** `code` formatted as `npm run format` would, so that the files pass `biome check`. */
function formatted(code: string, file: string, passes = 2): string {
  const format = (input: string) =>
    execFileSync(process.execPath, [BIOME, 'check', '--write', `--stdin-file-path=${file}`], {
      input,
      encoding: 'utf8',
    });
  // One pass does not always settle the long `&&` chains of the generated checks; the second does.
  return passes === 1 ? format(code) : format(format(code));
}

/**
 * The browser contract: file → content, for every contract module that gets a browser version, and
 * the calls (without answer checks) of every module that exports some (scripts/browser-contract-calls.ts).
 */
export async function browserContract(dir = CONTRACT_DIR, outDir = BROWSER_CONTRACT_DIR) {
  const files = contractFiles(dir);
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const twins = twinned(sources);
  const runtime: RuntimeFiles = {
    browserFile: (file) => (twins.has(file) ? `${outDir}${basename(file)}` : file),
    answerCheck: fileURLToPath(new URL('../src/core/api/client/answer-check.ts', import.meta.url)),
    isDateTime: fileURLToPath(new URL('../src/core/api/client/is-date-time.ts', import.meta.url)),
  };
  const modules = await loadContract(files);
  const written = new Map<string, string>();
  for (const module of modules) {
    const calls = browserContractCalls(module, modules, outDir);
    if (calls !== null) {
      const out = callsFile(module.file, outDir);
      // No answer checks in them: one pass settles them.
      written.set(out, formatted(calls, out, 1));
    }
    if (!twins.has(module.file)) continue;
    const types = [...(sources.get(module.file) ?? '').matchAll(TYPE_EXPORT)].map((match) => match[1] ?? '');
    const out = runtime.browserFile(module.file);
    written.set(out, formatted(browserContractModule(module, modules, runtime, types), out));
  }
  return written;
}

/** The differences between the browser contract on disk and `expected`, one line each. */
export function staleFiles(expected: ReadonlyMap<string, string>, outDir = BROWSER_CONTRACT_DIR): string[] {
  const onDisk = existsSync(outDir) ? readdirSync(outDir).map((name) => `${outDir}${name}`) : [];
  const problems: string[] = [];
  for (const [file, content] of expected) {
    if (!existsSync(file)) problems.push(`${file} is missing`);
    else if (readFileSync(file, 'utf8') !== content) problems.push(`${file} is not what the contract gives`);
  }
  for (const file of onDisk) if (!expected.has(file)) problems.push(`${file} has no contract module`);
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const expected = await browserContract();
  if (process.argv.includes('--check')) {
    const problems = staleFiles(expected);
    if (problems.length > 0) {
      console.error(`✘ the browser contract is not current (run npx tsx scripts/contract-checks.ts):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log(`✔ the browser contract is current (${expected.size} modules)`);
  } else {
    rmSync(BROWSER_CONTRACT_DIR, { recursive: true, force: true });
    mkdirSync(BROWSER_CONTRACT_DIR, { recursive: true });
    for (const [file, content] of expected) writeFileSync(file, content);
    console.log(`✔ wrote ${expected.size} modules to src/core/api/browser-contract/`);
  }
}
