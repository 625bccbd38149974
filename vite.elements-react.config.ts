import type { PluginOption, UserConfig } from 'vite';
import { defineConfig, esmExternalRequirePlugin } from 'vite';
import { firstViewPreload } from './scripts/vite-first-view-preload.mjs';
import { reactComponentEntries, reactComponents } from './scripts/vite-react-components.mjs';
import elementsConfig, { elementEntries } from './vite.elements.config.ts';

// The element library for React apps (`npm run build`, after the element build): the same element
// sources, chunk groups and plugins as vite.elements.config.ts, with React left to the app
// (`@paperfield/customer-portal/react`, issue 28 §5), into dist/elements-react/ (the package's
// react/). An app's bundler then holds one React, the app's, and only the chunks of the elements
// whose components it renders. The page's runtime is still one: it lives under a Symbol.for key,
// shared with the plain build's elements if a page has both.

/** What the app provides: React, its DOM renderer and their scheduler (every subpath too). */
export const REACT_EXTERNAL = /^(react|react-dom|scheduler)(\/.*)?$/;

const base = elementsConfig as UserConfig;
const entries = elementEntries();
const components = reactComponentEntries(entries);

// The component modules import() their element when mounted, not when loaded (that is what keeps
// them server-safe): they get no first-view line, unlike the element entries themselves.
const plugins = [
  ...(base.plugins ?? [])
    .flat()
    .filter((plugin) => (plugin as { name?: string })?.name !== 'cp-first-view-preload'),
  firstViewPreload({ except: Object.keys(components) }),
  reactComponents(entries),
  // The CommonJS packages bundled here (use-sync-external-store's shim, under the kit) require('react'):
  // left as is, rolldown's require() stub throws in a browser; this turns it into an import of the app's.
  esmExternalRequirePlugin({ external: [REACT_EXTERNAL] }),
] as PluginOption[];

export default defineConfig({
  ...base,
  plugins,
  build: {
    ...base.build,
    outDir: 'dist/elements-react',
    lib: { ...(base.build?.lib || {}), entry: { ...entries, ...components } },
    // React is left external by esmExternalRequirePlugin above.
    rolldownOptions: base.build?.rolldownOptions,
  },
});
