// Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the JSDoc of every
// element registration module src/elements/<area>/cp-<name>.ts, so that editors, Storybook and
// catalogues read the tags, attributes, events, CSS variables and parts we document in one place.
// Every event must state its type (`@event {CustomEvent<{ path: string }>} cp-navigate - …`): the
// script fails and names the tag otherwise. An attribute's type is not written in the JSDoc but read
// from the source, where the code takes it from (ElementProps, the element's own props type): the
// languages, page sizes, carriers and themes are unions there, so editors, the declarations
// (build-types.mjs) and the code share one list. A `{type}` on an `@attr` fails the script.
// Module paths are relative to the package root (dist/library/, see build-library.mjs), which
// holds the element modules under elements/ as dist/ does.
// Our own reader rather than @custom-elements-manifest/analyzer: the analyzer finds elements by
// their class declarations, and our modules declare none — they call defineElement('cp-…', …).
// Beside it, the editor data mapped from it (editor-data.mjs): vscode.html-custom-data.json, web-types.json.
// Usage: node scripts/custom-elements-manifest.mjs [out-file]  (default dist/custom-elements.json)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';
import { vsCodeCustomData, webTypes } from './editor-data.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ELEMENTS_DIR = join(ROOT, 'src/elements/');
const ELEMENT_SHELL = join(ROOT, 'src/ui/element/element-shell.tsx');
const REGISTRATION_FILE = /^(cp-[a-z][a-z0-9-]*)\.ts$/;

/** The registration modules, `{ tag, file }`, read from the folders as the element build does. */
export function registrationFiles(elementsDir = ELEMENTS_DIR) {
  const found = [];
  for (const area of readdirSync(elementsDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(join(elementsDir, area.name))) {
      const tag = REGISTRATION_FILE.exec(file)?.[1];
      if (tag) found.push({ tag, file: join(elementsDir, area.name, file) });
    }
  }
  return found.sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * `@attr {type} name - description` → `{ name, type?, description }` (type and dash optional). The
 * type may hold braces of its own (`{CustomEvent<{ path: string }>}`): it ends at the brace that
 * balances the first.
 */
export function parseTagText(text) {
  let rest = text.trim();
  let type;
  if (rest.startsWith('{')) {
    let depth = 0;
    const end = [...rest].findIndex((char) => {
      depth += char === '{' ? 1 : char === '}' ? -1 : 0;
      return depth === 0;
    });
    if (end < 0) return undefined;
    type = rest.slice(1, end);
    rest = rest.slice(end + 1).trim();
  }
  const match = /^(\S+)(?:\s+-)?\s*([\s\S]*)$/.exec(rest);
  if (!match) return undefined;
  const [, name, description] = match;
  return {
    name,
    ...(type ? { type: { text: type.trim() } } : {}),
    ...(description ? { description: description.replace(/\s+/g, ' ').trim() } : {}),
  };
}

/** The TypeScript type of an attribute kind of `defineElement`'s `props`. */
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

/**
 * The TypeScript of all an element's props, `ElementProps & …`: the type argument of
 * `defineElement<P>` (imported under `alias`, its module named by `specifierOf`), else an object
 * type of the attribute kinds of its `props`. With the import line that needs.
 * @param {ReturnType<typeof ownPropsOf>} own
 * @param {{ file: string, specifierOf: (path: string) => string, alias?: string }} where
 * @returns {{ imports: string[], type: string }}
 */
export function propsTypeSource(own, { file, specifierOf, alias = own.typeName }) {
  if (own.typeName && own.typeModule) {
    const from = specifierOf(resolve(dirname(file), own.typeModule));
    const name = alias === own.typeName ? own.typeName : `${own.typeName} as ${alias}`;
    return { imports: [`import type { ${name} } from '${from}';`], type: `ElementProps & ${alias}` };
  }
  const kinds = Object.entries(own.kinds).map(([prop, kind]) => `${prop}?: ${TS_OF_KIND[kind] ?? 'unknown'}`);
  return { imports: [], type: `ElementProps & ${kinds.length ? `{ ${kinds.join('; ')} }` : '{}'}` };
}

/**
 * @typedef {{ name: string, type?: { text: string }, description?: string, fieldName?: string }} Member
 * @typedef {{ kind: 'class', name: string, tagName: string, customElement: true, description?: string,
 *   summary?: string, attributes?: Member[], events?: Member[], cssProperties?: Member[],
 *   cssParts?: Member[] }} ElementDeclaration
 */

/** @type {Record<string, 'attributes' | 'events' | 'cssProperties' | 'cssParts'>} */
const MEMBER_TAGS = {
  attr: 'attributes',
  attribute: 'attributes',
  event: 'events',
  fires: 'events',
  cssproperty: 'cssProperties',
  cssprop: 'cssProperties',
  csspart: 'cssParts',
};

/** The element declarations of one module: each `export const X = defineElement('cp-…', …)`. */
export function declarationsOf(source, fileName = 'element.ts') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  /** @type {ElementDeclaration[]} */
  const declarations = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const variable of statement.declarationList.declarations) {
      const call = variable.initializer;
      if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
      if (call.expression.text !== 'defineElement' || !ts.isIdentifier(variable.name)) continue;
      const [tagArgument] = call.arguments;
      if (!tagArgument || !ts.isStringLiteralLike(tagArgument)) continue;
      declarations.push(declaration(variable.name.text, tagArgument.text, statement));
    }
  }
  return declarations;
}

