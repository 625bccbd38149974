// A Vite plugin for the host build: index.html names, beside its entry, every chunk and stylesheet
// the host's start module imports statically. The entry loads that module with import() (the login
// token leaves the address bar before any of it runs), so without these links the browser would
// discover React, the router, the runtime and the kit only once the entry had run: one round trip
// more before the first paint. `modulepreload` fetches and compiles without running anything, so the
// order in which the modules run stays the entry's. Route chunks (layouts, pages, elements) are not
// named here: the router requests them for the route the page opens, and /login needs none of the
// dashboard's.

/**
 * The files a dynamic entry of the bundle needs before it runs: its own chunk, every chunk it imports
 * statically (followed through their imports) and their CSS, each once, in the order found.
 *
 * @param {Record<string, { type: string, fileName: string, facadeModuleId?: string | null, imports?: string[], viteMetadata?: { importedCss: Set<string> } }>} bundle
 * @param {string} moduleSuffix - The end of the entry module's path, e.g. `/src/host-app/start-host.tsx`.
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function staticClosure(bundle, moduleSuffix) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
  if (!start) throw new Error(`vite-host-preloads: no chunk for ${moduleSuffix} in the bundle`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
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
  visit(start);
  return { scripts, styles };
}

/**
 * @param {{ startModule: string }} options - `startModule`: the module the entry imports, as a path
 *   suffix (`/src/host-app/start-host.tsx`).
 * @returns {import('vite').Plugin}
 */
export function hostPreloads({ startModule }) {
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
        const { scripts, styles } = staticClosure(context.bundle, startModule);
        const named = (file) => html.includes(`"${base}${file}"`);
        return [
          ...styles
            .filter((file) => !named(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            })),
          ...scripts
            .filter((file) => !named(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            })),
        ];
      },
    },
  };
}
