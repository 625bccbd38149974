// A Vite plugin for the React build (vite.elements-react.config.ts): the modules of
// `@paperfield/customer-portal/react`, generated from the element entries (the registration
// modules that exist), so a new element gets its component by existing. Each component is a module
// of its own (`CpOrders.js`: portalComponent('cp-orders', () => import('./cp-orders.js'))) and the
// index only re-exports them: the package marks them free of side effects, so an app's bundler
// (Vite, webpack in Next.js) leaves out the components it does not use, and with them their
// import() of the element and its chunks, without relying on tree-shaking calls. The index is
// written as it is after bundling (`index.js`, re-exports only): bundled as an entry importing the
// others, rolldown moved every component into one shared chunk that the index imports directly.
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Where the generated modules seem to live (nothing is written there): beside the helpers they import. */
export const REACT_DIR = `${ROOT}src/react/`;
const PORTAL_COMPONENT = `${REACT_DIR}portal-component.ts`;
const SESSION = `${REACT_DIR}session.ts`;

/** `cp-price-list` → `CpPriceList`: the component's name, as the element's types name it. */
export function componentName(tag) {
  return tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());
}

const componentFile = (tag) => `${REACT_DIR}${componentName(tag)}.ts`;

/** The lib entries of the components and of the session API, by output name (`CpOrders`, `session`). */
export function reactComponentEntries(elementEntries) {
  return {
    session: SESSION,
    ...Object.fromEntries(Object.keys(elementEntries).map((tag) => [componentName(tag), componentFile(tag)])),
  };
}

/** The source of one component module. */
export function componentSource(tag, registrationFile) {
  return `import { portalComponent } from ${JSON.stringify(PORTAL_COMPONENT)};

/** <${tag}> as a React component; its module is imported when the component first mounts. */
export const ${componentName(tag)} = portalComponent(${JSON.stringify(tag)}, () => import(${JSON.stringify(registrationFile)}));
`;
}

/** `index.js`: every component, and the session API (`session.js`, from src/react/session.ts). */
export function indexSource(elementEntries) {
  const lines = Object.keys(elementEntries).map(
    (tag) => `export { ${componentName(tag)} } from './${componentName(tag)}.js';`,
  );
  return `${lines.join('\n')}\nexport * from './session.js';\n`;
}

/**
 * @param {Record<string, string>} elementEntries tag → registration module (elementEntries())
 * @returns {import('vite').Plugin}
 */
export function reactComponents(elementEntries) {
  const sources = new Map(
    Object.entries(elementEntries).map(([tag, file]) => [componentFile(tag), componentSource(tag, file)]),
  );
  return {
    name: 'cp-react-components',
    enforce: 'pre',
    resolveId(id) {
      return sources.has(id) ? id : undefined;
    },
    load(id) {
      return sources.get(id);
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'index.js', source: indexSource(elementEntries) });
      // A client boundary for React Server Components (Next.js App Router): a server component can
      // render <CpOrders page-size={25} /> and the component runs in the browser. After bundling, which
      // drops module-level directives.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && sources.has(chunk.facadeModuleId ?? ''))
          chunk.code = `'use client';\n${chunk.code}`;
      }
    },
  };
}
