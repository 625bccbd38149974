// Why: Trusted Types policy names are global to a page, and a page that enforces Trusted Types
// without 'allow-duplicates' lets each name be created once. Lit creates `lit-html` when its module
// loads, so our Lit (inside our Shoelace) and the page's own Lit or Shoelace cannot both run: the
// second `createPolicy` throws and that copy's module fails to load (issue 28 §1). DOMPurify creates
// `dompurify` for each instance on first use, and we have two instances (server HTML, FilePond's
// markup), so even alone our bundle needed 'allow-duplicates'. So our copies get private names, as
// our Shoelace's tags do (scripts/private-shoelace-tags.ts): `cp-lit-html` and `cp-dompurify`, the
// latter created once per copy of DOMPurify and shared by its instances (each passes only markup it
// has sanitized). The page's own Lit or DOMPurify is another module (the aliased `shoelace-2-20`'s
// CDN build bundles its Lit) and keeps its names. The build fails when a library no longer has
// exactly the statements rewritten here, or creates a policy anywhere else, so an upgrade cannot
// bring a public name back silently.
// What would retire it: Lit letting a bundle choose its policy name (Lit 3 has no option for it),
// and for DOMPurify one policy of ours handed to every instance through its `TRUSTED_TYPES_POLICY`
// option (an option each new caller could forget, where this rename covers them all).
import type { Plugin } from 'vite';

/** Our Lit's and our DOMPurify's Trusted Types policy names (README: the `trusted-types` list). */
export const PRIVATE_POLICY_NAMES = { lit: 'cp-lit-html', dompurify: 'cp-dompurify' } as const;

/** One library's module that creates a policy, and the statements rewritten in it. */
interface PolicyModule {
  /** The module (Lit's main module in each of its builds; DOMPurify's bundles). */
  module: RegExp;
  rewrites: { statement: RegExp; replacement: string }[];
  /** Appended to the module (at the end, so that no line moves). */
  append?: string;
}

const POLICY_MODULES: PolicyModule[] = [
  {
    module: /\/node_modules\/lit-html\/(?:node\/)?(?:development\/)?lit-html\.js$/,
    // `e=s?s.createPolicy("lit-html",{createHTML:t=>t}):void 0` (and its development build's).
    rewrites: [
      {
        statement: /\.createPolicy\((["'])lit-html\1,/g,
        replacement: `.createPolicy($1${PRIVATE_POLICY_NAMES.lit}$1,`,
      },
    ],
  },
  {
    module: /\/node_modules\/dompurify\/dist\/purify(?:\.es|\.cjs)?\.m?js$/,
    rewrites: [
      // `const policyName = "dompurify" + (suffix ? "#" + suffix : "");`
      {
        statement: /(\bpolicyName = )(["'])dompurify\2/g,
        replacement: `$1$2${PRIVATE_POLICY_NAMES.dompurify}$2`,
      },
      // `return trustedTypes.createPolicy(policyName, {`: once per copy of DOMPurify, not per instance.
      {
        statement: /\breturn trustedTypes\.createPolicy\(policyName, \{/g,
        replacement: 'return __cpDompurifyPolicy ??= trustedTypes.createPolicy(policyName, {',
      },
    ],
    // `var`, hoisted: defined whenever an instance asks for the policy.
    append: '\nvar __cpDompurifyPolicy;\n',
  },
];

const LIBRARY_MODULE = /\/node_modules\/(lit-html|dompurify)\//;

/**
 * `code` of module `id` with its policy statements rewritten; null for a module that creates none.
 * Throws when a statement is not there exactly once, or another module of Lit or DOMPurify creates
 * a policy: the library has changed, and this file must be read again.
 */
export function privatePolicyNames(code: string, id: string): string | null {
  const path = (id.split('?')[0] ?? id).replaceAll('\\', '/');
  const library = LIBRARY_MODULE.exec(path)?.[1];
  if (!library) return null;
  const policyModule = POLICY_MODULES.find((candidate) => candidate.module.test(path));
  if (!policyModule) {
    if (code.includes('createPolicy('))
      throw new Error(
        `${id}: ${library} creates a Trusted Types policy in a module scripts/private-trusted-types-policies.ts does not rename`,
      );
    return null;
  }
  let rewritten = code;
  for (const { statement, replacement } of policyModule.rewrites) {
    const found = rewritten.match(statement)?.length ?? 0;
    if (found !== 1)
      throw new Error(
        `${id}: ${found} statements ${statement} where ${library} had one; see scripts/private-trusted-types-policies.ts`,
      );
    rewritten = rewritten.replace(statement, replacement);
  }
  const created = rewritten.match(/createPolicy\(/g)?.length ?? 0;
  if (created !== 1)
    throw new Error(
      `${id}: ${library} creates ${created} Trusted Types policies where it created one; see scripts/private-trusted-types-policies.ts`,
    );
  return rewritten + (policyModule.append ?? '');
}

/**
 * The Vite plugin: private policy names in our Lit and DOMPurify, in builds, in the dev server and
 * in the dev server's dependency optimizer (which pre-bundles them without Vite's plugins).
 */
export function privateTrustedTypesPolicies(): Plugin {
  // Edits within a line and one line appended: no line moves, so the library's source map holds.
  const transform = (code: string, id: string) => {
    const rewritten = privatePolicyNames(code, id);
    return rewritten === null ? null : { code: rewritten, map: null };
  };
  return {
    name: 'cp-private-trusted-types-policies',
    enforce: 'pre',
    config: () => ({
      optimizeDeps: {
        rolldownOptions: { plugins: [{ name: 'cp-private-trusted-types-policies:optimizer', transform }] },
      },
    }),
    transform,
  };
}
