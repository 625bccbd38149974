import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from '@typescript/typescript6';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryPackageJson } from './build-library.mjs';
import {
  buildElementTypes,
  foreignAugmentations,
  ownPropsOf,
  propertyName,
  typeName,
} from './build-types.mjs';
import { customElementsManifest } from './custom-elements-manifest.mjs';

const root = new URL('../', import.meta.url).pathname;

// An embedder's project beside ours (inside it, so `react` resolves to our node_modules) with the
// package installed under node_modules the way npm would: the package's package.json as
// build-library.mjs writes it, dist-types as the build writes it. Its imports go through the
// package's `exports` and their `types` conditions.
let project = '';
let written: string[] = [];
let errors: Record<string, string[]> = {};

const JSX = "import type {} from '@paperfield/customer-portal/jsx';\n";

/** An embedder's files, type-checked together: one valid, the others each with one mistake. */
const EMBEDDER_SNIPPETS = {
  valid: `${JSX}import type { CpOrdersElement } from '@paperfield/customer-portal/elements/cp-orders.js';
export const orders = (
  <cp-orders page-size="25" lang="en" theme="dark" client-id={4} api-base="/customerportal" className="wide"
    oncp-navigate={(event) => event.detail.path.toUpperCase()} />
);
export const all = <cp-orders page-size={-1} />;
export const tracking = <cp-tracking load-number="L2611-70001" access-token="abc" lang="zhHans" />;
export const ocean = <cp-tracking carrier="hellmann" container-number="MSCU1234565" data-x="1" title="Shipment" />;
export const stock = <cp-stock product="P1" oncp-level-change={(event) => event.detail.level} />;
export const element: CpOrdersElement | null = document.querySelector('cp-orders');
if (element) element.pageSize = 50;
`,
  unknownTag: `${JSX}export const x = <cp-order page-size="25" />;\n`,
  misspeltAttribute: `${JSX}export const x = <cp-orders pagesize="25" />;\n`,
  wrongTheme: `${JSX}export const x = <cp-orders theme="purple" />;\n`,
  notANumber: `${JSX}export const x = <cp-orders page-size="many" />;\n`,
  camelCaseAttribute: `${JSX}export const x = <cp-tracking loadNumber="L1" />;\n`,
  otherElementsAttribute: `${JSX}export const x = <cp-orders load-number="L1" />;\n`,
  otherElementsPageSize: `${JSX}export const x = <cp-tracking page-size="25" />;\n`,
  unknownLanguage: `${JSX}export const x = <cp-orders lang="fr" />;\n`,
  unknownPageSize: `${JSX}export const x = <cp-orders page-size="7" />;\n`,
  unknownCarrier: `${JSX}export const x = <cp-tracking carrier="dhl" container-number="MSCU1234565" />;\n`,
  eventNotFired: `${JSX}export const x = <cp-tracking oncp-navigate={() => undefined} />;\n`,
  eventDetail: `${JSX}export const x = <cp-orders oncp-navigate={(event) => event.detail.nope} />;\n`,
  loader: `import { watchElementTags } from '@paperfield/customer-portal/loader.js';
const tracking = document.createElement('cp-tracking');
tracking.loadNumber = 'L2611-70001';
watchElementTags({ 'cp-x': () => import('@paperfield/customer-portal/elements/cp-orders.js') });
`,
  loaderWrongProperty: `import '@paperfield/customer-portal';
document.createElement('cp-tracking').loadNumbr = 'L1';
`,
};

beforeAll(async () => {
  project = mkdtempSync(join(root, '.element-types-test-'));
  // Its own package.json, or TypeScript would resolve our package's name as a self-reference.
  writeFileSync(join(project, 'package.json'), '{ "name": "embedder", "private": true, "type": "module" }\n');
  const installed = join(project, 'node_modules/@paperfield/customer-portal');
  mkdirSync(installed, { recursive: true });
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(installed, 'package.json'), JSON.stringify(libraryPackageJson({ version })));
  written = await buildElementTypes(join(installed, 'dist-types'));
  errors = typeCheck({ ...EMBEDDER_SNIPPETS, manifestTypes: manifestTypesSnippet() });
});

/**
 * An embedder's file asserting, for every element, that each attribute's and event's type in
 * custom-elements.json (the JSDoc `{type}`) is the type its declarations have (from the source).
 */
