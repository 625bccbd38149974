import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isShipped, libraryPackageJson, withoutSourceMapUrl } from './build-library.mjs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pkg = libraryPackageJson(root);

describe('the package.json of the package (dist/library/)', () => {
  it('given the repository version, it is a public MIT package with no dependencies', () => {
    expect(pkg).toMatchObject({ name: '@paperfield/customer-portal', version: root.version, license: 'MIT' });
    expect(pkg).not.toHaveProperty('private');
    expect(pkg).not.toHaveProperty('dependencies');
    expect(pkg).not.toHaveProperty('engines');
    expect(pkg.peerDependenciesMeta['@types/react'].optional).toBe(true);
    // The React entry takes React from the app; an embedder without React installs nothing.
    expect(pkg.peerDependencies).toMatchObject({ react: '>=19', 'react-dom': '>=19' });
    expect(pkg.peerDependenciesMeta.react.optional).toBe(true);
    expect(pkg.peerDependenciesMeta['react-dom'].optional).toBe(true);
  });

  it('names the repository, its home page (the README it ships) and where to report bugs, one repository for all', () => {
    const repository = 'github.com/paperfield/customer-portal';
    expect(pkg.repository).toEqual({
      type: 'git',
      url: `git+https://${repository}.git`,
      directory: 'library',
    });
    expect(pkg.homepage).toBe(`https://${repository}/tree/main/library#readme`);
    expect(pkg.bugs).toEqual({ url: `https://${repository}/issues` });
  });

  it('exports the loader, every element module with its types (a module defining nothing for Node), the React entry, the JSX and Vue types and the manifest, from the package root', () => {
    const loader = { types: './dist-types/loader.d.ts', default: './elements/loader.js' };
    expect(pkg.exports).toEqual({
      '.': loader,
      './loader.js': loader,
      // One subpath pattern for every element, so an element ships by existing.
      './elements/*.js': {
        types: './dist-types/elements/*.d.ts',
        browser: './elements/*.js',
        node: './server/elements/*.js',
        default: './elements/*.js',
      },
      './react': { types: './dist-types/react.d.ts', default: './react/index.js' },
      './elements/chunks/*': null,
      './elements/loader.js': null,
      './jsx': { types: './dist-types/jsx.d.ts' },
      './vue': { types: './dist-types/vue.d.ts' },
      './custom-elements.json': './custom-elements.json',
      './vscode.html-custom-data.json': './vscode.html-custom-data.json',
      './web-types.json': './web-types.json',
      './package.json': './package.json',
    });
    expect(pkg.types).toBe('./dist-types/loader.d.ts');
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg['web-types']).toBe('./web-types.json');
    expect(pkg.sideEffects).toEqual(['./elements/**/*.js', './react/cp-*.js', './react/chunks/**']);
    expect(pkg.files).toEqual([
      'elements',
      'react',
      'server',
      'dist-types',
      'custom-elements.json',
      'vscode.html-custom-data.json',
      'web-types.json',
      'THIRD-PARTY-NOTICES.txt',
    ]);
  });
});

describe('the files of the package', () => {
  it('given the element build, it ships the modules, not their maps, compressed copies or the notices', () => {
    expect(isShipped('cp-orders.js')).toBe(true);
    expect(isShipped('react-eWBkHOjF.js')).toBe(true);
    expect(isShipped('cp-orders.js.map')).toBe(false);
    expect(isShipped('cp-orders.js.br')).toBe(false);
    expect(isShipped('cp-orders.js.gz')).toBe(false);
    expect(isShipped('THIRD-PARTY-NOTICES.txt')).toBe(false);
  });

  it('given a module whose map is not shipped, it drops the sourceMappingURL line only', () => {
    expect(withoutSourceMapUrl('export{M as CpOrders};\n//# sourceMappingURL=cp-orders.js.map')).toBe(
      'export{M as CpOrders};\n',
    );
    expect(withoutSourceMapUrl('const a = 1;\n')).toBe('const a = 1;\n');
  });
});
