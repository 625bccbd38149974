import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { installedPackage, throwawayProject } from './packed-package.ts';

// The types a partner developer gets from the packed package: a React 19 app type-checked with tsc
// against `@paperfield/customer-portal/jsx`, a Vue 3 app with vue-tsc against `…/vue`, each file of
// mistakes beside a valid twin that compiles, and the editor data named in the package.json.

const require = createRequire(import.meta.url);
// The compiler `npm run typecheck` runs (its package exports no bin path to resolve).
const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
// vue-tsc drives TypeScript's JavaScript API, which TypeScript 7 (native) no longer has: it runs
// on the TypeScript 6 the declarations build uses too.
const TSC6 = require.resolve('@typescript/typescript6/lib/tsc');

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
};

const JSX = "import type {} from '@paperfield/customer-portal/jsx';\n";

/** Per file: valid code, then its mistakes, each in a file of its own so every one must be reported. */
const REACT_FILES = {
  'src/valid.tsx': `${JSX}import { signIn } from '@paperfield/customer-portal';
export const page = (
  <>
    <cp-orders lang="en" page-size="25" theme="dark" oncp-navigate={(event) => event.detail.path.toUpperCase()} />
    <cp-orders page-size={-1} lang="zhHans" />
    <cp-tracking load-number="L2611-70001" carrier="hellmann" container-number="MSCU1234565" lang="de" />
    <cp-deliveries oncp-navigate={(event) => event.detail.path.length} />
    <cp-deliveries-at-risk oncp-navigate={(event) => event.detail.path.length} />
    <cp-dashboard oncp-navigate={(event) => event.detail.path.length} />
    <cp-notifications oncp-navigate={(event) => event.detail.path.length} />
  </>
);
export const ready: Promise<void> = signIn({ accessToken: 'a', refreshToken: 'r' });
`,
  'src/lang-fr.tsx': `${JSX}export const x = <cp-orders lang="fr" />;\n`,
  'src/page-size-7.tsx': `${JSX}export const x = <cp-orders page-size="7" />;\n`,
  'src/carrier-dhl.tsx': `${JSX}export const x = <cp-tracking carrier="dhl" container-number="MSCU1234565" />;\n`,
  'src/load-number-on-orders.tsx': `${JSX}export const x = <cp-orders load-number="L2611-70001" />;\n`,
  'src/navigate-detail.tsx': `${JSX}export const x = <cp-notifications oncp-navigate={(event) => event.detail.nope} />;\n`,
  'src/navigate-on-tracking.tsx': `${JSX}export const x = <cp-tracking oncp-navigate={() => undefined} />;\n`,
};

const VUE_FILES = {
  'src/env.d.ts': "import type {} from '@paperfield/customer-portal/vue';\n",
  'src/Valid.vue': `<script setup lang="ts">
function open(event: CustomEvent<{ path: string }>): string {
  return event.detail.path;
}
</script>
<template>
  <cp-orders lang="en" page-size="25" theme="dark" @cp-navigate="open" />
  <cp-tracking load-number="L2611-70001" carrier="hellmann" />
</template>
`,
  'src/LangFr.vue': `<template>
  <cp-orders lang="fr" />
</template>
`,
  'src/CarrierDhl.vue': `<template>
  <cp-tracking carrier="dhl" />
</template>
`,
  'src/LoadNumberOnOrders.vue': `<template>
  <cp-orders load-number="L2611-70001" />
</template>
`,
  'src/NavigateOnTracking.vue': `<script setup lang="ts">
function open(event: Event): void {
  console.log(event.type);
}
</script>
<template>
  <cp-tracking @cp-navigate="open" />
</template>
`,
};

