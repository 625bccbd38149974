import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { globPattern, listedAsSideEffect, sideEffectModules, sideEffectsOf } from './side-effects.mjs';

const root = new URL('../', import.meta.url).pathname;
const globs: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).sideEffects;

/** Every file under `folder`, relative to the package root. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(folder, entry.name))
      : [relative(root, join(folder, entry.name)).replaceAll('\\', '/')],
  );
}

const folders: string[] = [];
function project(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'side-effects-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('package.json sideEffects', () => {
  it('given the sources, it lists every module whose import runs something (registrations, Shoelace, icons, CSS)', () => {
    const modules = sideEffectModules();
    const files = modules.map((module) => module.file);
    // The ones the host and the elements cannot do without, found by the analysis itself.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/ui/shoelace/shoelace.ts',
        'src/elements/settings/settings-shoelace.ts',
        'src/elements/orders/cp-orders.ts',
        'src/host-app/styles/host.css',
      ]),
    );
    const missing = modules.filter((module) => !listedAsSideEffect(module.file, globs));
    expect(missing, 'add these to package.json sideEffects').toEqual([]);
  });

  it('given the list, each source pattern names an existing file and the dist pattern the built modules', () => {
    const sources = filesUnder(join(root, 'src'));
    for (const glob of globs.filter((candidate) => candidate.startsWith('./src/'))) {
      expect(
        sources.some((file) => globPattern(glob).test(file)),
        glob,
      ).toBe(true);
    }
    expect(listedAsSideEffect('dist/elements/cp-orders.js', globs)).toBe(true);
    expect(listedAsSideEffect('dist/elements/chunks/ui-abc123.js', globs)).toBe(true);
    expect(listedAsSideEffect('dist/elements/loader.js', globs)).toBe(true);
  });

  it('given a module that only renders, it is not listed (the list names registration files only)', () => {
    expect(listedAsSideEffect('src/elements/orders/OrdersElement.tsx', globs)).toBe(false);
    expect(listedAsSideEffect('src/ui/data-table/DataTable.tsx', globs)).toBe(false);
    expect(listedAsSideEffect('src/core/runtime/portal-runtime.ts', globs)).toBe(false);
  });

  it('reads globs as bundlers do: a name without a slash matches in any folder, * stays within one', () => {
    expect(globPattern('*.css').test('src/host-app/styles/host.css')).toBe(true);
    expect(globPattern('./src/elements/*/cp-*.ts').test('src/elements/orders/cp-orders.ts')).toBe(true);
    expect(globPattern('./src/elements/*/cp-*.ts').test('src/elements/orders/deep/cp-orders.ts')).toBe(false);
    expect(globPattern('./src/**/*-shoelace.ts').test('src/ui/dialog/dialog-shoelace.ts')).toBe(true);
    expect(globPattern('./dist/elements/**/*.js').test('dist/elements/chunks/x.js')).toBe(true);
    expect(globPattern('./dist/elements/**/*.js').test('dist/elementsx/y.js')).toBe(false);
  });

  it('given a module imported for its side effects, it is flagged; one imported for its types only is not', () => {
    const folder = project({
      'src/ui/kit/Button.tsx':
        "import './button-registration.ts';\nimport './button-types.ts';\nexport const Button = 1;\n",
      'src/ui/kit/button-registration.ts':
        "import '@shoelace-style/shoelace/dist/components/button/button.js';\n",
      'src/ui/kit/button-types.ts': 'declare global { interface Window { x: number } }\nexport {};\n',
      'src/ui/kit/icons.ts': "registerIconLibrary('x', {});\nexport const y = 2;\n",
      'src/elements/a/cp-a.ts': "export const CpA = defineElement('cp-a', A, { props: {} });\n",
      'src/ui/kit/pure.ts': 'export const z = compute();\n',
    });
    expect(sideEffectModules(folder).map((module) => module.file)).toEqual([
      'src/elements/a/cp-a.ts',
      'src/ui/kit/button-registration.ts',
      'src/ui/kit/icons.ts',
    ]);
  });

  it('given top-level statements, it names each effect with its line', () => {
    const { effects, bareImports } = sideEffectsOf(
      "import './a.css';\nimport { b } from './b.ts';\nif (b) start();\nexport function f() { g(); }\n",
    );
    expect(bareImports).toEqual(['./a.css']);
    expect(effects).toEqual(['line 3: if (b) start();']);
  });
});
