import { describe, expect, it } from 'vitest';
import { customElementsManifest } from './custom-elements-manifest.mjs';
import { literalValues, vsCodeCustomData, webTypes } from './editor-data.mjs';

const manifest = customElementsManifest();

describe('editor data from the manifest', () => {
  it('given a union of literals, it lists the values; given any other type, none', () => {
    expect(literalValues("'nl' | 'en' | 'de' | 'zhHans'")).toEqual(['nl', 'en', 'de', 'zhHans']);
    expect(literalValues('10 | 25 | 50 | 100 | -1')).toEqual(['10', '25', '50', '100', '-1']);
    expect(literalValues('string')).toEqual([]);
    expect(literalValues("'a' | string")).toEqual([]);
  });

  it('given cp-orders, VS Code gets its tag, attribute descriptions and the values of lang and page-size', () => {
    const data = vsCodeCustomData(manifest);
    expect(data.version).toBe(1.1);
    const orders = data.tags.find((tag) => tag.name === 'cp-orders');
    expect(orders?.description).toMatch(/order positions/);
    const attribute = (name: string) => orders?.attributes.find((candidate) => candidate.name === name);
    expect(attribute('lang')?.values).toEqual([
      { name: 'nl' },
      { name: 'en' },
      { name: 'de' },
      { name: 'zhHans' },
    ]);
    expect(attribute('page-size')?.values?.map((value) => value.name)).toEqual([
      '10',
      '25',
      '50',
      '100',
      '-1',
    ]);
    expect(attribute('page-size')?.description).toMatch(/Rows per page/);
    expect(attribute('api-base')?.values).toBeUndefined();
    expect(data.tags).toHaveLength(manifest.modules.length);
  });

  it('given cp-tracking, JetBrains gets its attributes with types, events, CSS properties and parts', () => {
    const types = webTypes(manifest, { name: '@paperfield/customer-portal', version: '1.2.3' });
    expect(types).toMatchObject({
      name: '@paperfield/customer-portal',
      version: '1.2.3',
      'js-types-syntax': 'typescript',
    });
    const tracking = types.contributions.html.elements.find((element) => element.name === 'cp-tracking');
    expect(tracking?.attributes.find((attribute) => attribute.name === 'carrier')?.value).toEqual({
      type: "'hellmann'",
    });
    expect(tracking?.js.properties.find((property) => property.name === 'loadNumber')?.type).toBe('string');
    expect(tracking?.events.map((event) => event.name)).toContain('cp-login-required');
    expect(tracking?.css.properties.map((property) => property.name)).toContain('--cp-tracking-map-height');
    expect(tracking?.css.parts.map((part) => part.name)).toContain('map');
  });
});
