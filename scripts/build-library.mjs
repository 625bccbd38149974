// Last step of `npm run build`: assembles the published package in dist/library/ from the build,
// so that it holds the element library only. The repository's package.json stays the private
// app (host, reference API, their dependencies); the package gets its own, generated here:
//   package.json             exports, types and the manifest from the package root; no dependencies
//                            (React, Shoelace, Lit … are bundled into the chunks)
//   elements/                the element modules, the loader and the shared chunks, without source
//                            maps or .br/.gz copies (those serve `npm start`, see README)
//   react/                   the React entry and the element build behind it, React left to the app
//                            (vite.elements-react.config.ts)
//   server/elements/         what Node gets for each element module: the same names, nothing
//                            defined (server-modules.mjs, the `node` export condition)
//   dist-types/              the declarations (build-types.mjs)
//   custom-elements.json     the manifest (custom-elements-manifest.mjs)
//   vscode.html-custom-data.json, web-types.json  editor data from the manifest (editor-data.mjs)
//   LICENSE, README.md, THIRD-PARTY-NOTICES.txt (third-party-notices.mjs)
// Usage: node scripts/build-library.mjs [out-dir]  (default dist/library)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITOR_DATA_FILES } from './editor-data.mjs';
import { reactBuildFiles } from './react-build-files.mjs';
import { serverModule, serverModulePath } from './server-modules.mjs';
import { NOTICES_FILE } from './third-party-notices.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Files of dist/elements/ that stay out of the package: maps, compressed copies, the notices (at the root). */
export function isShipped(fileName) {
  return !/\.(map|br|gz)$/.test(fileName) && fileName !== NOTICES_FILE;
}

/** A built module without its `//# sourceMappingURL=` line, whose map is not shipped. */
export function withoutSourceMapUrl(code) {
  return code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** The package's package.json, everything relative to the package root. */
export function libraryPackageJson({ version }) {
  const loader = { types: './dist-types/loader.d.ts', default: './elements/loader.js' };
  return {
    name: '@paperfield/customer-portal',
    version,
    description:
      'Embeddable custom elements of the Paperfield B2B customer portal (<cp-orders>, <cp-tracking> …): self-registering ES modules with their dependencies bundled.',
    keywords: ['custom-elements', 'web-components', 'customer-portal'],
    license: 'MIT',
    // Where the package comes from: its README is library/README.md there, its package.json this.
    repository: {
      type: 'git',
      url: 'git+https://github.com/paperfield/customer-portal.git',
      directory: 'library',
    },
    homepage: 'https://github.com/paperfield/customer-portal/tree/main/library#readme',
    bugs: { url: 'https://github.com/paperfield/customer-portal/issues' },
    type: 'module',
    exports: {
      '.': loader,
      './loader.js': loader,
      // A server (Node: Next.js, Nuxt, Astro) gets a module that defines nothing; browsers and their
      // bundlers get the real one (scripts/server-modules.mjs says why).
      './elements/*.js': {
        types: './dist-types/elements/*.d.ts',
        browser: './elements/*.js',
        node: `./${serverModulePath('elements/*.js')}`,
        default: './elements/*.js',
      },
      // React apps: components over the element build that takes React from the app.
      './react': { types: './dist-types/react.d.ts', default: './react/index.js' },
      // Not entry points: the shared chunks, and the loader under a second name.
      './elements/chunks/*': null,
      './elements/loader.js': null,
      './jsx': { types: './dist-types/jsx.d.ts' },
      './vue': { types: './dist-types/vue.d.ts' },
      './custom-elements.json': './custom-elements.json',
      './vscode.html-custom-data.json': './vscode.html-custom-data.json',
      './web-types.json': './web-types.json',
      './package.json': './package.json',
    },
    types: './dist-types/loader.d.ts',
    // For TypeScript's node10 resolution, which reads no `exports`.
    typesVersions: {
      '*': {
        'loader.js': ['./dist-types/loader.d.ts'],
        jsx: ['./dist-types/jsx.d.ts'],
        vue: ['./dist-types/vue.d.ts'],
        react: ['./dist-types/react.d.ts'],
        'elements/*': ['./dist-types/elements/*'],
      },
    },
    customElements: 'custom-elements.json',
    'web-types': './web-types.json',
    // Every module registers elements, or holds a chunk that does; not the React components (react/Cp*.js,
    // index, session), so that an app's bundler leaves out those it does not use, with their element.
    sideEffects: ['./elements/**/*.js', './react/cp-*.js', './react/chunks/**'],
    files: [
      'elements',
      'react',
      'server',
      'dist-types',
      'custom-elements.json',
      ...EDITOR_DATA_FILES,
      NOTICES_FILE,
    ],
    // Only `@paperfield/customer-portal/jsx` refers to React's types, for React embedders; only
    // `…/vue` to Vue's. `…/react` takes React from the app. All optional, so that an embedder without
    // React or Vue installs nothing.
    peerDependencies: { '@types/react': '>=19', vue: '>=3.5', react: '>=19', 'react-dom': '>=19' },
    peerDependenciesMeta: {
      '@types/react': { optional: true },
      vue: { optional: true },
      react: { optional: true },
      'react-dom': { optional: true },
    },
  };
}

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes the package into `outDir` from the build in `dist/` and `dist-types/`.
 * @returns {number} the number of files written
 */
export function buildLibrary(outDir = join(ROOT, 'dist/library'), { root = ROOT } = {}) {
  const elementsDir = join(root, 'dist/elements');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  const write = (path, content) => {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), content);
    count += 1;
  };
  for (const file of filesUnder(elementsDir)) {
    const name = relative(elementsDir, file).replaceAll('\\', '/');
    if (!isShipped(name.split('/').at(-1))) continue;
    const content = readFileSync(file);
    write(`elements/${name}`, name.endsWith('.js') ? withoutSourceMapUrl(content.toString('utf8')) : content);
  }
  const reactDir = join(root, 'dist/elements-react');
  const reactFiles = [...filesUnder(reactDir)].map((file) => ({
    name: relative(reactDir, file).replaceAll('\\', '/'),
    file,
  }));
  for (const [path, content] of reactBuildFiles(reactFiles, elementsDir, isShipped)) {
    write(path, typeof content === 'string' ? withoutSourceMapUrl(content) : content);
  }
  const manifest = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));
  for (const module of manifest.modules) write(serverModulePath(module.path), serverModule(module));
  for (const file of filesUnder(join(root, 'dist-types'))) {
    write(`dist-types/${relative(join(root, 'dist-types'), file).replaceAll('\\', '/')}`, readFileSync(file));
  }
  write('custom-elements.json', readFileSync(join(root, 'dist/custom-elements.json')));
  for (const file of EDITOR_DATA_FILES) write(file, readFileSync(join(root, 'dist', file)));
  write(NOTICES_FILE, readFileSync(join(elementsDir, NOTICES_FILE)));
  write('LICENSE', readFileSync(join(root, 'LICENSE')));
  write('README.md', readFileSync(join(root, 'library/README.md')));
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  write('package.json', `${JSON.stringify(libraryPackageJson(rootManifest), null, 2)}\n`);
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? 'dist/library');
  const count = buildLibrary(outDir);
  console.log(`✔ ${count} files in ${relative(process.cwd(), outDir)} (the package)`);
}
