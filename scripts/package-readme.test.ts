import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './check-doc-references.mjs';
import { customElementsManifest } from './custom-elements-manifest.mjs';
import {
  detailOf,
  elementsReference,
  generatedParts,
  partOf,
  README_FILE,
  splitDefault,
  staleParts,
  themeTokens,
  withParts,
} from './package-readme.mjs';

const readme = readFileSync(README_FILE, 'utf8');

describe('the package README (library/README.md)', () => {
  it('given the elements JSDoc and tokens.css, its element reference and theme tokens are what package-readme.mjs writes (else run node scripts/package-readme.mjs --write)', () => {
    const parts = generatedParts();
    for (const [name, text] of Object.entries(parts)) expect(partOf(readme, name), name).toBe(text);
  });

  it('given the manifest, the reference has a section for every element and a row for every attribute, event, CSS property and part', () => {
    const reference = partOf(readme, 'elements');
    for (const module of customElementsManifest().modules) {
      for (const element of module.declarations) {
        const section = reference.split(`### \`${element.tagName}\``)[1]?.split('\n### ')[0];
        expect(section, element.tagName).toBeDefined();
        expect(section).toContain(`Module: \`@paperfield/customer-portal/${module.path}\``);
        const members = [
          ...(element.attributes ?? []),
          ...(element.events ?? []),
          ...(element.cssProperties ?? []),
          ...(element.cssParts ?? []),
        ];
        for (const member of members)
          expect(section, `${element.tagName} ${member.name}`).toContain(`| \`${member.name}\` |`);
      }
    }
  });

  it('given a README whose table lost a row, it names the stale part, and writing puts the row back', () => {
    const parts = generatedParts();
    const edited = readme.replace(/\n\| `page-size` \|[^\n]*/, '');
    expect(edited).not.toBe(readme);
    expect(staleParts(edited, parts)).toEqual(['elements']);
    expect(withParts(edited, parts)).toBe(readme);
  });

  it('given its links to its own headings (the contents, the element index), each names a heading it has', () => {
    const anchors = anchorsOf(readme);
    const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map(([, anchor]) => anchor);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('given a README without the markers, it says which pair is missing', () => {
    expect(() => partOf('# no markers', 'elements')).toThrow('<!-- generated:elements -->');
  });
});

describe('package-readme', () => {
  it('given a description ending in a Default sentence, it splits the default off', () => {
    expect(splitDefault('Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.')).toEqual({
      text: 'Rows per page to start with: 10, 25, 50, 100 or -1 (All).',
      default: '10',
    });
    expect(splitDefault("light or dark. Default: the page's theme preference.")).toEqual({
      text: 'light or dark.',
      default: "the page's theme preference",
    });
    expect(splitDefault('Base URL of the portal API. Default /customerportal.').default).toBe(
      '/customerportal',
    );
    expect(splitDefault('Ocean container number to show, with carrier.')).toEqual({
      text: 'Ocean container number to show, with carrier.',
      default: '',
    });
  });

  it('given an event type, it gives the detail type', () => {
    expect(detailOf('CustomEvent<{ path: string; params?: Record<string, string> }>')).toBe(
      '{ path: string; params?: Record<string, string> }',
    );
    expect(detailOf('CustomEvent<Record<string, never>>')).toBe('Record<string, never>');
  });

  it('given a union type, its pipes are escaped so the table cell holds it', () => {
    const manifest = {
      modules: [
        {
          path: 'elements/cp-x.js',
          declarations: [
            {
              kind: 'class' as const,
              name: 'CpX',
              customElement: true as const,
              tagName: 'cp-x',
              summary: 'X.',
              attributes: [
                { name: 'theme', type: { text: "'light' | 'dark'" }, description: 'Theme. Default light.' },
              ],
            },
          ],
        },
      ],
    };
    expect(elementsReference(manifest)).toContain("| `theme` | `'light' \\| 'dark'` | light | Theme. |");
  });

  it('given tokens.css, it lists the tokens of the first :host block with their values', () => {
    const tokens = themeTokens(
      ':host {\n  /* a comment */\n  --cp-a: #fff;\n  --cp-b:\n    1px solid;\n}\n:host([x]) { --cp-c: 0; }',
    );
    expect(tokens).toBe(
      '| token | light default |\n|---|---|\n| `--cp-a` | `#fff` |\n| `--cp-b` | `1px solid` |',
    );
  });
});
