import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { Format } from 'typebox/format';
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerCheck } from '../src/core/api/client/answer-check.ts';
import type { AnswerSchema } from '../src/core/api/client/answer-problems.ts';
import { isDateTime } from '../src/core/api/client/is-date-time.ts';
import type { LoadedModule } from './browser-contract-module.ts';
import {
  BROWSER_CONTRACT_DIR,
  browserContract,
  buildsSchemas,
  contractFiles,
  loadContract,
  staleFiles,
  twinned,
} from './contract-checks.ts';
import { serverOnlyTypeBox } from './vite-server-only-typebox.mjs';

type Endpoint = { path: string; response?: unknown };
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** A value that matches `schema` (the keywords of the contract's answers). */
function valid(schema: AnswerSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const required = schema.required ?? [];
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valid(s)]),
      );
      return fc.record(properties, { requiredKeys: required as never });
    }
    case 'array':
      return fc.array(valid(schema.items ?? {}), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u'));
      return fc.string({ maxLength: 8 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `value` with one place broken: a node replaced by any JSON value, or a key taken out. */
function broken(value: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) for (const [index, item] of node.entries()) visit(item, [...path, index]);
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
  };
  visit(value, []);
  return fc
    .tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
    .map(([path, other, remove]) => {
      if (path.length === 0) return other;
      const copy = structuredClone(value) as Record<string | number, unknown>;
      let parent = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path.at(-1) as string | number;
      if (remove && !Array.isArray(parent)) delete parent[last];
      else parent[last] = other;
      return copy;
    });
}

const typeboxProblems = (schema: unknown, value: unknown) =>
  Value.Errors(schema as never, value)
    .slice(0, 3)
    .map((error) => ({ path: error.instancePath, message: error.message }));

describe('the browser contract modules', () => {
  let contract: LoadedModule[];
  let generated: Map<string, Record<string, unknown>>;
  let twins: Set<string>;

  beforeAll(async () => {
    contract = await loadContract(contractFiles());
    twins = twinned(new Map(contract.map((module) => [module.file, readFileSync(module.file, 'utf8')])));
    // The checked-in browser modules (src/core/api/browser-contract/), and the modules without one.
    generated = new Map();
    for (const module of contract)
      generated.set(
        basename(module.file),
        twins.has(module.file)
          ? await import(pathToFileURL(`${BROWSER_CONTRACT_DIR}${basename(module.file)}`).href)
          : module.exports,
      );
  }, 60_000);

  it('are what the contract gives now (npx tsx scripts/contract-checks.ts writes them)', async () => {
    expect(staleFiles(await browserContract())).toEqual([]);
  }, 120_000);

  /** The browser version of the contract module `file` (a path or a file name). */
  const browserModule = (file: string): Record<string, unknown> => {
    const module = generated.get(basename(file));
    if (!module) throw new Error(`no browser module for ${file}`);
    return module;
  };

  it('export the names of the contract modules, except the schema builders of those they replace', () => {
    for (const module of contract) {
      const replaced = twins.has(module.file);
      const names = Object.keys(browserModule(module.file)).sort();
      const expected = Object.entries(module.exports)
        .flatMap(([name, value]) => (replaced && typeof value === 'function' ? [] : [name]))
        .sort();
      expect(names, module.file).toEqual(expected);
    }
  });

  it('keep the constants the browser reads, and the endpoints another module lists', () => {
    const contact = browserModule('contact.ts');
    expect(contact.CUSTOMER_NUMBER_PATTERN).toEqual(/^[A-Za-z]+-\d+$/);
    expect(Object.isFrozen(contact.CONTACT_LIMITS)).toBe(true);
    expect(browserModule('tracking.ts').TRACKING_STATUSES).toContain('delivered');
    const adminEndpoints = browserModule('admin.ts').ADMIN_ENDPOINTS as unknown[];
    expect(adminEndpoints.includes(browserModule('admin-agents.ts').getAgentsTable)).toBe(true);
  });

  it('give every endpoint its method, path, secure flag and answer (a generated check, "binary" or none)', () => {
    let checked = 0;
    for (const module of contract)
      for (const [name, endpoint] of Object.entries(module.exports)) {
        if (!isEndpoint(endpoint)) continue;
        const browser = browserModule(module.file)[name] as Endpoint & Record<string, unknown>;
        expect(Object.keys(browser).sort()).toEqual(
          ['method', 'path', 'secure', ...(endpoint.response === undefined ? [] : ['response'])].sort(),
        );
        expect([browser.method, browser.path, browser.secure]).toEqual([
          (endpoint as Record<string, unknown>).method,
          endpoint.path,
          (endpoint as Record<string, unknown>).secure,
        ]);
        if (typeof endpoint.response === 'object') {
          expect(typeof (browser.response as AnswerCheck).check).toBe('function');
          checked++;
        } else expect(browser.response).toBe(endpoint.response);
      }
    expect(checked).toBeGreaterThan(50);
  });

  it('give every call, and every list of calls, without its answer check in the calls modules', async () => {
    let calls = 0;
    for (const module of contract) {
      const file = `${BROWSER_CONTRACT_DIR}${basename(module.file).replace(/\.ts$/, '.calls.ts')}`;
      const endpoints = Object.entries(module.exports).filter(([, value]) => isEndpoint(value));
      if (endpoints.length === 0) continue;
      const callsModule: Record<string, unknown> = await import(pathToFileURL(file).href);
      for (const [name, endpoint] of endpoints) {
        const { method, path, secure } = endpoint as Record<string, unknown>;
        expect(callsModule[name], `${file}#${name}`).toEqual({ method, path, secure });
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(100);
    const admin = await import(pathToFileURL(`${BROWSER_CONTRACT_DIR}admin.calls.ts`).href);
    const agents = await import(pathToFileURL(`${BROWSER_CONTRACT_DIR}admin-agents.calls.ts`).href);
    expect(admin.ADMIN_ENDPOINTS).toContain(agents.getAgentsTable);
    expect(admin.ADMIN_ENDPOINTS).toHaveLength(
      (browserModule('admin.ts').ADMIN_ENDPOINTS as unknown[]).length,
    );
  });

  it('check every answer as TypeBox does, and name the same first problems', () => {
    for (const module of contract)
      for (const [name, endpoint] of Object.entries(module.exports)) {
        if (!isEndpoint(endpoint) || typeof endpoint.response !== 'object') continue;
        const schema = endpoint.response as AnswerSchema;
        const browser = (browserModule(module.file)[name] as Endpoint).response as AnswerCheck;
        const agrees = (value: unknown) => {
          const accepted = Value.Check(schema as never, value);
          expect(browser.check(value), `${endpoint.path} ${JSON.stringify(value)}`).toBe(accepted);
          if (!accepted) expect(browser.problems(value, 3)).toEqual(typeboxProblems(schema, value));
        };
        fc.assert(
          fc.property(valid(schema), (value) => agrees(value) ?? true),
          { numRuns: 30 },
        );
        fc.assert(
          fc.property(valid(schema).chain(broken), (value) => agrees(value) ?? true),
          { numRuns: 60 },
        );
        fc.assert(
          fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => agrees(value) ?? true),
          { numRuns: 10 },
        );
      }
  });

  it('given a broken answer, the check refuses it (as TypeBox does) and names the place', () => {
    const orders = browserModule('orders.ts').getOrdersTable as Endpoint;
    const answer = orders.response as AnswerCheck;
    const row = { id: 'one', dateOrder: '2026-13' };

    expect(answer.check({ items: [] })).toBe(true);
    expect(answer.check({ items: [row] })).toBe(false);
    expect(answer.problems({ items: [row] }, 3).map((problem) => problem.path)).toEqual([
      '/items/0',
      '/items/0/id',
      '/items/0/dateOrder',
    ]);
  });
});

describe('isDateTime', () => {
  const piece = (options: readonly string[]) => fc.constantFrom(...options);
  const dateTimeLike = fc
    .tuple(
      piece(['2024', '2023', '1900', '2000', '0000', '999']),
      piece(['-02', '-12', '-13', '-00', '-1']),
      piece(['-29', '-28', '-30', '-31', '-00', '-32']),
      piece(['T', 't', ' ', '']),
      piece(['23:59:60', '00:00:00', '12:30:59.123', '24:00:00', '23:60:00', '7:00:00']),
      piece(['Z', 'z', '+01:00', '-00:01', '+23:59', '+24:00', '', '+0100']),
      piece(['', '[Europe/Amsterdam]', '[u-ca=japanese]', '[!+01:00]', '[..]', '[', 'x']),
    )
    .map((parts) => parts.join(''));

  it('agrees with the date-time format of TypeBox', () => {
    const typebox = Format.Get('date-time') as (text: string) => boolean;
    fc.assert(
      fc.property(fc.oneof(dateTimeLike, fc.string()), (text) => isDateTime(text) === typebox(text)),
      { numRuns: 3000 },
    );
    expect(isDateTime('2026-11-26T18:12:31Z')).toBe(true);
    expect(isDateTime('2026-11-26T18:12:31')).toBe(false);
  });
});

describe('which contract modules get a browser version', () => {
  it('those that build schemas with TypeBox at run time, and those that import one of them', () => {
    expect(buildsSchemas("import Type, { type Static } from 'typebox';")).toBe(true);
    expect(buildsSchemas("import type { TSchema } from 'typebox';")).toBe(false);
    expect(buildsSchemas("import { column } from './table-columns.ts';")).toBe(false);
    const sources = new Map([
      ['/c/orders.ts', "import Type from 'typebox';"],
      ['/c/admin.ts', "import { getOrdersTable } from './orders.ts';"],
      ['/c/table-columns.ts', "import type { OrderRow } from './orders.ts';"],
    ]);
    expect([...twinned(sources)].sort()).toEqual(['/c/admin.ts', '/c/orders.ts']);
  });
});

describe('serverOnlyTypeBox (the Vite plugin)', () => {
  const plugin = serverOnlyTypeBox();
  const failing = {
    error(message: string): never {
      throw new Error(message);
    },
  };

  it('fails the build when a chunk holds TypeBox code', () => {
    const bundle = (moduleIds: string[]) => ({
      'chunks/core.js': { type: 'chunk', fileName: 'chunks/core.js', moduleIds },
    });
    const generateBundle = (moduleIds: string[]) =>
      plugin.generateBundle.call(failing as never, {} as never, bundle(moduleIds) as never);
    expect(() =>
      generateBundle(['/p/src/core/a.ts', '/p/node_modules/typebox/build/value/check.mjs']),
    ).toThrow(/TypeBox reached the browser chunk chunks\/core\.js/);
    expect(() => generateBundle(['/p/src/core/a.ts'])).not.toThrow();
  });
});
