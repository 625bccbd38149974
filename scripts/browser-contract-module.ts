// The browser's version of a contract module (src/core/api/contract/*.ts), written by
// scripts/contract-checks.ts into src/core/api/browser-contract/ from the module as loaded in Node
// and checked in: the same export names and types, with each endpoint's response schema turned
// into a check that TypeBox's code generator (`Build`, the engine behind `typebox/compile`'s `Code`)
// writes as plain JavaScript — no interpreter, no `new Function` at run time — beside the schema as
// data, which is read only to name the problems of a refused answer (src/core/api/client/answer-problems.ts).
import { dirname, relative } from 'node:path';
import { Format } from 'typebox/format';
import { Build } from 'typebox/schema';
import { ANSWER_SCHEMA_KEYWORDS } from '../src/core/api/client/answer-problems.ts';

/** A loaded contract module: its file and its exports. */
export interface LoadedModule {
  readonly file: string;
  readonly exports: Readonly<Record<string, unknown>>;
}

/** Where the generated module goes and what it imports. */
export interface RuntimeFiles {
  /** The contract module's browser version: its twin in src/core/api/browser-contract/, or itself. */
  readonly browserFile: (contractFile: string) => string;
  /** Exports `generatedAnswerCheck(check, schema)`. */
  readonly answerCheck: string;
  /** Exports `isDateTime(text)`, the `date-time` format. */
  readonly isDateTime: string;
}

type Endpoint = { method: string; path: string; secure: boolean; response?: unknown };

const isEndpoint = (value: object): value is Endpoint =>
  'method' in value && typeof value.method === 'string' && 'path' in value && typeof value.path === 'string';

/** TypeBox marks its schemas with `~kind` (not enumerable, so the JSON of a schema is plain JSON Schema). */
const isTypeBoxSchema = (value: object) => Object.hasOwn(value, '~kind');

