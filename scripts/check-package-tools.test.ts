import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check } from './check-package.mjs';

// publint and attw in `npm test` (the `package` step), each seen failing on a fault planted in a
// small package of the library's shape: one element module, the loader, a chunk, their types.

const entry = { types: './dist-types/loader.d.ts', default: './elements/loader.js' };
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: '@paperfield/customer-portal',
    version: '1.0.0',
    license: 'MIT',
    type: 'module',
    exports: {
      '.': entry,
      './loader.js': entry,
      './elements/*.js': { types: './dist-types/elements/*.d.ts', default: './elements/*.js' },
      './elements/chunks/*': null,
      './elements/loader.js': null,
      './react': { types: './dist-types/react.d.ts', default: './react/index.js' },
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    types: './dist-types/loader.d.ts',
    typesVersions: {
      '*': {
        'loader.js': ['./dist-types/loader.d.ts'],
        react: ['./dist-types/react.d.ts'],
        'elements/*': ['./dist-types/elements/*'],
      },
    },
    customElements: 'custom-elements.json',
    sideEffects: ['./elements/**/*.js'],
  }),
  'elements/loader.js': 'export function signIn() {}\n',
  'elements/cp-probe.js': "import './chunks/react.js';\n",
  'elements/chunks/react.js': 'export {};\n',
  'react/index.js': 'export function CpProbe() {}\n',
  'dist-types/react.d.ts': 'export declare function CpProbe(): void;\n',
  'dist-types/loader.d.ts': 'export declare function signIn(): void;\n',
  'dist-types/elements/cp-probe.d.ts': 'export {};\n',
  'custom-elements.json': JSON.stringify({
    schemaVersion: '2.1.0',
    modules: [{ kind: 'javascript-module', path: 'elements/cp-probe.js', exports: [] }],
  }),
  LICENSE: 'MIT\n',
  'README.md': '# probe\n',
  'THIRD-PARTY-NOTICES.txt': 'none\n',
};

let folders: string[] = [];

/** The probe package in a temporary folder, with `change` applied to its files. */
function probePackage(change: (files: Record<string, string | null>) => void = () => {}): string {
  const files: Record<string, string | null> = { ...FILES };
  change(files);
  const root = mkdtempSync(join(tmpdir(), 'cp-package-probe-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});

describe('the package check with publint and attw', { timeout: 60_000 }, () => {
  it('given a well-formed package, it finds nothing', () => {
    expect(check(probePackage())).toEqual([]);
  });

  it('given a package.json field pointing to a missing file, publint --strict fails it', () => {
    const problems = check(
      probePackage((files) => {
        const manifest = JSON.parse(files['package.json'] as string);
        files['package.json'] = JSON.stringify({ ...manifest, module: './elements/missing.js' });
      }),
    );
    expect(problems.filter((problem) => problem.startsWith('publint'))).toHaveLength(1);
  });

  it('given an element module without its types, attw fails it', () => {
    const problems = check(
      probePackage((files) => {
        files['dist-types/elements/cp-probe.d.ts'] = null;
      }),
    );
    expect(problems.filter((problem) => problem.startsWith('attw'))).toHaveLength(1);
  });
});
