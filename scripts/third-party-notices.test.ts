import { describe, expect, it } from 'vitest';
import {
  isPermissive,
  licenseOf,
  noticeOf,
  noticeProblems,
  noticesText,
  packageDirOf,
} from './third-party-notices.mjs';

const root = new URL('../', import.meta.url).pathname;

describe('third-party notices', () => {
  it('given a bundled module id, it finds the folder of its package', () => {
    expect(packageDirOf('/p/node_modules/leaflet/dist/leaflet.css?inline')).toBe('/p/node_modules/leaflet');
    expect(packageDirOf('\0/p/node_modules/@shoelace-style/shoelace/dist/x.js')).toBe(
      '/p/node_modules/@shoelace-style/shoelace',
    );
    expect(packageDirOf('/p/node_modules/a/node_modules/b/index.js')).toBe(
      '/p/node_modules/a/node_modules/b',
    );
    expect(packageDirOf('/p/src/elements/orders/cp-orders.ts')).toBeUndefined();
    expect(packageDirOf('\0vite/preload-helper.js')).toBeUndefined();
  });

  it('given licence fields old and new, it reads the SPDX expression and accepts permissive ones', () => {
    expect(licenseOf({ license: 'MIT' })).toBe('MIT');
    expect(licenseOf({ license: { type: 'BSD-2-Clause' } })).toBe('BSD-2-Clause');
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('MIT OR Apache-2.0');
    expect(isPermissive('(MPL-2.0 OR Apache-2.0)')).toBe(true);
    expect(isPermissive('MIT AND ISC')).toBe(true);
    expect(isPermissive('GPL-3.0-only')).toBe(false);
    expect(isPermissive('MIT AND GPL-3.0-only')).toBe(false);
  });

  it('given React, it copies its licence file; given a package without one, or copyleft, it says so', () => {
    const react = noticeOf(`${root}node_modules/react`);
    expect(react).toMatchObject({ name: 'react', license: 'MIT' });
    expect(react.text).toMatch(/Copyright \(c\) Meta Platforms/);
    // @r2wc ships no LICENSE file: its repository's text is kept here.
    expect(noticeOf(`${root}node_modules/@r2wc/core`).text).toMatch(/Copyright \(c\) 2022 Bitovi/);
    expect(noticeProblems([{ name: 'x', version: '1.0.0', license: 'MIT', text: '' }])).toEqual([
      'x@1.0.0 has no LICENSE file to copy',
    ]);
    expect(noticeProblems([{ name: 'y', version: '2.0.0', license: 'GPL-3.0-only', text: 'GPL' }])).toEqual([
      'y@2.0.0 is GPL-3.0-only',
    ]);
  });

  it('lists each package once with its version, licence and text, by name', () => {
    const text = noticesText([
      { name: 'b', version: '2.0.0', license: 'ISC', text: 'ISC text' },
      { name: 'a', version: '1.0.0', license: 'MIT', text: 'MIT text' },
    ]);
    expect(text.indexOf('a 1.0.0 (MIT)')).toBeLessThan(text.indexOf('b 2.0.0 (ISC)'));
    expect(text).toContain('MIT text');
  });
});