const specifier = (from: string, to: string) => {
  const path = relative(dirname(from), to).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** Refuses a response schema with a keyword the problem finder does not know, or a non-scalar constant. */
function assertAnswerKeywords(schema: unknown, where: string): void {
  if (typeof schema !== 'object' || schema === null) throw new Error(`${where}: not a schema`);
  for (const [keyword, value] of Object.entries(schema)) {
    if (!ANSWER_SCHEMA_KEYWORDS.includes(keyword) && !['title', 'description'].includes(keyword))
      throw new Error(`${where}: the browser's answer check does not know the keyword "${keyword}"`);
    if (keyword === 'format' && value !== 'date-time')
      throw new Error(`${where}: the browser's answer check does not know the format "${String(value)}"`);
    const scalar = (item: unknown) => item === null || ['string', 'number', 'boolean'].includes(typeof item);
    if (
      (keyword === 'const' && !scalar(value)) ||
      (keyword === 'enum' && !(value as unknown[]).every(scalar))
    )
      throw new Error(`${where}: only scalar constants are checked in the browser`);
    if (keyword === 'properties')
      for (const [key, property] of Object.entries(value as object))
        assertAnswerKeywords(property, `${where}/${key}`);
    if (keyword === 'items') assertAnswerKeywords(value, `${where}/items`);
    if (keyword === 'anyOf')
      for (const [index, branch] of (value as unknown[]).entries())
        assertAnswerKeywords(branch, `${where}/anyOf/${index}`);
  }
}

/** The plain JavaScript of TypeBox's generated check of `schema`: an expression of a `(value) => boolean`. */
export function generatedCheckSource(schema: object, isDateTime: () => string, where: string): string {
  const build = Build(schema as never);
  const code = build.Functions().join(';\n');
  // Guard, Hashing and CheckContext come from TypeBox's runtime, which the browser does not get.
  if (build.UseUnevaluated() || /\b(Guard|Hashing|CheckContext)\./.test(code))
    throw new Error(`${where}: TypeBox's generated check needs TypeBox's runtime`);
  const externals = build.External().variables.map((variable) => {
    if (variable instanceof RegExp) return String(variable);
    if (variable === Format.Get('date-time')) return isDateTime();
    throw new Error(`${where}: the generated check needs a value the browser build cannot write out`);
  });
  const external = build.External().identifier;
  return `/* @__PURE__ */ ((${external}) => {\n${code};\nreturn (value) => ${build.Entry()};\n})([${externals.join(', ')}])`;
}

/**
 * The browser module for `module`: every export under its name, except functions (schema builders,
 * which need TypeBox; a browser module importing one fails to build). Endpoints keep what the client
 * reads (method, path, secure) and their answer check; schemas stay as JSON Schema data (unused,
 * they are tree-shaken); constants are written out (frozen where they were); a value that is an
 * export of another contract module is imported from there, so `ADMIN_ENDPOINTS` holds the same
 * endpoints as admin-agents.ts exports.
 */
export function browserContractModule(
  module: LoadedModule,
  contract: readonly LoadedModule[],
  runtime: RuntimeFiles,
  typeNames: readonly string[] = [],
): string {
  const outFile = runtime.browserFile(module.file);
  const owners = new Map<object, { file: string; name: string }>();
  for (const other of contract)
    for (const [name, value] of Object.entries(other.exports))
      if (typeof value === 'object' && value !== null && !owners.has(value))
        owners.set(value, { file: other.file, name });

  const imports = new Map<string, Set<string>>();
  const importOf = (file: string, name: string, local: string) => {
    const names = imports.get(file) ?? new Set<string>();
    names.add(name === local ? name : `${name} as ${local}`);
    imports.set(file, names);
    return local;
  };
  const declarations: string[] = [];
  const locals = new Map<object, string>();
  const checks = new Map<string, string>();
  const answerCheck = (schema: unknown, where: string) => {
    assertAnswerKeywords(schema, where);
    const json = JSON.stringify(schema);
    const known = checks.get(json);
    if (known) return known;
    const local = `$answer${checks.size}`;
    const isDateTime = () => importOf(runtime.isDateTime, 'isDateTime', 'isDateTime');
    const check = generatedCheckSource(schema as object, isDateTime, where);
    const factory = importOf(runtime.answerCheck, 'generatedAnswerCheck', 'generatedAnswerCheck');
    declarations.push(`const ${local} = /* @__PURE__ */ ${factory}(${check}, ${json});`);
    checks.set(json, local);
    return local;
  };

  const ownNames = new Map<object, string>();
  for (const [name, value] of Object.entries(module.exports))
    if (typeof value === 'object' && value !== null && !ownNames.has(value)) ownNames.set(value, name);

  const write = (value: unknown, where: string): string => {
    if (value === undefined) return 'undefined';
    // String, not JSON, for numbers: JSON would write Infinity and NaN as null.
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
      return JSON.stringify(value);
    if (typeof value !== 'object') throw new Error(`${where}: a ${typeof value} cannot be written out`);
    if (value instanceof RegExp) return String(value);
    const known = locals.get(value);
    if (known) return known;
    const owner = owners.get(value);
    if (owner && owner.file !== module.file) {
      const local = `$${owner.name}$${locals.size}`;
      locals.set(value, importOf(runtime.browserFile(owner.file), owner.name, local));
      return local;
    }
    const own = ownNames.get(value);
    // An export of this module is declared once, before the first value that holds it.
    if (own) {
      declare(own, value);
      return own;
    }
    return literal(value, where);
  };
  const literal = (value: object, where: string): string => {
    const frozen = (code: string) =>
      Object.isFrozen(value) ? `/* @__PURE__ */ Object.freeze(${code})` : code;
    if (isEndpoint(value)) {
      const { method, path, secure, response } = value;
      const answer =
        response === undefined
          ? []
          : [`response: ${response === 'binary' ? '"binary"' : answerCheck(response, path)}`];
      return frozen(
        `{ ${[`method: ${JSON.stringify(method)}`, `path: ${JSON.stringify(path)}`, `secure: ${secure}`, ...answer].join(', ')} }`,
      );
    }
    if (isTypeBoxSchema(value)) return frozen(JSON.stringify(value));
    if (Array.isArray(value))
      return frozen(`[${value.map((item, index) => write(item, `${where}/${index}`)).join(', ')}]`);
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null)
      throw new Error(
        `${where}: an instance of ${prototype?.constructor?.name ?? 'a class'} cannot be written out`,
      );
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${write(item, `${where}/${key}`)}`,
    );
    return frozen(`{ ${entries.join(', ')} }`);
  };
  // Each export has the type of the contract's export: an endpoint keeps its schemas' static types.
  const typed = (name: string, code: string) => `const ${name}: typeof contract.${name} = ${code} as never;`;
  const declare = (name: string, value: unknown) => {
    const where = `${module.file}#${name}`;
    if (typeof value !== 'object' || value === null) {
      declarations.push(typed(name, write(value, where)));
      return;
    }
    if (locals.has(value)) return;
    locals.set(value, name);
    // Written first, so that what the value holds is declared before it.
    const code = value instanceof RegExp ? String(value) : literal(value, where);
    declarations.push(typed(name, code));
  };

  const exported: string[] = [];
  for (const [name, value] of Object.entries(module.exports)) {
    if (typeof value === 'function') continue;
    if (name === 'default') throw new Error(`${module.file}: a default export is not supported`);
    const first = typeof value === 'object' && value !== null ? ownNames.get(value) : name;
    if (first && first !== name) {
      exported.push(`${first} as ${name}`);
      continue;
    }
    declare(name, value);
    exported.push(name);
  }

  const source = specifier(outFile, module.file);
  const importLines = [
    `import type * as contract from ${JSON.stringify(source)};`,
    ...[...imports].map(
      ([file, names]) =>
        `import { ${[...names].join(', ')} } from ${JSON.stringify(specifier(outFile, file))};`,
    ),
  ];
  // A type of the contract under the name of an exported value (`OrderRow`) is declared beside it;
  // the other types come through `export type *` (a local export hides a star export's name).
  const shadowed = typeNames.filter((name) => exported.includes(name));
  return [
    `// GENERATED from ${source} by \`npx tsx scripts/contract-checks.ts\`; do not edit.`,
    '// The browser imports this module instead of the contract module: the same names and types, with',
    "// each endpoint's answer checked by code generated from its schema, and without TypeBox.",
    "// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.",
    '// @ts-nocheck',
    ...importLines,
    ...declarations,
    ...shadowed.map((name) => `type ${name} = contract.${name};`),
    `export { ${exported.join(', ')} };`,
    `export type * from ${JSON.stringify(source)};`,
    '',
  ].join('\n');
}
