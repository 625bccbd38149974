// `npm test` step "package": checks the published package as an embedder gets it. Packs
// dist/library/ (`npm run build` first), lints the tarball with publint --strict and
// @arethetypeswrong/cli, installs it into an empty project with `npm install --offline` (so it
// must have nothing to fetch), and checks there that it stays under its size budget, that every
// module path of its custom-elements.json exists and that its exports resolve. Prints the figures;
// exits 1 naming each problem.
// Usage: node scripts/check-package.mjs [package-dir]  (default dist/library)
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The installed package and all it brings, in bytes (MB = 10^6 bytes). */
export const INSTALLED_BUDGET = 5_000_000;
const NAME = '@paperfield/customer-portal';

/** Files that must not be in the tarball: source maps and the server's compressed copies. */
export function unwantedFiles(paths) {
  return paths.filter((path) => /\.(map|br|gz)$/.test(path));
}

/** What the package's package.json must not do: bring dependencies, lack a licence or an entry. */
export function manifestProblems(manifest) {
  const problems = [];
  for (const field of ['dependencies', 'optionalDependencies', 'bundleDependencies', 'bundledDependencies']) {
    const names = Object.keys(manifest[field] ?? {});
    if (names.length)
      problems.push(`package.json has ${field}: ${names.join(', ')} (bundle them into the chunks)`);
  }
  // npm installs peer dependencies that are not optional, which would fetch them.
  for (const name of Object.keys(manifest.peerDependencies ?? {})) {
    if (!manifest.peerDependenciesMeta?.[name]?.optional)
      problems.push(`peer dependency ${name} is not optional`);
  }
  if (!manifest.license) problems.push('package.json has no license');
  if (manifest.private) problems.push('package.json is private');
  if (!manifest.customElements) problems.push('package.json names no customElements manifest');
  return problems;
}

/** Manifest module paths (from the package root) for which `exists(path)` is false. */
export function missingModulePaths(customElements, exists) {
  const paths = customElements.modules.flatMap((module) => [
    module.path,
    ...(module.exports ?? []).map((entry) => entry.declaration?.module).filter(Boolean),
  ]);
  return [...new Set(paths)].filter((path) => path.startsWith('/') || path.startsWith('..') || !exists(path));
}

/** The specifiers an embedder imports, one per element module of the manifest. */
export function entrySpecifiers(customElements) {
  return [
    NAME,
    `${NAME}/loader.js`,
    `${NAME}/react`,
    `${NAME}/custom-elements.json`,
    ...customElements.modules.map((module) => `${NAME}/${module.path}`),
  ];
}

