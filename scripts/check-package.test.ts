import { describe, expect, it } from 'vitest';
import {
  entrySpecifiers,
  manifestProblems,
  megabytes,
  missingModulePaths,
  unwantedFiles,
} from './check-package.mjs';

const valid = {
  name: '@paperfield/customer-portal',
  license: 'MIT',
  customElements: 'custom-elements.json',
  peerDependencies: { '@types/react': '>=19' },
  peerDependenciesMeta: { '@types/react': { optional: true } },
};

const customElements = {
  modules: [
    {
      path: 'elements/cp-orders.js',
      exports: [
        { kind: 'js', name: 'CpOrders', declaration: { name: 'CpOrders', module: 'elements/cp-orders.js' } },
      ],
    },
  ],
};

describe('check-package', () => {
  it('given a package.json with no dependencies and a licence, it finds no problem', () => {
    expect(manifestProblems(valid)).toEqual([]);
  });

  it('given dependencies, a required peer, no licence or private, it names each problem', () => {
    expect(
      manifestProblems({
        ...valid,
        license: undefined,
        private: true,
        dependencies: { fastify: '^5' },
        peerDependencies: { react: '^19' },
      }),
    ).toEqual([
      'package.json has dependencies: fastify (bundle them into the chunks)',
      'peer dependency react is not optional',
      'package.json has no license',
      'package.json is private',
    ]);
  });

  it('given the tarball files, it finds the source maps and compressed copies', () => {
    expect(
      unwantedFiles([
        'elements/cp-orders.js',
        'elements/cp-orders.js.map',
        'elements/chunks/a.js.br',
        'x.gz',
      ]),
    ).toEqual(['elements/cp-orders.js.map', 'elements/chunks/a.js.br', 'x.gz']);
  });

  it('given manifest paths, it names those missing from the package root or leaving it', () => {
    expect(missingModulePaths(customElements, () => true)).toEqual([]);
    expect(missingModulePaths(customElements, () => false)).toEqual(['elements/cp-orders.js']);
    expect(missingModulePaths({ modules: [{ path: '../dist/elements/cp-x.js' }] }, () => true)).toEqual([
      '../dist/elements/cp-x.js',
    ]);
  });

  it('given the manifest, an embedder imports the loader, the manifest and every element module', () => {
    expect(entrySpecifiers(customElements)).toEqual([
      '@paperfield/customer-portal',
      '@paperfield/customer-portal/loader.js',
      '@paperfield/customer-portal/react',
      '@paperfield/customer-portal/custom-elements.json',
      '@paperfield/customer-portal/elements/cp-orders.js',
    ]);
    expect(megabytes(2_983_865)).toBe('2.98 MB');
  });
});
