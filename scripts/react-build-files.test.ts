import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reactBuildFiles } from './react-build-files.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding `files` (path → text). */
function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'react-build-files-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('reactBuildFiles (the React build as the package ships it)', () => {
  it('given chunks identical to the plain build’s, it ships them once and points the imports to the plain build’s copy', () => {
    const elements = folder({
      'chunks/texts/en/orders-A1.js': 'export default {title:`Orders`};',
      'chunks/countries-B2.js': 'export default {};',
      'chunks/ui-C3.js': 'plain kit with React',
    });
    const react = folder({
      'cp-orders.js': 'import("./chunks/ui-D4.js");import(`./chunks/texts/en/orders-A1.js`);',
      'chunks/ui-D4.js': 'import("./texts/en/orders-A1.js");import(`./countries-B2.js`);',
      'chunks/texts/en/orders-A1.js': 'export default {title:`Orders`};',
      'chunks/countries-B2.js': 'export default {};',
      'cp-orders.js.map': '{}',
    });
    const files = [
      'cp-orders.js',
      'chunks/ui-D4.js',
      'chunks/texts/en/orders-A1.js',
      'chunks/countries-B2.js',
      'cp-orders.js.map',
    ];
    const shipped = Object.fromEntries(
      [
        ...reactBuildFiles(
          files.map((name) => ({ name, file: join(react, name) })),
          elements,
          (name: string) => !name.endsWith('.map'),
        ),
      ].map(([path, content]) => [path, String(content)]),
    );
    expect(Object.keys(shipped).sort()).toEqual(['react/chunks/ui-D4.js', 'react/cp-orders.js']);
    expect(shipped['react/cp-orders.js']).toBe(
      'import("./chunks/ui-D4.js");import(`../elements/chunks/texts/en/orders-A1.js`);',
    );
    expect(shipped['react/chunks/ui-D4.js']).toBe(
      'import("../../elements/chunks/texts/en/orders-A1.js");import(`../../elements/chunks/countries-B2.js`);',
    );
  });
});
