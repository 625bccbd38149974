// Why: the browser checks answers with the code src/core/api/browser-contract/ holds (generated from
// the contract by scripts/contract-checks.ts), not with TypeBox; an import of a contract module
// (src/core/api/contract/) from browser code would bring TypeBox's builders and the schemas back
// into the bundles without any error. This fails the build instead, naming the chunk and modules.
// What would retire it: a boundary rule in scripts/check-boundaries.mjs that knows type-only imports
// (browser code may import the contract's types), or TypeScript's `--isolatedDeclarations`-based
// tooling that can tell a type-only import graph apart; neither exists here yet.

const TYPEBOX_ID = /[\\/]node_modules[\\/]typebox[\\/]/;

/** The Vite plugin: a browser chunk that holds TypeBox fails the build. */
export function serverOnlyTypeBox() {
  return {
    name: 'cp-server-only-typebox',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const typebox = output.moduleIds.filter((moduleId) => TYPEBOX_ID.test(moduleId));
        if (typebox.length > 0)
          this.error(
            `TypeBox reached the browser chunk ${output.fileName}: ${typebox.slice(0, 3).join(', ')} ` +
              '(import endpoints from src/core/api/browser-contract/, not src/core/api/contract/)',
          );
      }
    },
  };
}