function manifestTypesSnippet(): string {
  const elements = customElementsManifest().modules.flatMap((module) => module.declarations);
  const lines = ['type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;'];
  for (const element of elements) {
    const name = typeName(element.tagName);
    lines.push(
      `import type { ${name}EventMap, ${name}Properties } from '@paperfield/customer-portal/elements/${element.tagName}.js';`,
    );
    for (const attribute of element.attributes ?? []) {
      const property = `${name}Properties['${attribute.fieldName}']`;
      lines.push(
        `export const ${name}_${attribute.fieldName}: Same<NonNullable<${property}>, ${attribute.type?.text}> = true;`,
      );
    }
    for (const event of element.events ?? []) {
      const id = event.name.replaceAll('-', '_');
      lines.push(
        `export const ${name}_${id}: Same<${name}EventMap['${event.name}'], ${event.type?.text}> = true;`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Type-checks each snippet as its own .tsx file of the embedder's project; its errors by file. */
function typeCheck(snippets: Record<string, string>): Record<string, string[]> {
  const files = Object.entries(snippets).map(([name, code]) => {
    const file = join(project, `${name}.tsx`);
    writeFileSync(file, code);
    return file;
  });
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noEmit: true,
    // Our declarations are checked as strictly as the embedder's code.
    skipLibCheck: false,
    types: [],
  });
  const found: Record<string, string[]> = Object.fromEntries(Object.keys(snippets).map((name) => [name, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    // With the line it is about, which names the element and member in the manifestTypes file.
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.text.split('\n')[
            diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          ]
        : undefined;
    const text = line ? `${message} [${line.trim().slice(0, 120)}]` : message;
    const name = diagnostic.file?.fileName.slice(project.length + 1).replace(/\.tsx$/, '') ?? 'global';
    found[name] = [...(found[name] ?? []), `TS${diagnostic.code}: ${text}`];
  }
  return found;
}

describe('dist-types (rollup-plugin-dts)', () => {
  it('writes one declaration file per element, the JSX typings and the loader', () => {
    expect(written).toEqual(expect.arrayContaining(['elements/cp-orders.d.ts', 'jsx.d.ts', 'loader.d.ts']));
    const orders = readFileSync(
      join(project, 'node_modules/@paperfield/customer-portal/dist-types/elements/cp-orders.d.ts'),
      'utf8',
    );
    expect(orders).toContain("'cp-orders': CpOrdersElement;");
    expect(orders).toContain('Rows per page to start with');
    expect(orders).not.toMatch(/from '\.\.?\/.*src\//);
  });

  it('given a React embedder, valid elements and attributes compile', () => {
    expect(errors.valid).toEqual([]);
    expect(errors.global ?? []).toEqual([]);
    // Nor do the declarations themselves have an error (the program checks them: skipLibCheck off).
    const inDeclarations = Object.entries(errors).filter(([name]) => name.startsWith('node_modules/'));
    expect(inDeclarations).toEqual([]);
  });

  it('given an unknown tag, a misspelt attribute or a wrong value, the embedder does not compile', () => {
    expect(errors.unknownTag?.join()).toMatch(
      /TS2339: Property 'cp-order' does not exist on type 'JSX.IntrinsicElements'/,
    );
    expect(errors.misspeltAttribute?.join()).toMatch(/'pagesize' does not exist/);
    expect(errors.wrongTheme?.join()).toMatch(/'"purple"' is not assignable/);
    expect(errors.notANumber?.join()).toMatch(/'"many"' is not assignable/);
    expect(errors.camelCaseAttribute?.join()).toMatch(/'loadNumber' does not exist/);
    expect(errors.eventDetail?.join()).toMatch(/'nope' does not exist/);
  });

  it('given an attribute or event of another portal element, or a value the docs refuse, it does not compile', () => {
    expect(errors.otherElementsAttribute?.join()).toMatch(
      /"load-number"[\s\S]*not assignable to type 'undefined'/,
    );
    expect(errors.otherElementsPageSize?.join()).toMatch(
      /"page-size"[\s\S]*not assignable to type 'undefined'/,
    );
    expect(errors.unknownLanguage?.join()).toMatch(/'"fr"' is not assignable/);
    expect(errors.unknownPageSize?.join()).toMatch(/'"7"' is not assignable/);
    expect(errors.unknownCarrier?.join()).toMatch(/'"dhl"' is not assignable/);
    expect(errors.eventNotFired?.join()).toMatch(/"oncp-navigate"[\s\S]*not assignable to type 'undefined'/);
  });

  it('given the manifest, each attribute and event has the type the declarations give it', () => {
    expect(errors.manifestTypes).toEqual([]);
  });

  it('given the loader or an element module, the tag map types querySelector and createElement', () => {
    expect(errors.loader).toEqual([]);
    expect(errors.loaderWrongProperty?.join()).toMatch(/'loadNumbr' does not exist/);
  });
});

describe('build-types helpers', () => {
  it('given the declarations, no module but ours is augmented outside the opt-in jsx and vue files', () => {
    const installed = join(project, 'node_modules/@paperfield/customer-portal/dist-types');
    const files = Object.fromEntries(
      written.map((file) => [file, readFileSync(join(installed, file), 'utf8')]),
    );
    expect(files['vue.d.ts']).toContain("declare module 'vue'");
    expect(foreignAugmentations(files)).toEqual([]);
    // What the check finds (loader.d.ts had axios's until the augmentation moved to an ambient file).
    expect(
      foreignAugmentations({
        'loader.d.ts': "declare function signIn(): void;\ndeclare module 'axios' {\n}\n",
        'jsx.d.ts': "declare module 'react' {\n}\n",
      }),
    ).toEqual(["loader.d.ts: declare module 'axios'"]);
  });

  it('names properties and types after attributes and tags', () => {
    expect(propertyName('page-size')).toBe('pageSize');
    expect(propertyName('lang')).toBe('lang');
    expect(typeName('cp-price-list')).toBe('CpPriceList');
  });

  it('given a registration module, it finds the props type argument and its module, or the attribute kinds', () => {
    expect(
      ownPropsOf(`import { T, type TrackingProps } from './TrackingElement.tsx';
export const CpTracking = defineElement<TrackingProps>('cp-tracking', T, { props: { loadNumber: 'string' } });`),
    ).toEqual({
      typeName: 'TrackingProps',
      typeModule: './TrackingElement.tsx',
      kinds: { loadNumber: 'string' },
    });
    expect(
      ownPropsOf(
        "export const CpX = defineElement('cp-x', X, { props: { userId: 'number', open: 'boolean' } });",
      ),
    ).toEqual({ kinds: { userId: 'number', open: 'boolean' } });
  });
});