/** `1234567` → `1.23 MB`. */
export function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(2)} MB`;
}

/** Apparent size and number of files under a folder (symbolic links counted, not followed). */
export function folderSize(folder) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += lstatSync(path).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** The package names in a node_modules folder, scoped ones as `@scope/name`. */
function installedPackages(nodeModules) {
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(nodeModules, name)).map((inner) => `${name}/${inner}`) : [name],
    );
}

/** Runs a command; its output, or a problem naming the command when it fails. */
function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(
    /^npm warn Unknown user config.*\n/gm,
    '',
  );
  return { ok: result.status === 0, output };
}

/** Every check of the package in `packageDir`: its problems, none when it is fit to publish. */
export function check(packageDir) {
  const problems = [];
  const started = Date.now();
  if (!existsSync(join(packageDir, 'package.json'))) {
    return [`no package in ${packageDir}: run \`npm run build\` first`];
  }
  const work = mkdtempSync(join(tmpdir(), 'cp-package-'));
  try {
    // 1. The tarball.
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const tarball = join(work, packed.filename);
    console.log(
      `tarball ${packed.filename}: ${megabytes(packed.size)} packed, ${megabytes(packed.unpackedSize)} unpacked, ${packed.entryCount} files`,
    );
    const unwanted = unwantedFiles(packed.files.map((file) => file.path));
    if (unwanted.length)
      problems.push(`the tarball holds ${unwanted.length} map/.br/.gz files, e.g. ${unwanted[0]}`);
    for (const required of ['LICENSE', 'THIRD-PARTY-NOTICES.txt', 'README.md', 'custom-elements.json']) {
      if (!packed.files.some((file) => file.path === required))
        problems.push(`the tarball has no ${required}`);
    }

    // 2. publint and attw on the tarball itself.
    const publint = run('npx', ['--no-install', 'publint', 'run', tarball, '--strict']);
    console.log(`publint --strict: ${publint.ok ? 'clean' : 'problems'}`);
    if (!publint.ok) problems.push(`publint --strict:\n${publint.output.trim()}`);
    const customElements = JSON.parse(readFileSync(join(packageDir, 'custom-elements.json'), 'utf8'));
    // Every resolution mode TypeScript has, node10 (typesVersions) included; the one rule ignored,
    // cjs-resolves-to-esm, says a CommonJS require() of this ESM-only package gets an ES module,
    // which is what it is: browser modules, to import.
    const attw = run('npx', [
      '--no-install',
      'attw',
      tarball,
      '--profile',
      'strict',
      '--ignore-rules',
      'cjs-resolves-to-esm',
      '--format',
      'table-flipped',
      '--no-color',
      '--no-emoji',
      '--include-entrypoints',
      ...customElements.modules.map((module) => `./${module.path}`),
    ]);
    console.log(`attw (strict, cjs-resolves-to-esm ignored): ${attw.ok ? 'clean' : 'problems'}`);
    if (!attw.ok) problems.push(`attw:\n${attw.output.trim()}`);

    // 3. An embedder's empty project, installing the tarball with nothing to fetch.
    const project = join(work, 'project');
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      '{ "name": "embedder", "version": "1.0.0", "private": true }\n',
    );
    const install = run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball],
      { cwd: project },
    );
    if (!install.ok) {
      problems.push(
        `npm install --offline of the tarball failed (it must need nothing from the registry):\n${install.output.trim()}`,
      );
      return problems;
    }
    const installed = folderSize(join(project, 'node_modules'));
    const packages = installedPackages(join(project, 'node_modules'));
    console.log(
      `installed into an empty project: ${megabytes(installed.bytes)} in ${installed.files} files (budget ${megabytes(INSTALLED_BUDGET)}); node_modules holds ${packages.join(', ')}`,
    );
    if (installed.bytes >= INSTALLED_BUDGET) {
      problems.push(
        `installing the package adds ${megabytes(installed.bytes)}, over the ${megabytes(INSTALLED_BUDGET)} budget`,
      );
    }
    if (packages.length !== 1)
      problems.push(`installing the package brought other packages too: ${packages.join(', ')}`);

    // 4. The installed package.json, manifest paths and exports.
    const packageRoot = join(project, 'node_modules', NAME);
    problems.push(...manifestProblems(JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'))));
    const installedElements = JSON.parse(readFileSync(join(packageRoot, 'custom-elements.json'), 'utf8'));
    for (const path of missingModulePaths(installedElements, (path) => existsSync(join(packageRoot, path)))) {
      problems.push(`custom-elements.json names ${path}, which is not in the package`);
    }
    const specifiers = entrySpecifiers(installedElements);
    const resolver = `
      import { existsSync } from 'node:fs';
      import { fileURLToPath } from 'node:url';
      const answers = {};
      for (const specifier of ${JSON.stringify(specifiers)}) {
        try { answers[specifier] = existsSync(fileURLToPath(import.meta.resolve(specifier))) ? 'ok' : 'no file'; }
        catch (error) { answers[specifier] = error.code ?? error.message; }
      }
      try { import.meta.resolve('${NAME}/elements/chunks/react.js'); answers.chunks = 'exported'; }
      catch (error) { answers.chunks = error.code; }
      console.log(JSON.stringify(answers));`;
    const resolved = run(process.execPath, ['--input-type=module', '-e', resolver], { cwd: project });
    const answers = resolved.ok ? JSON.parse(resolved.output) : {};
    for (const specifier of specifiers) {
      if (answers[specifier] !== 'ok')
        problems.push(`${specifier} does not resolve: ${answers[specifier] ?? resolved.output}`);
    }
    if (answers.chunks !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') problems.push('the shared chunks are exported');
    console.log(
      `${specifiers.length} entry points resolve from the empty project (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return problems;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = check(resolve(process.argv[2] ?? 'dist/library'));
  if (problems.length) {
    console.error(`✖ the package:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('✔ the package holds the library only');
}
