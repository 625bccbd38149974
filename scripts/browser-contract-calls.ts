// The calls of a contract module without their answer checks (`src/core/api/browser-contract/<area>.calls.ts`),
// written by scripts/contract-checks.ts beside the module's browser version. The call permissions
// (core/access/role-access.ts) and the host's routes table name calls of every area, and need only
// their method, path and whether they are secure: importing the endpoints themselves put every
// area's answer checks into the runtime each route loads, the login page's too (issue 29).
import { basename, dirname, relative } from 'node:path';
import type { LoadedModule } from './browser-contract-module.ts';

type Call = { method: string; path: string; secure: boolean };

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  typeof value.method === 'string' &&
  'path' in value &&
  typeof value.path === 'string';

/** The calls module of contract module `file` in `outDir`: `contract/foo.ts` → `<outDir>foo.calls.ts`. */
export const callsFile = (file: string, outDir: string) =>
  `${outDir}${basename(file).replace(/\.ts$/, '.calls.ts')}`;

/**
 * The calls module for `module`, or null when it exports no call: each endpoint as its call
 * (method, path, secure), and each list of endpoints as the list of their calls; a call another
 * module exports is imported from that module's calls module.
 */
export function browserContractCalls(
  module: LoadedModule,
  contract: readonly LoadedModule[],
  outDir: string,
): string | null {
  const outFile = callsFile(module.file, outDir);
  const owners = new Map<object, { file: string; name: string }>();
  for (const other of contract)
    for (const [name, value] of Object.entries(other.exports))
      if (isCall(value) && !owners.has(value)) owners.set(value, { file: other.file, name });

  const imports = new Map<string, Set<string>>();
  const refer = (value: Call): string => {
    const owner = owners.get(value);
    if (!owner) throw new Error(`${module.file}: a listed endpoint is no contract module's export`);
    if (owner.file === module.file) return owner.name;
    const names = imports.get(owner.file) ?? new Set<string>();
    names.add(owner.name);
    imports.set(owner.file, names);
    return owner.name;
  };
  const declarations: string[] = [];
  const exported: string[] = [];
  for (const [name, value] of Object.entries(module.exports)) {
    if (isCall(value)) {
      const owner = owners.get(value);
      if (owner && owner.file !== module.file) continue;
      const { method, path, secure } = value;
      declarations.push(
        `const ${name}: Call = /* @__PURE__ */ Object.freeze({ method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)}, secure: ${secure} });`,
      );
      exported.push(name);
    } else if (Array.isArray(value) && value.length > 0 && value.every(isCall)) {
      declarations.push(
        `const ${name}: readonly Call[] = /* @__PURE__ */ Object.freeze([${value.map(refer).join(', ')}]);`,
      );
      exported.push(name);
    }
  }
  if (exported.length === 0) return null;
  const specifier = (to: string) => {
    const path = relative(dirname(outFile), to).replaceAll('\\', '/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const source = specifier(module.file);
  return [
    `// GENERATED from ${source} by \`npx tsx scripts/contract-checks.ts\`; do not edit.`,
    "// The module's calls without their answer checks, for the call permissions and the routes table.",
    "import type { Call } from '../endpoint.ts';",
    ...[...imports].map(
      ([file, names]) =>
        `import { ${[...names].sort().join(', ')} } from ${JSON.stringify(specifier(callsFile(file, outDir)))};`,
    ),
    ...declarations,
    `export { ${exported.join(', ')} };`,
    '',
  ].join('\n');
}
