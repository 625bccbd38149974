// A Vite plugin for the host build: index.html carries the portal's frame as static markup (the login
// card, the drawer, the app bar and the dashboard's block skeletons), painted before any of the
// host's JavaScript has loaded. The markup is rendered at build time from the shell's React components
// (src/host-app/shell/StaticShell.tsx, with the same host.css classes as the layouts) in every shipped
// language, so there is one source for it; static-shell.css shows the frame, language and theme that a
// small classic script in <head> chose from the stored preferences and session (shell-preferences.ts).
// The portal's policy forbids inline script, so that script is a file of its own, built here. React's
// first layout removes the static shell in the same frame it paints its own (HostRoot).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { createServer } from 'vite';

/** The pre-paint script, bundled on its own as one classic script (no imports left, no module). */
export async function buildPrePaintScript(entry) {
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** Renders the static shell's markup and the login paths by loading `module` through Vite in Node. */
export async function renderStaticShell(root, module) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    oxc: { jsx: { runtime: 'automatic' } },
  });
  try {
    const { staticShellMarkup, loginLayoutPaths } = await server.ssrLoadModule(module);
    return { markup: staticShellMarkup(), loginPaths: loginLayoutPaths() };
  } finally {
    await server.close();
  }
}

/**
 * @param {{ containerId: string, markupModule: string, scriptModule: string }} options - `containerId`:
 *   the id of the shell's container (HostRoot removes it); `markupModule`: the module whose
 *   `staticShellMarkup()` and `loginLayoutPaths()` give the shell (root-relative, e.g.
 *   `/src/host-app/shell/static-shell-markup.tsx`); `scriptModule`: the pre-paint script's entry.
 * @returns {import('vite').Plugin}
 */
export function staticShell({ containerId, markupModule, scriptModule }) {
  let base = '/';
  let root = process.cwd();
  let scriptFile = '';
  return {
    name: 'cp-static-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async buildStart() {
      const code = await buildPrePaintScript(resolve(root, `.${scriptModule}`));
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      scriptFile = `assets/shell-preferences-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        const { markup, loginPaths } = await renderStaticShell(root, markupModule);
        const container = '<div id="root"></div>';
        if (!html.includes(container)) throw new Error(`vite-static-shell: no ${container} in index.html`);
        return {
          html: html.replace(container, `<div id="${containerId}">${markup}</div>${container}`),
          tags: [
            {
              tag: 'script',
              attrs: { src: `${base}${scriptFile}`, 'data-login-paths': loginPaths.join(' ') },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
