import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../vite.elements.config.ts';
import { customElementsManifest, declarationsOf, parseTagText } from './custom-elements-manifest.mjs';

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
  });

  it('given the element folders, the package exports every element module with its types, the loader and the manifest', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    // One subpath pattern for every element, so an element ships by existing.
    const elementExport = pkg.exports['./elements/*.js'];
    expect(elementExport).toEqual({ types: './dist-types/elements/*.d.ts', default: './dist/elements/*.js' });
    // …which reaches each element because the element build names its module after its tag.
    expect(Object.keys(elementEntries()).sort()).toEqual([...expectedTags].sort());
    const loader = { types: './dist-types/loader.d.ts', default: './dist/elements/loader.js' };
    expect(pkg.exports).toEqual({
      '.': loader,
      './loader.js': loader,
      './elements/*.js': elementExport,
      // Not entry points: the shared chunks, and the loader under a second name.
      './elements/chunks/*': null,
      './elements/loader.js': null,
      './jsx': { types: './dist-types/jsx.d.ts' },
      './custom-elements.json': './dist/custom-elements.json',
    });
    expect(pkg.types).toBe('./dist-types/loader.d.ts');
    expect(pkg.customElements).toBe('dist/custom-elements.json');
    expect(pkg.files).toEqual(['dist/elements', 'dist/custom-elements.json', 'dist-types']);
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
    expect(names(tracking?.cssParts)).toEqual(['title', 'map', 'legend', 'details', 'history', 'disclaimer']);
  });

  it('given a stated type and no dash, it keeps the type and the description', () => {
    expect(parseTagText('{number} page-size Rows per page.')).toEqual({
      name: 'page-size',
      type: { text: 'number' },
      description: 'Rows per page.',
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
