// Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the JSDoc of every
// element registration module src/elements/<area>/cp-<name>.ts, so that editors, Storybook and
// catalogues read the tags, attributes, events, CSS variables and parts we document in one place.
// Every attribute and event must state its type (`@attr {number} page-size - …`, `@event
// {CustomEvent<{ path: string }>} cp-navigate - …`): the script fails and names the tag otherwise.
// Module paths are relative to the package root (dist/library/, see build-library.mjs), which
// holds the element modules under elements/ as dist/ does.
// Our own reader rather than @custom-elements-manifest/analyzer: the analyzer finds elements by
// their class declarations, and our modules declare none — they call defineElement('cp-…', …).
// Usage: node scripts/custom-elements-manifest.mjs [out-file]  (default dist/custom-elements.json)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';

const ELEMENTS_DIR = fileURLToPath(new URL('../src/elements/', import.meta.url));
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

/** `cp-orders: @attr page-size` for every attribute or event of the declarations without a type. */
export function membersWithoutType(declarations) {
  return declarations.flatMap((element) => [
    ...(element.attributes ?? [])
      .filter((member) => !member.type?.text)
      .map((member) => `${element.tagName}: @attr ${member.name}`),
    ...(element.events ?? [])
      .filter((member) => !member.type?.text)
      .map((member) => `${element.tagName}: @event ${member.name}`),
  ]);
}

/**
 * The manifest, module paths relative to the package root, where the element build's
 * `elements/cp-<x>.js` are. Throws when an attribute or event has no type.
 */
export function customElementsManifest(elementsDir = ELEMENTS_DIR) {
  const modules = registrationFiles(elementsDir).map(({ tag, file }) => {
    const path = `elements/${tag}.js`;
    const declarations = declarationsOf(readFileSync(file, 'utf8'), file);
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
  const untyped = membersWithoutType(modules.flatMap((module) => module.declarations));
  if (untyped.length) {
    throw new Error(
      `custom-elements.json: every attribute and event needs a {type} in its JSDoc tag ` +
        `(e.g. @attr {number} page-size - …):\n  ${untyped.join('\n  ')}`,
    );
  }
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
  writeFileSync(outFile, `${JSON.stringify(manifest, null, 2)}\n`);
}
