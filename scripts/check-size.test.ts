import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embedFiles, gzipBytes, staticImports, textImports } from './check-size.mjs';

const folders: string[] = [];

function elementsFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'elements-'));
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

describe('check-size', () => {
  it('given minified imports, re-exports and a lazy import(), it lists only the static ones', () => {
    const code =
      'import{a as b}from"./chunks/react-1.js";import"./chunks/side.js";export{c}from"./chunks/core-2.js";' +
      'var s=`import x from "./not-code.js"`;const m=()=>import(`./chunks/lazy-3.js`);import("./chunks/lazy-4.js")';
    expect(staticImports(code)).toEqual(['./chunks/react-1.js', './chunks/side.js', './chunks/core-2.js']);
  });

  it('given an element whose chunks import each other and a lazy chunk, it counts each static file once and leaves the lazy one out', () => {
    const folder = elementsFolder({
      'cp-orders.js':
        'import{a}from"./chunks/ui.js";import{b}from"./chunks/react.js";import("./chunks/lazy.js")',
      'chunks/ui.js': 'import{b}from"./react.js";export const a=1',
      'chunks/react.js': 'export const b=2',
      'chunks/lazy.js': 'x'.repeat(10_000),
    });
    const files = embedFiles(folder, 'cp-orders').map((file: string) => file.slice(folder.length + 1));
    expect(files.sort()).toEqual(['chunks/react.js', 'chunks/ui.js', 'cp-orders.js']);
    const staticOnes = ['cp-orders.js', 'chunks/ui.js', 'chunks/react.js'].map((file) => join(folder, file));
    expect(gzipBytes(embedFiles(folder, 'cp-orders'))).toBe(gzipBytes(staticOnes));
  });

  it('given a module importing a chunk that was not built, it fails instead of measuring less', () => {
    const folder = elementsFolder({ 'cp-tracking.js': 'import{a}from"./chunks/missing.js"' });
    expect(() => embedFiles(folder, 'cp-tracking')).toThrow('chunks/missing.js is imported but not built');
  });

  it('given lazy imports of text chunks, it lists those of the one language asked for', () => {
    const code =
      'const l={nl:()=>import(`./texts/nl/portal-1.js`),de:()=>import("./texts/de/portal-2.js")};' +
      'import("./chunks/lazy-4.js");const x=y.import("./texts/nl/not-a-call.js")';
    expect(textImports(code, 'nl')).toEqual(['./texts/nl/portal-1.js']);
    expect(textImports(code, 'de')).toEqual(['./texts/de/portal-2.js']);
    expect(textImports(code, 'en')).toEqual([]);
  });

  it("given an element whose texts load lazily, it counts the page language's text chunks (nl by default) and no other language's", () => {
    const folder = elementsFolder({
      'cp-orders.js':
        'import{a}from"./chunks/core.js";const t={nl:()=>import(`./chunks/texts/nl/orders-1.js`),de:()=>import(`./chunks/texts/de/orders-2.js`)}',
      'chunks/core.js':
        'export const a=1;const p={nl:()=>import(`./texts/nl/portal-3.js`),de:()=>import(`./texts/de/portal-4.js`)}',
      'chunks/texts/nl/orders-1.js': 'var e={title:"Orders"};export{e as default}',
      'chunks/texts/de/orders-2.js': 'var e={title:"Aufträge"};export{e as default}',
      'chunks/texts/nl/portal-3.js': 'import"../../core.js";var e={};export{e as default}',
      'chunks/texts/de/portal-4.js': 'var e={};export{e as default}',
    });
    const files = (language?: string) =>
      embedFiles(folder, 'cp-orders', language)
        .map((file: string) => file.slice(folder.length + 1))
        .sort();
    expect(files()).toEqual([
      'chunks/core.js',
      'chunks/texts/nl/orders-1.js',
      'chunks/texts/nl/portal-3.js',
      'cp-orders.js',
    ]);
    expect(files('de')).toEqual([
      'chunks/core.js',
      'chunks/texts/de/orders-2.js',
      'chunks/texts/de/portal-4.js',
      'cp-orders.js',
    ]);
  });
});
