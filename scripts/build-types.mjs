// Writes the package's bundled declarations to dist-types/ (`npm run build`), from the same JSDoc
// as dist/custom-elements.json, so a new element gets its typings by existing:
//   dist-types/elements/cp-<x>.d.ts  the element's interface (its properties), its attributes and
//                                    events, and its HTMLElementTagNameMap entry; no React needed;
//   dist-types/jsx.d.ts              React's JSX.IntrinsicElements for every element, so a React
//                                    embedder's <cp-orders page-size="25"> is checked;
//   dist-types/loader.d.ts           the lazy loader's API, and every element's tag map entry.
// Each element's entry is generated as TypeScript that refers to the real source types (the
// common ElementProps, the element's own props type, PortalEventMap), and rollup-plugin-dts
// bundles what it needs of them, so the declarations cannot drift from the code.
// Usage: node scripts/build-types.mjs [out-dir]  (default dist-types)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { customElementsManifest, registrationFiles } from './custom-elements-manifest.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/**
 * Where the generated entry sources are written for rollup-plugin-dts, which reads them from disk;
 * inside the project (not node_modules, whose files TypeScript treats as a library's) and removed
 * after the build.
 */
const SCRATCH_PREFIX = join(ROOT, '.element-types-');
const ELEMENT_SHELL = join(ROOT, 'src/ui/element/element-shell.tsx');
const EVENTS = join(ROOT, 'src/ui/element/events.ts');
const LOADER = join(ROOT, 'src/elements/loader.ts');

/** `page-size` → `pageSize`: the property behind an attribute (the inverse of attributeName). */
export function propertyName(attribute) {
  return attribute.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase());
}

/** `cp-price-list` → `CpPriceList`. */
export function typeName(tag) {
  return tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());
}

const TS_OF_KIND = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

/**
 * What the registration module says about the element's own props beyond the common ones: the type
 * argument of `defineElement<P>(…)` and the module it is imported from, and the attribute kinds of
 * its `props` object (used where there is no type argument).
 * @returns {{ typeName?: string, typeModule?: string, kinds: Record<string, string> }}
 */
