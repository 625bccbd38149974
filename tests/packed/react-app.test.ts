import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { installedPackage } from './packed-package.ts';
import { buildReactApp, type ReactAppBuild } from './react-app-project.ts';

// Issue 28 §5: a Vite + React 19 + TypeScript app rendering <CpOrders> from
// `@paperfield/customer-portal/react` ships one React (the app's) and only the chunks of the
// elements it renders, and its server rendering gives the element's tag with its attributes.
let app: ReactAppBuild;

beforeAll(() => {
  app = buildReactApp('react-app', 'http://127.0.0.1:8181/customerportal');
});

/** How many times `pattern` occurs across the client build's JavaScript. */
const occurrences = (pattern: RegExp) =>
  Object.values(app.clientFiles).reduce((count, code) => count + (code.match(pattern)?.length ?? 0), 0);

describe('a Vite + React 19 app using the React entry', () => {
  it('given <CpOrders pageSize={25} onCpNavigate={…}>, it type-checks; an attribute of <cp-tracking>, a page size or language the docs refuse are refused', () => {
    // src/portal.ts holds a @ts-expect-error for each (loadNumber, pageSize 7, lang fr): unused, tsc would say so.
    expect(app.typeErrors).toBe('');
  });

  it('given its client build, it holds one React and one react-dom: the app’s', () => {
    // `react` assigns its internals once per copy; react-dom's reconciler names its renderer once per copy.
    expect(occurrences(/__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=(?!=)/g)).toBe(1);
    expect(occurrences(/rendererPackageName:/g)).toBe(1);
    const gzip = Object.values(app.clientFiles).reduce((sum, code) => sum + gzipSync(code).length, 0);
    console.log(
      `react-app client build: ${Object.keys(app.clientFiles).length} JS files, ${gzip} B gzip in all`,
    );
  });

  it('given its client build, it holds the chunks of <cp-orders> and none of the elements it does not render (no <cp-tracking>, no Leaflet)', () => {
    const files = Object.keys(app.clientFiles);
    expect(files.some((file) => /(^|\/)cp-orders-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.filter((file) => /cp-(?!orders)[a-z-]+-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(occurrences(/cp-tracking/g)).toBe(0);
    expect(occurrences(/leaflet/gi)).toBe(0);
  });

  it('given its build, Vite warns about no chunk over 500 kB', () => {
    expect(app.buildOutput).not.toMatch(/larger than 500 kB/);
  });

  it('given a React Server Components framework, each component module is a client boundary', () => {
    const component = readFileSync(join(installedPackage(app.dir), 'react/CpOrders.js'), 'utf8');
    expect(component.startsWith("'use client';\n")).toBe(true);
    expect(app.buildOutput).not.toMatch(/use client/);
  });

  it('given react-dom/server in Node (the SSR build leaves the package to Node’s resolution), it renders the tag with its attributes', () => {
    expect(app.html).toContain('<cp-orders lang="en" page-size="25" class="orders"></cp-orders>');
  });
});
