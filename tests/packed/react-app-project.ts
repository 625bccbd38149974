import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwawayProject } from './packed-package.ts';

// A partner's Vite + React 19 + TypeScript app using `@paperfield/customer-portal/react`, as the
// packed-package test (react-app.test.ts) and the browser test (tests/e2e/embed-react-ssr.spec.ts)
// build it: <CpOrders> server-rendered into index.html (prerendered with react-dom/server through
// Vite's SSR build, which leaves the package to Node's own resolution) and hydrated in the page.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** Where the server-rendered app goes in index.html. */
const OUTLET = '<!--app-->';

const files = (apiBase: string): Record<string, string> => ({
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Ridgeway Print purchasing</title>
    <link rel="icon" href="data:," />
    <meta name="cp-config" content='{"apiBase":"${apiBase}","tokenStorage":"memory"}' />
    <script type="module" src="/src/main.tsx"></script>
  </head>
  <body>
    <div id="root">${OUTLET}</div>
  </body>
</html>
`,
  'src/App.tsx': `import type { CpOrdersElement } from '@paperfield/customer-portal/elements/cp-orders.js';
import { CpOrders, type CpOrdersNavigate } from './portal.ts';
import { useEffect, useRef, useState } from 'react';

export function App() {
  const [path, setPath] = useState('');
  const [referred, setReferred] = useState('');
  const orders = useRef<CpOrdersElement>(null);
  useEffect(() => setReferred(orders.current?.localName ?? 'nothing'), []);
  return (
    <main>
      <h1>Paper orders</h1>
      <p id="navigated">{path}</p>
      <p id="ref">{referred}</p>
      <CpOrders
        ref={orders}
        lang="en"
        pageSize={25}
        className="orders"
        onCpNavigate={(event: CpOrdersNavigate) => setPath(event.detail.path)}
      />
    </main>
  );
}
`,
  // The typed props: the event's detail, and an attribute of another element refused.
  'src/portal.ts': `import { CpOrders } from '@paperfield/customer-portal/react';
import type { ComponentProps } from 'react';

export { CpOrders };
export type CpOrdersNavigate = Parameters<NonNullable<ComponentProps<typeof CpOrders>['onCpNavigate']>>[0];
// @ts-expect-error load-number is <cp-tracking>'s, not <cp-orders>'s
export const wrong: ComponentProps<typeof CpOrders> = { loadNumber: 'L1' };
// @ts-expect-error 7 is not one of the page sizes
export const wrongSize: ComponentProps<typeof CpOrders> = { pageSize: 7 };
// @ts-expect-error fr is not one of the portal's languages
export const wrongLanguage: ComponentProps<typeof CpOrders> = { lang: 'fr' };
`,
  'src/main.tsx': `import { signIn } from '@paperfield/customer-portal/react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';

hydrateRoot(document.getElementById('root') as HTMLElement, <App />, {
  onRecoverableError: (error) => console.error('hydration:', error),
});
// The end-to-end test signs in with tokens it obtained from the portal.
(window as unknown as { portalSignIn: typeof signIn }).portalSignIn = signIn;
`,
  'src/entry-server.tsx': `import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';

export const render = (): string => renderToString(<App />);
`,
  'prerender.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
const { render } = await import('./dist/server/entry-server.js');
const html = readFileSync('dist/client/index.html', 'utf8').replace(${JSON.stringify(OUTLET)}, render());
writeFileSync('dist/client/index.html', html);
`,
  'vite.config.ts': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], build: { outDir: 'dist/client' } });
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        allowImportingTsExtensions: true,
        lib: ['es2022', 'dom', 'dom.iterable'],
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
});

export interface ReactAppBuild {
  dir: string;
  /** What `vite build` printed (both builds). */
  buildOutput: string;
  /** What tsc printed; empty when the app type-checks. */
  typeErrors: string;
  /** The client build's JavaScript files, path (from dist/client) → text. */
  clientFiles: Record<string, string>;
  /** The prerendered dist/client/index.html, or what the prerender printed when it failed. */
  html: string;
}

/** Runs a Node script in the project: what it printed; a failed build throws, tsc and the prerender do not. */
function run(
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0 && args[0] === VITE) throw new Error(`${args.join(' ')} failed:\n${output}`);
  return { ok: result.status === 0, output };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/**
 * Creates the app in `.embedder-projects/<name>/`, type-checks it, builds it and prerenders
 * index.html. `development`: React's development build, which reports hydration mismatches of
 * attributes on the console (the production build does not look).
 */
export function buildReactApp(name: string, apiBase: string, { development = false } = {}): ReactAppBuild {
  const dir = throwawayProject(name, files(apiBase));
  // Set either way: under Vitest NODE_ENV is `test`, which would give React's development build.
  const env = { ...process.env, NODE_ENV: development ? 'development' : 'production' };
  const typeErrors = run(dir, [TSC, '-p', 'tsconfig.json']).output.trim();
  const buildOutput =
    run(dir, [VITE, 'build'], env).output +
    run(dir, [VITE, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'], env).output;
  const prerender = run(dir, ['prerender.mjs'], env);
  const client = join(dir, 'dist/client');
  const clientFiles = Object.fromEntries(
    filesUnder(client)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [relative(client, file), readFileSync(file, 'utf8')]),
  );
  const html = prerender.ok ? readFileSync(join(client, 'index.html'), 'utf8') : prerender.output;
  return { dir, buildOutput, typeErrors, clientFiles, html };
}
