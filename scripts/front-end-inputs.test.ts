import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { frontEndFingerprint, frontEndInputs } from './front-end-inputs.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'inputs-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) write(root, path, content);
  return root;
}

function write(root: string, path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const files = {
  'src/elements/orders/OrdersElement.tsx': 'export {}',
  'src/elements/orders/cp-orders.browser.test.ts': 'test',
  'src/reference-api/main.ts': 'server',
  'locales/de/orders.json': '{"title":"Aufträge"}',
  'index.html': '<!doctype html>',
  'package-lock.json': '{}',
  'tests/e2e/orders.spec.ts': 'e2e',
};

describe('front-end inputs', () => {
  it('are the built sources, locales and configuration, not the server, tests or e2e specs', () => {
    expect(frontEndInputs(checkout(files))).toEqual([
      'index.html',
      'locales/de/orders.json',
      'package-lock.json',
      'src/elements/orders/OrdersElement.tsx',
    ]);
  });

  it('change with a changed translation and not with a changed server file', () => {
    const root = checkout(files);
    const before = frontEndFingerprint(root);
    write(root, 'src/reference-api/main.ts', 'server, changed');
    write(root, 'tests/e2e/orders.spec.ts', 'e2e, changed');
    expect(frontEndFingerprint(root)).toBe(before);
    write(root, 'locales/de/orders.json', '{"title":"Bestellungen"}');
    expect(frontEndFingerprint(root)).not.toBe(before);
  });

  it('change when a source file is added', () => {
    const root = checkout(files);
    const before = frontEndFingerprint(root);
    write(root, 'src/elements/orders/new-column.ts', 'export {}');
    expect(frontEndFingerprint(root)).not.toBe(before);
  });
});