export function ownPropsOf(source, fileName = 'element.ts') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const imports = new Map();
  /** @type {{ typeName?: string, typeModule?: string, kinds: Record<string, string> }} */
  const result = { kinds: {} };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      for (const element of node.importClause?.namedBindings?.elements ?? []) {
        imports.set(element.name.text, node.moduleSpecifier.text);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineElement'
    ) {
      const [typeArgument] = node.typeArguments ?? [];
      if (typeArgument && ts.isTypeReferenceNode(typeArgument) && ts.isIdentifier(typeArgument.typeName)) {
        result.typeName = typeArgument.typeName.text;
      }
      const options = node.arguments[2];
      const props =
        options &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.find((property) => property.name?.getText() === 'props');
      if (props && ts.isPropertyAssignment(props) && ts.isObjectLiteralExpression(props.initializer)) {
        for (const property of props.initializer.properties) {
          if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
            result.kinds[property.name.getText()] = property.initializer.text;
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (result.typeName) result.typeModule = imports.get(result.typeName);
  return result;
}

/** A module specifier from the generated file `from` to the source file `to`. */
function specifier(from, to) {
  const path = relative(dirname(from), to).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The property behind a manifest attribute. */
const field = (attribute) => attribute.fieldName ?? propertyName(attribute.name);

/** A JSDoc block of a description, or nothing. */
function doc(text, indent = '') {
  return text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '';
}

/**
 * The TypeScript entry of one element for rollup-plugin-dts: the attributes and events the element's
 * JSDoc lists (`@attr`, `@event`), typed by the source's own prop and event types (the JSDoc
 * `{type}`s are the manifest's; build-types.test.ts checks that the two agree).
 * @param {import('./custom-elements-manifest.mjs').ElementDeclaration} element
 * @param {{ file: string, entryFile: string, own: ReturnType<typeof ownPropsOf> }} source
 */
export function elementEntrySource(element, { file, entryFile, own }) {
  const name = typeName(element.tagName);
  const lines = [
    `// Generated by scripts/build-types.mjs from the JSDoc of ${relative(ROOT, file).replaceAll('\\', '/')}.`,
    `import type { ElementProps } from '${specifier(entryFile, ELEMENT_SHELL)}';`,
    "import type { AttributeValue, ElementEvent } from '../element-types.ts';",
  ];
  let ownProps = '{}';
  if (own.typeName && own.typeModule) {
    const typeFile = resolve(dirname(file), own.typeModule);
    lines.push(`import type { ${own.typeName} } from '${specifier(entryFile, typeFile)}';`);
    ownProps = own.typeName;
  } else if (Object.keys(own.kinds).length) {
    ownProps = `{ ${Object.entries(own.kinds)
      .map(([prop, kind]) => `${prop}?: ${TS_OF_KIND[kind] ?? 'unknown'}`)
      .join('; ')} }`;
  }
  const attributes = element.attributes ?? [];
  const events = element.events ?? [];
  lines.push(
    '',
    `type Props = ElementProps & ${ownProps};`,
    '',
    doc(`The properties of \`<${element.tagName}>\`, one per documented attribute.`).trimEnd(),
    `export interface ${name}Properties {`,
    ...attributes.map(
      (attribute) =>
        `${doc(attribute.description, '  ')}  ${field(attribute)}?: Props['${field(attribute)}'];`,
    ),
    '}',
    '',
    doc(`The attributes of \`<${element.tagName}>\` and the values each accepts.`).trimEnd(),
    `export interface ${name}Attributes {`,
    ...attributes.map(
      (attribute) =>
        `${doc(attribute.description, '  ')}  '${attribute.name}'?: AttributeValue<${name}Properties['${field(attribute)}']>;`,
    ),
    '}',
    '',
    doc(`The DOM events \`<${element.tagName}>\` fires (they bubble out of its shadow root).`).trimEnd(),
    `export interface ${name}EventMap {`,
    ...events.map(
      (event) =>
        `${doc(event.description, '  ')}  '${event.name}': ElementEvent<'${event.name}'${event.type?.text ? `, ${event.type.text}` : ''}>;`,
    ),
    '}',
    '',
    doc(element.description ?? element.summary).trimEnd(),
    `export interface ${name}Element extends HTMLElement, Omit<${name}Properties, keyof HTMLElement> {}`,
    '',
    doc(`The class registered as \`<${element.tagName}>\` (by importing its module).`).trimEnd(),
    `export declare const ${element.name}: { new (): ${name}Element; prototype: ${name}Element };`,
    '',
    '// The shared types these name, so an embedder can name them too.',
    "export type { AttributeValue, ElementEvent, ElementProps, PortalEvent, PortalEventMap } from '../element-types.ts';",
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    `    '${element.tagName}': ${name}Element;`,
    '  }',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

/** Shared helpers of the generated entries. */
export function helperSource(entryFile) {
  return `import type { PortalEvent, PortalEventMap } from '${specifier(entryFile, EVENTS)}';

export type { ElementProps } from '${specifier(entryFile, ELEMENT_SHELL)}';
export type { PortalEvent, PortalEventMap };

/**
 * What an attribute accepts for a property of type T: text as it is, a number also as its text, a
 * boolean also as the empty string (a bare attribute); JSON attributes take their JSON text.
 */
export type AttributeValue<T> = [NonNullable<T>] extends [never]
  ? string
  : [NonNullable<T>] extends [string]
    ? NonNullable<T>
    : [NonNullable<T>] extends [number]
      ? NonNullable<T> | \`\${NonNullable<T>}\`
      : [NonNullable<T>] extends [boolean]
        ? boolean | '' | 'true' | 'false'
        : string;

/**
 * The DOM event fired under a name: a portal event with its typed detail, else the type the
 * element's JSDoc states (an event an element adds to PortalEventMap itself, such as cp-login-as,
 * is not in the bundled map).
 */
export type ElementEvent<K extends string, Stated = CustomEvent<unknown>> = K extends keyof PortalEventMap
  ? PortalEvent<K>
  : Stated;
`;
}

/** React's JSX typings of every element: checked attributes, \`on<event>\` listeners, ref and children. */
export function jsxSource(elements) {
  const imports = elements.map(
    (element) =>
      `import type { ${typeName(element.tagName)}Attributes, ${typeName(element.tagName)}Element, ${typeName(element.tagName)}EventMap } from './elements/${element.tagName}.ts';`,
  );
  return `// Generated by scripts/build-types.mjs: React 19 JSX typings of the portal's elements.
import type { HTMLAttributes, RefAttributes } from 'react';
${imports.join('\n')}

/**
 * The props of a portal element in React 19 JSX: its documented attributes with their values,
 * \`on<event>\` listeners for its events (React 19 adds them with addEventListener), and what any
 * HTML element takes (class, style, slot, aria-*, ref, children).
 */
export type PortalElementJsx<E extends HTMLElement, A, M> = Omit<HTMLAttributes<E>, keyof A> &
  RefAttributes<E> &
  A & { [K in keyof M & string as \`on\${K}\`]?: (event: M[K]) => void };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements
  .map((element) => {
    const name = typeName(element.tagName);
    return `      '${element.tagName}': PortalElementJsx<${name}Element, ${name}Attributes, ${name}EventMap>;`;
  })
  .join('\n')}
    }
  }
}
`;
}

/** The loader's own API (its tag map entries are added after bundling, see below). */
export function loaderSource(entryFile) {
  return `// Generated by scripts/build-types.mjs: the lazy loader.
export * from '${specifier(entryFile, LOADER)}';
`;
}

/**
 * Generates the entries and bundles them into `outDir` with rollup-plugin-dts.
 * @returns {Promise<string[]>} the files written, relative to outDir
 */
export async function buildElementTypes(outDir = join(ROOT, 'dist-types')) {
  const manifest = customElementsManifest();
  const files = new Map(registrationFiles().map(({ tag, file }) => [tag, file]));
  const elements = manifest.modules.flatMap((module) => module.declarations);
  const scratch = mkdtempSync(SCRATCH_PREFIX);
  try {
    return await bundleTypes(outDir, scratch, elements, files);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function bundleTypes(outDir, scratch, elements, files) {
  mkdirSync(join(scratch, 'elements'), { recursive: true });
  const write = (path, text) => writeFileSync(join(scratch, path), text);
  write('element-types.ts', helperSource(join(scratch, 'element-types.ts')));
  const input = {};
  for (const element of elements) {
    const file = files.get(element.tagName);
    const entryFile = join(scratch, 'elements', `${element.tagName}.ts`);
    const own = ownPropsOf(readFileSync(file, 'utf8'), file);
    write(`elements/${element.tagName}.ts`, elementEntrySource(element, { file, entryFile, own }));
    input[`elements/${element.tagName}`] = entryFile;
  }
  write('jsx.ts', jsxSource(elements));
  write('loader.ts', loaderSource(join(scratch, 'loader.ts')));
  input.jsx = join(scratch, 'jsx.ts');
  input.loader = join(scratch, 'loader.ts');

  const bundle = await rollup({
    input,
    // React's types stay a reference to the embedder's own @types/react.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    plugins: [
      dts({
        tsconfig: join(ROOT, 'tsconfig.json'),
        compilerOptions: {
          noEmitOnError: false,
          allowImportingTsExtensions: true,
          rewriteRelativeImportExtensions: false,
        },
      }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'EMPTY_BUNDLE') return;
      warn(warning);
    },
  });
  rmSync(outDir, { recursive: true, force: true });
  const { output } = await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: 'shared/[name].d.ts',
  });
  await bundle.close();
  // A page using the loader may hold any element: its declarations bring every tag map entry in.
  // Bundling drops type-only imports that name nothing, so these are added to the output.
  const loaderFile = join(outDir, 'loader.d.ts');
  const elementImports = elements.map((element) => `import './elements/${element.tagName}.js';\n`).join('');
  writeFileSync(loaderFile, `${elementImports}${readFileSync(loaderFile, 'utf8')}`);
  return output.map((chunk) => chunk.fileName);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? 'dist-types');
  const written = await buildElementTypes(outDir);
  console.log(`✔ ${written.length} declaration files in ${relative(process.cwd(), outDir) || '.'}`);
}
