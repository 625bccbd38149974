// Editor data for plain HTML, mapped from the manifest (custom-elements.json) as Shoelace ships it:
//   vscode.html-custom-data.json  VS Code's HTML custom data: tags, their attributes with the values
//                                 a union type allows, and descriptions (html.customData setting);
//   web-types.json                JetBrains web-types: elements, attributes (TypeScript types, which
//                                 the IDE completes), events, CSS custom properties and parts; named
//                                 by the package.json's "web-types", where WebStorm looks.
// Written beside the manifest by custom-elements-manifest.mjs and shipped at the package root
// (build-library.mjs). Our own small mapping rather than custom-element-vs-code-integration and
// custom-element-jet-brains-integration: those are plugins of @custom-elements-manifest/analyzer,
// which we do not run (see custom-elements-manifest.mjs), and the mapping is a few fields.

/** The files written beside the manifest, and copied to the package root. */
export const EDITOR_DATA_FILES = ['vscode.html-custom-data.json', 'web-types.json'];

/**
 * @typedef {import('./custom-elements-manifest.mjs').ElementDeclaration} ElementDeclaration
 * @typedef {{ modules: { declarations: ElementDeclaration[] }[] }} Manifest
 * @typedef {{ name: string, description?: string }} Named
 */

/**
 * The element declarations of a manifest.
 * @param {Manifest} manifest
 */
const elementsOf = (manifest) => manifest.modules.flatMap((module) => module.declarations);

/** `'nl' | 'en'` → `['nl', 'en']`, `10 | -1` → `['10', '-1']`; nothing unless every member is a literal. */
export function literalValues(typeText = '') {
  const members = typeText.split('|').map((member) => member.trim());
  const values = members.map((member) => /^'([^']*)'$|^"([^"]*)"$|^(-?\d+(?:\.\d+)?)$/.exec(member));
  if (values.some((match) => !match)) return [];
  return values.map((match) => match[1] ?? match[2] ?? match[3]);
}

/**
 * VS Code's HTML custom data (version 1.1) of the manifest's elements.
 * @param {Manifest} manifest
 * @returns {{ version: number, tags: { name: string, description: string, attributes: { name: string,
 *   description: string, values?: { name: string }[] }[] }[] }}
 */
export function vsCodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: element.description ?? element.summary ?? '',
      attributes: (element.attributes ?? []).map((attribute) => {
        const values = literalValues(attribute.type?.text);
        return {
          name: attribute.name,
          description: [attribute.description, attribute.type?.text && `Type: ${attribute.type.text}`]
            .filter(Boolean)
            .join('\n\n'),
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/**
 * `{ name, description }` of a manifest member, without an empty description.
 * @param {Named} member
 * @returns {Named}
 */
const named = ({ name, description }) => (description ? { name, description } : { name });

/**
 * JetBrains web-types (schema 2.0) of the manifest's elements, for the package `name@version`.
 * @param {Manifest} manifest
 * @param {{ name: string, version: string }} pkg
 * @returns {{ name: string, version: string, contributions: { html: { elements: (Named & {
 *   attributes: (Named & { value: { type: string } })[], events: Named[],
 *   js: { properties: (Named & { type: string })[], events: Named[] },
 *   css: { properties: Named[], parts: Named[] } })[] } } } & Record<string, unknown>}
 */
export function webTypes(manifest, { name, version }) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    // The attribute and property types are TypeScript: the IDE completes a union's literals.
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((element) => ({
          name: element.tagName,
          description: element.description ?? element.summary ?? '',
          attributes: (element.attributes ?? []).map((attribute) => ({
            ...named(attribute),
            value: { type: attribute.type?.text ?? 'string' },
          })),
          events: (element.events ?? []).map(named),
          js: {
            properties: (element.attributes ?? []).map((attribute) => ({
              ...named({ ...attribute, name: attribute.fieldName ?? attribute.name }),
              type: attribute.type?.text ?? 'string',
            })),
            events: (element.events ?? []).map(named),
          },
          css: {
            properties: (element.cssProperties ?? []).map(named),
            parts: (element.cssParts ?? []).map(named),
          },
        })),
      },
    },
  };
}
