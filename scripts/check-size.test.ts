import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  embedFiles,
  gzipBytes,
  hostEntryFiles,
  hostPageFiles,
  indexHtmlFiles,
  staticImports,
  textImports,
} from './check-size.mjs';
import { firstViewPreloads, preloadLine } from './vite-first-view-preload.mjs';

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

  it('given an entry that loads its element with import() and preloads that first view, it counts the first view too, but not the lazy chunks under it', () => {
    const folder = elementsFolder({
      'cp-orders.js': `${preloadLine(['./chunks/element.js', './chunks/react.js'])}import{p}from"./chunks/first-page.js";p();await import("./chunks/element.js")`,
      'chunks/first-page.js': 'export const p=()=>{}',
      'chunks/element.js': 'import{b}from"./react.js";import("./dialog.js")',
      'chunks/react.js': 'export const b=2',
      'chunks/dialog.js': 'x'.repeat(10_000),
    });
    const files = embedFiles(folder, 'cp-orders').map((file: string) => file.slice(folder.length + 1));
    expect(files.sort()).toEqual([
      'chunks/element.js',
      'chunks/first-page.js',
      'chunks/react.js',
      'cp-orders.js',
    ]);
  });

  it('given the preload line it writes, it reads back the same chunks; code without one preloads nothing', () => {
    const paths = ['./chunks/orders-registration-1.js', './chunks/react-2.js'];
    expect(firstViewPreloads(`${preloadLine(paths)}import"./chunks/x.js"`)).toEqual(paths);
    expect(firstViewPreloads('import"./chunks/x.js";for(const e of ["./a.js"])f(e)')).toEqual([]);
  });

  it('given a module importing a chunk that was not built, it fails instead of measuring less', () => {
    const folder = elementsFolder({ 'cp-tracking.js': 'import{a}from"./chunks/missing.js"' });
    expect(() => embedFiles(folder, 'cp-tracking')).toThrow('chunks/missing.js is imported but not built');
  });

  it("given the host's index.html, it takes its module script, modulepreloads and stylesheets, not a template's links", () => {
    const folder = elementsFolder({
      'index.html':
        '<link rel="icon" href="/assets/favicon.svg"><script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/host.css">' +
        '<template id="cp-route-preloads"><link rel="modulepreload" href="/assets/Dashboard.js" data-path="/"></template>',
    });
    const files = indexHtmlFiles(folder).map((file: string) => file.slice(folder.length + 1));
    expect(files).toEqual(['assets/index.js', 'assets/react.js', 'assets/host.css']);
  });

  it("given a route's lazy modules, it adds their chunks, static imports and CSS to what index.html loads, and leaves other routes out", () => {
    const folder = elementsFolder({
      'index.html':
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/start.js">',
      'assets/index.js': 'import"./handoff.js";import("./start.js")',
      'assets/handoff.js': 'export const h=1',
      'assets/start.js': 'import{r}from"./react.js";import("./login.js");import("./dashboard.js")',
      'assets/react.js': 'export const r=1',
      'assets/login.js': 'import{r}from"./react.js";import{f}from"./field.js"',
      'assets/field.js': 'export const f=1',
      'assets/field.css': 'input{color:red}',
      'assets/dashboard.js': 'x'.repeat(10_000),
      '.vite/manifest.json': JSON.stringify({
        'src/login.tsx': { file: 'assets/login.js', imports: ['_field.js'] },
        '_field.js': { file: 'assets/field.js', css: ['assets/field.css'] },
        'src/dashboard.tsx': { file: 'assets/dashboard.js' },
      }),
    });
    const files = hostPageFiles(folder, ['src/login.tsx']).map((file: string) =>
      file.slice(folder.length + 1),
    );
    expect(files.sort()).toEqual([
      'assets/field.css',
      'assets/field.js',
      'assets/handoff.js',
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
      'assets/start.js',
    ]);
    expect(() => hostPageFiles(folder, ['src/missing.tsx'])).toThrow('src/missing.tsx is not in the host');
  });

  it("given the host's entry, it names the entry and its static imports only: what runs before the token leaves", () => {
    const folder = elementsFolder({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js': 'import"./handoff.js";import("./start.js")',
      'assets/handoff.js': 'import{r}from"./router.js"',
      'assets/router.js': 'export const r=1',
      'assets/start.js': 'x',
    });
    const files = hostEntryFiles(folder).map((file: string) => file.slice(folder.length + 1));
    expect(files.sort()).toEqual(['assets/handoff.js', 'assets/index.js', 'assets/router.js']);
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
