import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCircles, importCircles, importGraph, specifiersOf } from './check-cycles.mjs';

const root = new URL('../', import.meta.url).pathname;
const script = join(root, 'scripts/check-cycles.mjs');

const folders: string[] = [];
function project(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'check-cycles-'));
  folders.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

/** Runs the check as `npm run lint` does, on `folder`. */
function check(folder: string) {
  const result = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('import circle check', () => {
  it('given the sources, it finds no import circle in src/', () => {
    const circles = importCircles(importGraph(join(root, 'src')));
    expect(describeCircles(circles, root)).toBe('');
  });

  it('given a copy of the host whose routes table loads a page that imports the table back, it fails and names the chain', () => {
    const folder = mkdtempSync(join(tmpdir(), 'check-cycles-'));
    folders.push(folder);
    // The host alone keeps the copy small; its imports of core and elements then lead nowhere.
    const copy = join(folder, 'src');
    cpSync(join(root, 'src/host-app'), join(copy, 'host-app'), { recursive: true });
    expect(check(copy)).toEqual({ status: 0, output: '' });

    // The circle of issue 15: the table holding a page's loader, the page reaching the table again.
    appendFileSync(
      join(copy, 'host-app/routes/routes-table.ts'),
      "\nexport const loadLoginPage = () => import('../pages/auth/LoginPage.tsx');\n",
    );
    const { status, output } = check(copy);
    expect(status).toBe(1);
    // The chain shown starts at the circle's first file in path order; whichever way the page reaches
    // the table back, the new edge is in it.
    expect(output).toMatch(
      /\n {2}src\/host-app\/\S+( → \S+)* → src\/host-app\/routes\/routes-table\.ts → src\/host-app\/pages\/auth\/LoginPage\.tsx/,
    );
  });

  it('given a circle made of type imports only, it fails: a type import is a design dependency too', () => {
    const folder = project({
      'src/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'src/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    const { status, output } = check(join(folder, 'src'));
    expect(status).toBe(1);
    expect(output).toContain('2 file(s) in one import circle:\n  src/a.ts → src/b.ts → src/a.ts');
  });

  it('given re-exports and extensionless and index imports, it follows each to its file', () => {
    const folder = project({
      'src/entry.ts': "export { page } from './pages';\n",
      'src/pages/index.ts': "export const page = () => import('./page');\n",
      'src/pages/page.tsx': "import type { page } from '../entry.ts';\nexport type Page = typeof page;\n",
      'src/style.ts': "import './host.css';\nimport data from './data.json';\nexport default data;\n",
    });
    const { status, output } = check(join(folder, 'src'));
    expect(status).toBe(1);
    expect(output).toContain('src/entry.ts → src/pages/index.ts → src/pages/page.tsx → src/entry.ts');
    expect(output).not.toContain('style.ts');
  });

  it('given a file that imports itself, it reports that file', () => {
    const folder = project({ 'src/self.ts': "export * as self from './self.ts';\n" });
    expect(check(join(folder, 'src')).output).toContain('src/self.ts → src/self.ts');
  });

  it('given a tree without circles, it passes', () => {
    const folder = project({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = () => import('./c.ts').then(() => b);\n",
      'src/b.ts': "import type { C } from './c.ts';\nexport const b: C | null = null;\n",
      'src/c.ts': "import { z } from 'zod';\nexport type C = typeof z;\n",
    });
    expect(check(join(folder, 'src'))).toEqual({ status: 0, output: '' });
  });

  it('reads imports, re-exports, dynamic imports and import types, and nothing in strings or comments', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "const e = () => import('./e.tsx');",
      "type F = import('./f.ts').F;",
      "// import g from './g.ts';",
      'const h = "import(\'./h.ts\')";',
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.tsx', './f.ts']);
  });
});
