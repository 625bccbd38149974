// A Vite plugin for the host build: index.html names, beside its entry, every chunk and stylesheet
// the host's start module imports statically. The entry loads that module with import() (the login
// token leaves the address bar before any of it runs), so without these links the browser would
// discover React, the router, the runtime and the kit only once the entry had run: one round trip
// more before the first paint. `modulepreload` fetches and compiles without running anything, so the
// order in which the modules run stays the entry's.
//
// The chunks of a first route (layout, page, element) are named too, but inside a <template>, which
// the browser does not fetch: the entry moves the links of the path it was opened on into the head
// (src/host-app/first-route-preloads/first-route-preloads.ts), so /login fetches the login form's chunks and / the
// dashboard's while the start chunks still load, and neither fetches the other's. Without this the
// router would ask for them only once the start chunks had arrived and run.
//
// What would retire it: Vite writing modulepreload links for what an entry imports with import()
// (it preloads an HTML entry's static imports only; vitejs/vite#2835 asked for async dependencies
// and was closed), or the host's entry importing its start module statically once the login-token
// handoff no longer has to run first.

/**
 * The first routes whose chunks index.html names, by path: each route's lazily loaded modules (the
 * layout, the page and the element the router loads for it). scripts/check-size.mjs budgets the same.
 */
export const FIRST_LOAD_ROUTES = {
  '/login': ['src/host-app/layouts/LoginLayout.tsx', 'src/host-app/pages/auth/LoginPage.tsx'],
  '/': [
    'src/host-app/layouts/DefaultLayout.tsx',
    'src/host-app/pages/ElementPage.tsx',
    'src/elements/dashboard/cp-dashboard.ts',
  ],
};

/** The chunk of the bundle whose entry module's path ends in `moduleSuffix`. */
function chunkOf(bundle, moduleSuffix) {
  const found = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix),
  );
  if (!found) throw new Error(`vite-host-preloads: no chunk for ${moduleSuffix} in the bundle`);
  return found;
}

/**
 * The files some dynamic entries of the bundle need before they run: their own chunks, every chunk
 * they import statically (followed through their imports) and their CSS, each once, in the order found.
 *
 * @param {Record<string, { type: string, fileName: string, facadeModuleId?: string | null, imports?: string[], viteMetadata?: { importedCss: Set<string> } }>} bundle
 * @param {string | string[]} moduleSuffixes - The ends of the modules' paths, e.g. `/src/host-app/shell/start-host.tsx`.
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function staticClosure(bundle, moduleSuffixes) {
  const byName = new Map(
    Object.values(bundle)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const scripts = [];
  const styles = [];
  const visit = (chunk) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
    for (const file of chunk.imports ?? []) {
      const imported = byName.get(file);
      if (imported) visit(imported);
    }
  };
  for (const suffix of [moduleSuffixes].flat()) visit(chunkOf(bundle, suffix));
  return { scripts, styles };
}

const link = (rel, href, extra = {}) => ({ tag: 'link', attrs: { rel, crossorigin: true, href, ...extra } });

/**
 * @param {{ startModule: string, templateId: string, routes?: Record<string, string[]> }} options -
 *   `startModule`: the module the entry imports, as a path suffix (`/src/host-app/shell/start-host.tsx`);
 *   `templateId`: the id of the template the entry reads the first route's links from; `routes`: the
 *   first routes' modules by path (default {@link FIRST_LOAD_ROUTES}), as keys of the build's manifest.
 * @returns {import('vite').Plugin}
 */
export function hostPreloads({ startModule, templateId, routes = FIRST_LOAD_ROUTES }) {
  let base = '/';
  return {
    name: 'cp-host-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const start = staticClosure(context.bundle, startModule);
        const named = (file) => html.includes(`"${base}${file}"`);
        const startScripts = start.scripts.filter((file) => !named(file));
        const startStyles = start.styles.filter((file) => !named(file));
        const loaded = new Set([...start.scripts, ...start.styles]);
        const routeLinks = Object.entries(routes).flatMap(([path, modules]) => {
          const route = staticClosure(
            context.bundle,
            modules.map((module) => `/${module}`),
          );
          return [
            ...route.styles
              .filter((file) => !loaded.has(file) && !named(file))
              .map((file) => link('stylesheet', `${base}${file}`, { 'data-path': path })),
            ...route.scripts
              .filter((file) => !loaded.has(file) && !named(file))
              .map((file) => link('modulepreload', `${base}${file}`, { 'data-path': path })),
          ];
        });
        return [
          ...startStyles.map((file) => ({ ...link('stylesheet', `${base}${file}`), injectTo: 'head' })),
          ...startScripts.map((file) => ({ ...link('modulepreload', `${base}${file}`), injectTo: 'head' })),
          {
            tag: 'template',
            attrs: { id: templateId },
            children: routeLinks,
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