/** @returns {ElementDeclaration} */
function declaration(name, tagName, statement) {
  /** @type {ElementDeclaration} */
  const result = { kind: 'class', name, tagName, customElement: true };
  // The JSDoc sits on the variable statement; the last block is the one next to the code.
  const doc = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc).at(-1);
  const description = ts.getTextOfJSDocComment(doc?.comment)?.replace(/\s+/g, ' ').trim();
  if (description) result.description = description;
  for (const tag of doc?.tags ?? []) {
    const tagName = tag.tagName.text;
    const text = ts.getTextOfJSDocComment(tag.comment) ?? '';
    if (tagName === 'summary') {
      result.summary = text.replace(/\s+/g, ' ').trim();
      continue;
    }
    const list = MEMBER_TAGS[tagName];
    const member = list && parseTagText(text);
    if (!member) continue;
    // The property behind an attribute, as defineElement maps them: page-size ↔ pageSize.
    if (list === 'attributes')
      member.fieldName = member.name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
    result[list] ??= [];
    result[list].push(member);
  }
  return result;
}

/**
 * `cp-orders: @event cp-error` for every event of the declarations without a type, and
 * `cp-orders: @attr {string} lang` for every attribute whose JSDoc states one (the source types it).
 */
export function membersWithoutType(declarations) {
  return declarations.flatMap((element) => [
    ...(element.attributes ?? [])
      .filter((member) => member.type?.text)
      .map(
        (member) => `${element.tagName}: @attr {${member.type?.text}} ${member.name} (no {type} on @attr)`,
      ),
    ...(element.events ?? [])
      .filter((member) => !member.type?.text)
      .map((member) => `${element.tagName}: @event ${member.name}`),
  ]);
}

/** A type as the manifest states it: a union of literals spelt out, not by its alias's name. */
function typeText(checker, type) {
  const flags = ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.NoTruncation;
  if (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean)) {
    return type.types.map((member) => checker.typeToString(member, undefined, flags)).join(' | ');
  }
  return checker.typeToString(type, undefined, flags);
}

/**
 * The type of every documented attribute of each element, read from the source with the type
 * checker: the common ElementProps and the element's own props (the type argument of
 * `defineElement<P>`, else the kinds of its `props`). Fails naming an attribute no prop declares.
 * @param {{ tag: string, file: string, attributes: Member[] }[]} elements
 * @returns {Map<string, Map<string, string>>} tag → attribute name → type text
 */
