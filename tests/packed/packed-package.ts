import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The published package as a partner developer gets it: `dist/library/` (`npm run build`) packed
// with `npm pack` and installed with `npm install --offline` into a throwaway project, which then
// builds, type-checks or serves its pages on an origin of its own. The projects live under
// `.embedder-projects/` in the repository (ignored by git), so the tools a project uses — Vite,
// React, TypeScript, vue-tsc — resolve from the repository's node_modules as an app's own
// would, with nothing fetched; the package itself is only in the project's node_modules.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PROJECTS_DIR = join(ROOT, '.embedder-projects');
export const PACKAGE_NAME = '@paperfield/customer-portal';
const LIBRARY_DIR = join(ROOT, 'dist/library');

/**
 * The tarball of the built package, packed once per build: reused while it is newer than
 * `dist/library/package.json` (which every build rewrites).
 */
export function packedTarball(): string {
  const manifest = join(LIBRARY_DIR, 'package.json');
  if (!existsSync(manifest)) throw new Error('no package in dist/library: run `npm run build` first');
  const tarball = join(PROJECTS_DIR, 'package.tgz');
  if (existsSync(tarball) && statSync(tarball).mtimeMs > statSync(manifest).mtimeMs) return tarball;
  mkdirSync(PROJECTS_DIR, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', PROJECTS_DIR], {
      cwd: LIBRARY_DIR,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as [{ filename: string }];
  rmSync(tarball, { force: true });
  renameSync(join(PROJECTS_DIR, packed.filename), tarball);
  return tarball;
}

/**
 * A fresh project `.embedder-projects/<name>/` holding `files` (path → text) and the packed package
 * installed in its node_modules. Returns the project's folder.
 */
export function throwawayProject(name: string, files: Record<string, string> = {}): string {
  const tarball = packedTarball();
  const dir = join(PROJECTS_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `embedder-${name}`, version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  execFileSync(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return dir;
}

/** The installed package's folder in a project. */
export const installedPackage = (projectDir: string): string =>
  join(projectDir, 'node_modules', PACKAGE_NAME);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the files under `root` on `http://localhost:<port>` (a directory answers its index.html),
 * each HTML page with `headers(path)` — its Content-Security-Policy, say. Anything outside `root`
 * is 404.
 */
export async function startStaticSite(
  root: string,
  port: number,
  headers: (path: string) => Record<string, string> = () => ({}),
): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(resolve(root))) {
      response.writeHead(404).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-store',
      ...(type.startsWith('text/html') ? headers(pathname) : {}),
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
