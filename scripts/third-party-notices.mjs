// The licence notices of the npm packages bundled into the element chunks. React, Shoelace, Lit,
// Leaflet, FilePond, axios … are inside our modules, so their MIT/BSD/ISC/Apache terms travel
// with them: the element build writes dist/elements/THIRD-PARTY-NOTICES.txt (served beside the
// modules, and copied to the package root by build-library.mjs) with each package's licence file.
// A Vite plugin, not the source maps: those leave out `?inline` CSS and JSON data (Leaflet's and
// FilePond's style sheets, the world-atlas basemap), which the bundle's module ids include.
// What would retire it: Vite's own `build.license` option (Vite 8: a file of the bundled
// dependencies' licences, name configurable), if its output carries the full licence texts and the
// `?inline`/JSON packages this file lists; not yet compared.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file name beside the element modules and at the package root. */
export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';

/** Licences we accept in the bundle without asking: permissive, notice-only. */
const PERMISSIVE = /^(MIT|ISC|BSD-[23]-Clause|Apache-2\.0|0BSD|MIT-0|BlueOak-1\.0\.0|CC0-1\.0|Unlicense)$/;

/** The MIT licence text under a copyright line. */
function mitLicence(copyright) {
  return `MIT License

${copyright}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;
}

/**
 * Licence texts of bundled packages that publish none in their tarball, taken from their
 * repository's LICENSE (github.com/bitovi/react-to-web-component, both packages live there).
 */
export const LICENCE_NOT_IN_PACKAGE = {
  '@r2wc/core': mitLicence('Copyright (c) 2022 Bitovi'),
  '@r2wc/react-to-web-component': mitLicence('Copyright (c) 2022 Bitovi'),
};

/**
 * Code copied into our sources rather than imported from a package, whose notice we ship too:
 * the Bootstrap Icons SVGs in src/**\/icons/ (see src/ui/shoelace/icons.ts; github.com/twbs/icons).
 */
export const COPIED_INTO_SOURCES = [
  {
    name: 'Bootstrap Icons',
    version: '(some icons, copied as SVG)',
    license: 'MIT',
    text: mitLicence('Copyright (c) 2019-2025 The Bootstrap Authors'),
  },
];

/**
 * The folder of the npm package a bundled module belongs to, or undefined for our own sources and
 * virtual modules: `/x/node_modules/@scope/name/dist/a.js?inline` → `/x/node_modules/@scope/name`
 * (the innermost node_modules, for a nested copy).
 */
export function packageDirOf(moduleId) {
  const path = moduleId
    .replace(/^\0/, '')
    .replace(/[?#].*$/, '')
    .replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = path.slice(at + '/node_modules/'.length).split('/');
  if (!first || (first.startsWith('@') && !second)) return undefined;
  return path.slice(0, at + '/node_modules/'.length) + (first.startsWith('@') ? `${first}/${second}` : first);
}

/** The SPDX expression of a package.json (`license`, or the old `license: {type}` / `licenses`). */
export function licenseOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license?.type) return license.type;
  if (Array.isArray(licenses)) return licenses.map((entry) => entry.type ?? entry).join(' OR ');
  return 'UNKNOWN';
}

/**
 * Whether an SPDX expression lets us ship under a permissive licence: one of its `OR` alternatives
 * (`MPL-2.0 OR Apache-2.0`) has only permissive `AND` parts. Flat expressions only, as in practice.
 */
export function isPermissive(expression) {
  return expression
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/)
    .some((alternative) =>
      alternative
        .split(/\s+AND\s+/)
        .map((part) => part.trim())
        .every((part) => PERMISSIVE.test(part)),
    );
}

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([-.][\w.-]*)?$/i;

/** A bundled package's name, version, licence and the text of its licence (and NOTICE) files. */
export function noticeOf(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const files = readdirSync(packageDir)
    .filter((file) => LICENCE_FILE.test(file))
    .sort();
  return {
    name: manifest.name,
    version: manifest.version,
    license: licenseOf(manifest),
    text:
      files.map((file) => readFileSync(join(packageDir, file), 'utf8').trim()).join('\n\n') ||
      LICENCE_NOT_IN_PACKAGE[manifest.name] ||
      '',
  };
}

/** Problems that must stop the build: a package without a licence file, or with a licence we did not expect. */
export function noticeProblems(notices) {
  return notices.flatMap((notice) => [
    ...(notice.text ? [] : [`${notice.name}@${notice.version} has no LICENSE file to copy`]),
    ...(isPermissive(notice.license) ? [] : [`${notice.name}@${notice.version} is ${notice.license}`]),
  ]);
}

/** The notices file: our own licence first, then one section per bundled package, by name. */
export function noticesText(notices) {
  const sorted = [...notices].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
  const rule = '-'.repeat(72);
  return `THIRD-PARTY NOTICES

The element modules of @paperfield/customer-portal bundle the following open-source software.
Their licences require these notices to be kept with copies of it.

${sorted
  .map(
    (notice) => `${rule}\n${notice.name} ${notice.version} (${notice.license})\n${rule}\n\n${notice.text}\n`,
  )
  .join('\n')}`;
}

/** Vite plugin: emits NOTICES_FILE for the packages whose code is in the output chunks. */
export function thirdPartyNotices() {
  return {
    name: 'third-party-notices',
    generateBundle(_options, bundle) {
      const dirs = new Set();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const dir = module.renderedLength > 0 ? packageDirOf(id) : undefined;
          if (dir) dirs.add(dir);
        }
      }
      const notices = [...dirs].map(noticeOf);
      const problems = noticeProblems(notices);
      if (problems.length) {
        this.error(
          `third-party notices: ${problems.join('; ')}. Add its licence text to LICENCE_NOT_IN_PACKAGE, or drop the package.`,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: NOTICES_FILE,
        source: noticesText([...notices, ...COPIED_INTO_SOURCES]),
      });
    },
  };
}
