// Answers checked at the boundary without a schema interpreter in the browser (issue #16): for browser
// code (the element and host builds, and the dev server the browser tests use), each contract module
// that builds TypeBox schemas is replaced in place — same module id, same export names — by the
// module scripts/browser-contract-module.ts writes from it, whose endpoints carry checks generated
// from the schemas at build time. The server and the unit tests (Node) keep the TypeBox modules.
// TypeBox itself must then not reach browser code: an import of it fails the build, naming the importer.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { browserContractModule, type LoadedModule, type RuntimeFiles } from './browser-contract-module.ts';

const CONTRACT_DIR = fileURLToPath(new URL('../src/core/api/contract/', import.meta.url));
const RUNTIME: RuntimeFiles = {
  answerCheck: fileURLToPath(new URL('../src/core/api/client/answer-check.ts', import.meta.url)),
  isDateTime: fileURLToPath(new URL('../src/core/api/client/is-date-time.ts', import.meta.url)),
};

/** A runtime (not type-only) import of TypeBox: `import Type, { type Static } from 'typebox'`. */
const TYPEBOX_VALUE_IMPORT = /^\s*import\s+(?!type\s)[^;]*?\bfrom\s+['"]typebox(?:\/[\w/]*)?['"]/m;
const TYPEBOX_ID = /[\\/]node_modules[\\/]typebox[\\/]/;

/** The contract modules of `dir` (not their tests). */
export function contractFiles(dir = CONTRACT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${dir}${name}`);
}

/** Whether a contract module builds schemas with TypeBox at run time (and so gets a browser version). */
export function buildsSchemas(source: string): boolean {
  return TYPEBOX_VALUE_IMPORT.test(source);
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

/** Whether a hook runs for browser code (not for server-side rendering, Vitest, or the dependency scan). */
function forBrowser(
  environment: { config: { consumer: string } } | undefined,
  ssr: boolean | undefined,
): boolean {
  return !ssr && (environment ? environment.config.consumer === 'client' : true);
}

/** The Vite plugin: browser code gets the generated contract modules and no TypeBox. */
export function contractChecks(dir = CONTRACT_DIR): Plugin {
  let contract: Promise<LoadedModule[]> | undefined;
  const files = new Set(contractFiles(dir));
  return {
    name: 'cp-contract-checks',
    enforce: 'pre',
    watchChange(id) {
      if (files.has(id)) contract = undefined;
    },
    resolveId(source, importer, options) {
      // The dependency scan reads the contract modules before this plugin replaces them: let it pass.
      if ((options as { scan?: boolean }).scan || !forBrowser(this.environment, options.ssr)) return null;
      if (source === 'typebox' || source.startsWith('typebox/'))
        this.error(
          `TypeBox would reach browser code through ${importer ?? 'an entry'}: answers are checked by the checks ` +
            'scripts/contract-checks.ts generates; other checks are written by hand (see src/core/config/portal-config.ts).',
        );
      return null;
    },
    async transform(code, id, options) {
      const file = id.replace(/[?#].*$/, '');
      if (!files.has(file) || !forBrowser(this.environment, options?.ssr) || !buildsSchemas(code))
        return null;
      for (const each of files) this.addWatchFile(each);
      contract ??= loadContract([...files]);
      const modules = await contract;
      const module = modules.find((each) => each.file === file);
      if (!module) return null;
      const browser = browserContractModule(module, modules, RUNTIME);
      // Every line maps to the top of the contract module, so that the bytes count as its own.
      const mappings = browser
        .split('\n')
        .map(() => 'AAAA')
        .join(';');
      return {
        code: browser,
        map: { version: 3, sources: [file], sourcesContent: [code], names: [], mappings },
      };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const typebox = output.moduleIds.filter((moduleId) => TYPEBOX_ID.test(moduleId));
        if (typebox.length > 0)
          this.error(
            `TypeBox reached the browser chunk ${output.fileName}: ${typebox.slice(0, 3).join(', ')}`,
          );
      }
    },
  };
}