/** The diagnostics of a compiler run by `node <args>` in a project, by file (`src/x.tsx(1,2): error TS…`). */
function diagnostics(dir: string, args: string[]): Record<string, string[]> {
  let output = '';
  try {
    execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const found: Record<string, string[]> = {};
  let file = '';
  for (const line of output.split('\n')) {
    const start = /^(\S+?)\(\d+,\d+\): error (TS\d+: .*)$/.exec(line);
    if (start?.[1] && start[2]) {
      file = start[1];
      found[file] = [...(found[file] ?? []), start[2]];
    } else if (file && line.trim()) {
      const list = found[file] ?? [];
      list[list.length - 1] += ` ${line.trim()}`;
    }
  }
  return found;
}

describe('types of the packed package', () => {
  let react: Record<string, string[]> = {};
  let vue: Record<string, string[]> = {};
  let pkg = '';

  beforeAll(() => {
    const reactApp = throwawayProject('types-react', {
      ...REACT_FILES,
      'tsconfig.json': JSON.stringify({ ...TSCONFIG, include: ['src'] }),
    });
    pkg = installedPackage(reactApp);
    react = diagnostics(reactApp, [TSC, '-p', 'tsconfig.json']);
    const vueApp = throwawayProject('types-vue', {
      ...VUE_FILES,
      'tsconfig.json': JSON.stringify({
        ...TSCONFIG,
        compilerOptions: { ...TSCONFIG.compilerOptions, jsx: 'preserve', skipLibCheck: true },
        include: ['src/**/*.ts', 'src/**/*.vue'],
        vueCompilerOptions: { strictTemplates: true },
      }),
    });
    vue = diagnostics(vueApp, [
      '-e',
      `require(${JSON.stringify(require.resolve('vue-tsc'))}).run(${JSON.stringify(TSC6)})`,
      // After `--`, node's argv[1] (the script's place, which tsc skips), then tsc's arguments.
      '--',
      'vue-tsc',
      '-p',
      'tsconfig.json',
    ]);
  });

  it('given a React 19 app, valid elements, values and cp-navigate listeners compile', () => {
    expect(react['src/valid.tsx']).toBeUndefined();
    expect(Object.keys(react).filter((file) => file.includes('node_modules'))).toEqual([]);
  });

  it('given a React 19 app, a language, page size or carrier the docs refuse does not compile', () => {
    expect(react['src/lang-fr.tsx']?.join()).toMatch(/Type '"fr"' is not assignable/);
    expect(react['src/page-size-7.tsx']?.join()).toMatch(/Type '"7"' is not assignable/);
    // The message lists the page sizes themselves.
    expect(react['src/page-size-7.tsx']?.join()).toMatch(/"25" \| "50" \| -1 \| 10 \| 25 \| 50 \| 100/);
    expect(react['src/carrier-dhl.tsx']?.join()).toMatch(/Type '"dhl"' is not assignable/);
  });

  it("given a React 19 app, another element's attribute or an event the element never fires does not compile", () => {
    expect(react['src/load-number-on-orders.tsx']?.join()).toMatch(
      /"load-number"[\s\S]*not assignable to type 'undefined'/,
    );
    expect(react['src/navigate-on-tracking.tsx']?.join()).toMatch(
      /"oncp-navigate"[\s\S]*not assignable to type 'undefined'/,
    );
    expect(react['src/navigate-detail.tsx']?.join()).toMatch(/TS2339: Property 'nope' does not exist/);
  });

  it('given a Vue app, vue-tsc accepts valid values and refuses a language or carrier the docs refuse', () => {
    expect(vue['src/Valid.vue']).toBeUndefined();
    expect(vue['src/LangFr.vue']?.join()).toMatch(/Type '"fr"' is not assignable/);
    expect(vue['src/CarrierDhl.vue']?.join()).toMatch(/Type '"dhl"' is not assignable/);
  });

  it("given a Vue app, another element's attribute or an event the element never fires is refused", () => {
    expect(vue['src/LoadNumberOnOrders.vue']?.join()).toMatch(
      /Type 'string' is not assignable to type 'undefined'/,
    );
    expect(vue['src/NavigateOnTracking.vue']?.join()).toMatch(
      /Type '\(event: Event\) => void' is not assignable to type 'undefined'/,
    );
  });

  it('given the package, its editor data is at the root and named in its package.json', () => {
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    expect(manifest['web-types']).toBe('./web-types.json');
    const webTypes = JSON.parse(readFileSync(join(pkg, 'web-types.json'), 'utf8'));
    expect(webTypes.contributions.html.elements.map((element: { name: string }) => element.name)).toContain(
      'cp-orders',
    );
    const customData = JSON.parse(readFileSync(join(pkg, 'vscode.html-custom-data.json'), 'utf8'));
    const orders = customData.tags.find((tag: { name: string }) => tag.name === 'cp-orders');
    expect(orders.attributes.find((attribute: { name: string }) => attribute.name === 'lang').values).toEqual(
      [{ name: 'nl' }, { name: 'en' }, { name: 'de' }, { name: 'zhHans' }],
    );
  });
});
