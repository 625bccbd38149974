import { describe, expect, it } from 'vitest';
import {
  isRenamedModule,
  renameShoelaceTags,
  shoelaceTagNames,
  tagNamePattern,
} from './private-shoelace-tags.ts';

const pattern = tagNamePattern(shoelaceTagNames());
const rename = (code: string) => renameShoelaceTags(code, pattern).code;

/** The generated → source column pairs of a one-line source map, decoded from its VLQ segments. */
function decodeColumns(mappings: string): [number, number][] {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let generated = 0;
  let source = 0;
  return mappings.split(',').map((segment) => {
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      shift += 5;
      if (!(digit & 32)) {
        values.push(value & 1 ? -(value >> 1) : value >> 1);
        value = 0;
        shift = 0;
      }
    }
    generated += values[0] ?? 0;
    source += values[3] ?? 0;
    return [generated, source];
  });
}

describe('private Shoelace tag names', () => {
  it('reads every component of the installed Shoelace from its manifest', () => {
    const tags = shoelaceTagNames();
    expect(tags.length).toBeGreaterThanOrEqual(58);
    expect(tags).toContain('sl-icon');
    expect(tags).toContain('sl-tab-group');
  });

  it('renames whole tag names in templates, dependencies, selectors, comparisons and CSS', () => {
    expect(rename('html`<sl-icon name="x"></sl-icon>`')).toBe('html`<cp-sl-icon name="x"></cp-sl-icon>`');
    expect(rename('static dependencies = { "sl-icon": SlIcon };')).toBe(
      'static dependencies = { "cp-sl-icon": SlIcon };',
    );
    expect(rename("el.closest('sl-tab-group'); el.localName === 'sl-tab'")).toBe(
      "el.closest('cp-sl-tab-group'); el.localName === 'cp-sl-tab'",
    );
    expect(rename('::slotted(sl-icon), sl-icon-button::part(base) {}')).toBe(
      '::slotted(cp-sl-icon), cp-sl-icon-button::part(base) {}',
    );
  });

  it('leaves custom properties, longer names, id prefixes, events and the page-facing theme classes alone', () => {
    const untouched = [
      'var(--sl-input-height-medium)',
      '--sl-icon-size',
      '"sl-tab-" + id',
      'this.emit("sl-change")',
      '"sl-after-hide"',
      '.sl-theme-dark',
      '.sl-scroll-lock',
      'onsl-change={handler}',
      'cp-sl-icon',
      'my-sl-icon',
      'sl-icons',
    ];
    for (const code of untouched) expect(rename(code)).toBe(code);
  });

  it('renames sl-input and sl-select as events too, emitter and React listener alike', () => {
    expect(rename('this.emit("sl-input"); @sl-input=')).toBe('this.emit("cp-sl-input"); @cp-sl-input=');
    expect(rename('<sl-input onsl-input={set}>')).toBe('<cp-sl-input oncp-sl-input={set}>');
  });

  it('is idempotent', () => {
    const once = rename('<sl-button><sl-icon></sl-icon></sl-button>');
    expect(rename(once)).toBe(once);
  });

  it('maps each generated column back to its source column', () => {
    const { code, count, map } = renameShoelaceTags('a <sl-icon> b <sl-tag> c', pattern);
    expect(code).toBe('a <cp-sl-icon> b <cp-sl-tag> c');
    expect(count).toBe(2);
    // Source column 3 ("sl-icon") is generated at 3 ("cp-") and 6; source 15 ("sl-tag") at 18 and 21.
    expect(decodeColumns(map.mappings)).toEqual([
      [0, 0],
      [3, 3],
      [6, 3],
      [18, 15],
      [21, 15],
    ]);
  });

  it("renames in our copy of Shoelace only: not in our source, not in the page's aliased copies", () => {
    expect(isRenamedModule('/repo/node_modules/@shoelace-style/shoelace/dist/chunks/chunk.A.js')).toBe(true);
    expect(isRenamedModule('/repo/node_modules/@shoelace-style/shoelace/dist/themes/light.css?inline')).toBe(
      true,
    );
    expect(isRenamedModule('/repo/src/ui/data-table/DataTableRow.tsx')).toBe(false);
    expect(isRenamedModule('/repo/src/ui/data-table/data-table.css?inline')).toBe(false);
    expect(isRenamedModule('/repo/node_modules/shoelace-2-15/cdn/shoelace.js')).toBe(false);
    expect(isRenamedModule('/repo/node_modules/shoelace-2-20/dist/chunks/chunk.A.js')).toBe(false);
    expect(isRenamedModule('/repo/src/ui/shoelace/shoelace-jsx.d.ts')).toBe(false);
    expect(isRenamedModule('/repo/tests/e2e/admin.spec.ts')).toBe(false);
  });
});
