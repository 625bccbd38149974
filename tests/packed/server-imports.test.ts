import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { throwawayProject } from './packed-package.ts';

// Issue 28 §2: a server-rendering framework (Next.js, Nuxt, Astro) imports the package on the
// server too, where there is no DOM. Every entry a package.json `exports` names (the element
// modules through custom-elements.json) must import in plain Node without throwing, and register
// nothing there. The script runs in a throwaway project, so Node resolves the installed package's
// own `exports`, conditions and all, as a framework's server does.
const IMPORT_EVERY_ENTRY = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const name = '@paperfield/customer-portal';
const root = createRequire(import.meta.url).resolve(name + '/package.json').replace(/package\\.json$/, '');
const manifest = JSON.parse(readFileSync(root + 'package.json', 'utf8'));
const elements = JSON.parse(readFileSync(root + 'custom-elements.json', 'utf8'));
const hasCode = (target) =>
  typeof target === 'string' ? target.endsWith('.js') : target !== null && Object.entries(target).some(([condition, inner]) => condition !== 'types' && hasCode(inner));
const specifiers = [];
for (const [key, target] of Object.entries(manifest.exports)) {
  if (!hasCode(target)) continue;
  if (key.includes('*')) {
    const pattern = new RegExp('^' + key.slice(2).replace('*', '[^/]+') + '$');
    for (const module of elements.modules) if (pattern.test(module.path)) specifiers.push(name + '/' + module.path);
  } else specifiers.push(key === '.' ? name : name + key.slice(1));
}
const answers = {};
for (const specifier of specifiers) {
  try {
    const module = await import(specifier);
    answers[specifier] = { ok: true, exports: Object.keys(module).sort() };
  } catch (error) {
    answers[specifier] = { ok: false, error: String(error) };
  }
}
console.log(JSON.stringify({ answers, globals: ['document', 'window', 'HTMLElement', 'customElements'].filter((g) => g in globalThis) }));
`;

describe('the package imported on a server (Node, no DOM)', () => {
  it('given every entry of the installed package, each imports without throwing, its element modules export the names the manifest declares, and no DOM global appears', () => {
    const project = throwawayProject('server-imports', { 'import-every-entry.mjs': IMPORT_EVERY_ENTRY });
    const { answers, globals } = JSON.parse(
      execFileSync(process.execPath, ['import-every-entry.mjs'], { cwd: project, encoding: 'utf8' }),
    ) as {
      answers: Record<string, { ok: boolean; error?: string; exports?: string[] }>;
      globals: string[];
    };

    const failed = Object.entries(answers).filter(([, answer]) => !answer.ok);
    expect(failed).toEqual([]);
    // The root, the loader, the React entry and one module per element (19 today).
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining([
        '@paperfield/customer-portal',
        '@paperfield/customer-portal/loader.js',
        '@paperfield/customer-portal/react',
        '@paperfield/customer-portal/elements/cp-orders.js',
        '@paperfield/customer-portal/elements/cp-tracking.js',
      ]),
    );
    expect(Object.keys(answers).length).toBeGreaterThan(15);
    // The same names as in a browser: the element's class, and the session API at the root.
    expect(answers['@paperfield/customer-portal/elements/cp-orders.js']?.exports).toEqual(['CpOrders']);
    expect(answers['@paperfield/customer-portal']?.exports).toEqual(
      expect.arrayContaining(['signIn', 'signOut', 'getSession', 'onSessionChange', 'watchElementTags']),
    );
    expect(answers['@paperfield/customer-portal/react']?.exports).toEqual(
      expect.arrayContaining(['CpOrders', 'CpTracking', 'CpPriceList', 'configure', 'signIn']),
    );
    expect(globals).toEqual([]);
  });
});
