import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-module-swaps.mjs');
let trees: string[] = [];

/** A folder with the given files (name → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cp-module-swaps-'));
  trees.push(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

function check(root: string) {
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: result.status, output: result.stderr + result.stdout };
}

const manifest = (fields: object) => JSON.stringify({ name: 'x', ...fields });

afterEach(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
  trees = [];
});

describe('check-module-swaps', () => {
  it('passes the repository', () => {
    expect(check(join(import.meta.dirname, '..')).status).toBe(0);
  });

  it('fails on a package.json import condition that swaps one of our modules, naming it', () => {
    const root = tree({
      'package.json': manifest({
        imports: { '#check': { browser: './src/check-browser.ts', default: './src/check-node.ts' } },
      }),
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('maps a module to ./src/check-browser.ts under the condition browser');
  });

  it('fails on an exports condition into src/, not on plain entries or packages', () => {
    const swapped = tree({ 'package.json': manifest({ exports: { '.': { node: './src/server.ts' } } }) });
    expect(check(swapped).status).toBe(1);
    const plain = tree({
      'package.json': manifest({
        exports: { '.': './dist/index.js', './types': { types: './dist/index.d.ts' } },
        imports: { '#util': './src/util.ts' },
      }),
    });
    expect(check(plain).status).toBe(0);
  });

  it('fails on a Vite alias into src/ or resolve conditions', () => {
    const aliased = tree({
      'package.json': manifest({}),
      'vite.config.ts': "export default { resolve: { alias: { './a.ts': '/src/b.ts' } } };\n",
    });
    expect(check(aliased).output).toContain('vite.config.ts: resolve.alias maps a module to our source');
    const conditioned = tree({
      'package.json': manifest({}),
      'vite.elements.config.ts': "export default { resolve: { conditions: ['cp-browser'] } };\n",
    });
    expect(check(conditioned).output).toContain('resolve.conditions picks files by condition');
  });
});