export function attributeTypesFromSource(elements) {
  const probe = join(ROOT, '.attribute-types.ts');
  const lines = [`import type { ElementProps } from '${ELEMENT_SHELL}';`];
  elements.forEach(({ file }, index) => {
    const own = ownPropsOf(readFileSync(file, 'utf8'), file);
    const props = propsTypeSource(own, { file, specifierOf: (path) => path, alias: `Own${index}` });
    lines.push(...props.imports);
    lines.push(`export type Props${index} = ${props.type};`);
  });
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  // The probe is read from memory: nothing is written into the project.
  const host = ts.createCompilerHost(options);
  const text = lines.join('\n');
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) =>
    name === probe
      ? ts.createSourceFile(name, text, ts.ScriptTarget.Latest)
      : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === probe || fileExists.call(host, name);
  host.readFile = (name) => (name === probe ? text : readFile.call(host, name));
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(probe)));
  const missing = [];
  const types = new Map();
  elements.forEach(({ tag, attributes }, index) => {
    const props = checker.getDeclaredTypeOfSymbol(exported.find((symbol) => symbol.name === `Props${index}`));
    const byName = new Map();
    for (const attribute of attributes) {
      const property = props.getProperty(attribute.fieldName);
      if (!property) {
        missing.push(`${tag}: @attr ${attribute.name} (no prop ${attribute.fieldName})`);
        continue;
      }
      byName.set(
        attribute.name,
        typeText(checker, checker.getNonNullableType(checker.getTypeOfSymbol(property))),
      );
    }
    types.set(tag, byName);
  });
  if (missing.length) {
    throw new Error(
      `custom-elements.json: an attribute the props do not declare:\n  ${missing.join('\n  ')}`,
    );
  }
  return types;
}

/**
 * The manifest, module paths relative to the package root, where the element build's
 * `elements/cp-<x>.js` are. Throws when an event has no type, an attribute states one or names no prop.
 */
export function customElementsManifest(elementsDir = ELEMENTS_DIR) {
  const found = registrationFiles(elementsDir).map(({ tag, file }) => ({
    tag,
    file,
    declarations: declarationsOf(readFileSync(file, 'utf8'), file),
  }));
  const elements = found.flatMap((module) => module.declarations);
  const untyped = membersWithoutType(elements);
  if (untyped.length) {
    throw new Error(
      `custom-elements.json: every event needs a {type} in its JSDoc tag (e.g. @event ` +
        `{CustomEvent<{ message: string }>} cp-error - …), and an attribute none (its type is the ` +
        `source's):\n  ${untyped.join('\n  ')}`,
    );
  }
  const attributeTypes = attributeTypesFromSource(
    found.flatMap(({ file, declarations }) =>
      declarations.map((element) => ({ tag: element.tagName, file, attributes: element.attributes ?? [] })),
    ),
  );
  for (const element of elements) {
    for (const attribute of element.attributes ?? []) {
      attribute.type = { text: attributeTypes.get(element.tagName)?.get(attribute.name) ?? 'string' };
    }
  }
  const modules = found.map(({ tag, declarations }) => {
    const path = `elements/${tag}.js`;
    return {
      kind: 'javascript-module',
      path,
      declarations,
      exports: declarations.flatMap((element) => [
        { kind: 'js', name: element.name, declaration: { name: element.name, module: path } },
        {
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name: element.name, module: path },
        },
      ]),
    };
  });
  return { schemaVersion: '2.1.0', modules };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outFile = process.argv[2] ?? 'dist/custom-elements.json';
  let manifest;
  try {
    manifest = customElementsManifest();
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  mkdirSync(dirname(outFile), { recursive: true });
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(outFile, json(manifest));
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  writeFileSync(join(dirname(outFile), 'vscode.html-custom-data.json'), json(vsCodeCustomData(manifest)));
  writeFileSync(
    join(dirname(outFile), 'web-types.json'),
    json(webTypes(manifest, { name: '@paperfield/customer-portal', version })),
  );
}
