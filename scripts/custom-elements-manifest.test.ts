import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../vite.elements.config.ts';
import {
  customElementsManifest,
  declarationsOf,
  membersWithoutType,
  parseTagText,
  registrationFiles,
} from './custom-elements-manifest.mjs';

const manifest = customElementsManifest();
const declarationOf = (tag: string) =>
  manifest.modules.flatMap((module) => module.declarations).find((element) => element.tagName === tag);
const names = (members: { name: string }[] | undefined) => (members ?? []).map((member) => member.name);

// Every folder of src/elements holding a registration module cp-<x>.ts, read independently of the generator.
const elementsDir = new URL('../src/elements/', import.meta.url);
const expectedTags = readdirSync(elementsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => readdirSync(new URL(`${area.name}/`, elementsDir)))
  .flatMap((file) => /^(cp-[a-z][a-z0-9-]*)\.ts$/.exec(file)?.[1] ?? []);

describe('custom-elements-manifest', () => {
  it('given the element folders, it lists every registration module with its tag, summary and built path', () => {
    expect(expectedTags.length).toBeGreaterThan(0);
    for (const tag of expectedTags) {
      const module = manifest.modules.find((candidate) => candidate.path === `elements/${tag}.js`);
      expect(
        module?.declarations.map((element) => element.tagName),
        tag,
      ).toEqual([tag]);
      expect(module?.declarations[0]?.summary, tag).toBeTruthy();
      expect(module?.exports).toContainEqual(
        expect.objectContaining({ kind: 'custom-element-definition', name: tag }),
      );
    }
    expect(manifest.modules).toHaveLength(expectedTags.length);
    // Paths from the package root, where the element build's modules are, named after their tags.
    expect(Object.keys(elementEntries()).sort()).toEqual([...expectedTags].sort());
  });

  it('given the element folders, every event states its type and no attribute does', () => {
    const declared = registrationFiles().flatMap(({ file }) =>
      declarationsOf(readFileSync(file, 'utf8'), file),
    );
    expect(membersWithoutType(declared)).toEqual([]);
    const orders = declarationOf('cp-orders');
    expect(orders?.events?.find((event) => event.name === 'cp-error')?.type).toEqual({
      text: 'CustomEvent<{ message: string }>',
    });
  });

  it('given the source, each attribute has the union of values the code accepts', () => {
    const typeOf = (tag: string, name: string) =>
      declarationOf(tag)?.attributes?.find((attribute) => attribute.name === name)?.type?.text;
    // From SupportedLanguageCode, PageSize (PAGE_SIZE_OPTIONS), ThemeName and OCEAN_CARRIERS.
    expect(typeOf('cp-orders', 'lang')).toBe("'nl' | 'en' | 'de' | 'zhHans'");
    expect(typeOf('cp-orders', 'page-size')).toBe('10 | 25 | 50 | 100 | -1');
    expect(typeOf('cp-orders', 'theme')).toBe("'light' | 'dark'");
    expect(typeOf('cp-orders', 'client-id')).toBe('number');
    expect(typeOf('cp-tracking', 'carrier')).toBe("'hellmann'");
    expect(typeOf('cp-tracking', 'load-number')).toBe('string');
  });

  it('given an event without a type or an attribute with one, it fails and names the tag and the member', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-'));
    try {
      mkdirSync(join(dir, 'x'));
      writeFileSync(
        join(dir, 'x/cp-x.ts'),
        "/**\n * @summary X.\n * @attr {string} lang - Language.\n * @attr page-size - Rows.\n * @event cp-error - Failed.\n */\nexport const CpX = defineElement('cp-x', X);\n",
      );
      expect(() => customElementsManifest(dir)).toThrow(
        /cp-x: @attr \{string\} lang \(no \{type\} on @attr\)\n\s+cp-x: @event cp-error/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('given an attribute that no prop declares, it fails and names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cem-'));
    try {
      mkdirSync(join(dir, 'x'));
      writeFileSync(
        join(dir, 'x/cp-x.ts'),
        "/**\n * @summary X.\n * @attr page-size - Rows.\n * @attr user-id - Whose.\n * @attr open - Open?\n */\nexport const CpX = defineElement('cp-x', X, { props: { userId: 'number' } });\n",
      );
      expect(() => customElementsManifest(dir)).toThrow(/cp-x: @attr open \(no prop open\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('given cp-orders, it lists its attributes with descriptions and its cp-navigate event', () => {
    const orders = declarationOf('cp-orders');
    expect(names(orders?.attributes)).toEqual(
      expect.arrayContaining(['page-size', 'client-id', 'lang', 'api-base']),
    );
    expect(orders?.attributes?.find((attribute) => attribute.name === 'page-size')?.description).toMatch(
      /Rows per page/,
    );
    expect(names(orders?.events)).toContain('cp-navigate');
    expect(orders?.attributes?.find((attribute) => attribute.name === 'page-size')?.fieldName).toBe(
      'pageSize',
    );
  });

  it('given cp-tracking, it lists its shipment attributes, CSS variables and parts', () => {
    const tracking = declarationOf('cp-tracking');
    expect(names(tracking?.attributes)).toEqual(
      expect.arrayContaining(['load-number', 'carrier', 'container-number']),
    );
    expect(names(tracking?.cssProperties)).toContain('--cp-tracking-map-height');
    expect(names(tracking?.cssParts)).toEqual([
      'title',
      'follow',
      'map',
      'legend',
      'details',
      'history',
      'disclaimer',
    ]);
  });

  it('given a stated type and no dash, it keeps the type and the description', () => {
    expect(parseTagText('{number} page-size Rows per page.')).toEqual({
      name: 'page-size',
      type: { text: 'number' },
      description: 'Rows per page.',
    });
    expect(parseTagText('{CustomEvent<{ path: string }>} cp-navigate - detail.path is /a/{id}.')).toEqual({
      name: 'cp-navigate',
      type: { text: 'CustomEvent<{ path: string }>' },
      description: 'detail.path is /a/{id}.',
    });
    expect(parseTagText('cp-error - Failed;\n   detail.message says why.')).toEqual({
      name: 'cp-error',
      description: 'Failed; detail.message says why.',
    });
  });

  it('given a module without a defineElement call, it declares no element', () => {
    const source =
      '/**\n * @summary Not an element.\n * @attr x - y\n */\nexport const helper = makeThing("cp-x");\n';
    expect(declarationsOf(source)).toEqual([]);
  });
});
