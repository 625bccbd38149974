import {
  type ElementModuleLoader,
  type ElementTagWatch,
  loadersByTag,
  watchElementTags,
} from './loader-observer.ts';

export type { ElementModuleLoader, ElementTagWatch } from './loader-observer.ts';
export { watchElementTags } from './loader-observer.ts';
export type { PortalOptions, SessionState, SessionTokens } from './session-api.ts';
export { configure, getSession, onSessionChange, signIn, signOut } from './session-api.ts';

/**
 * The lazy loader (`dist/elements/loader.js`, package export `./loader.js`): one script tag, and
 * each element's module is imported the first time its tag appears in the page, in the light DOM
 * or in an open shadow root.
 *
 * ```html
 * <script type="module" src="https://portal.example/elements/loader.js"></script>
 * <cp-orders lang="en"></cp-orders>
 * ```
 *
 * The tag → module map is the set of registration modules that exist (`<area>/cp-<name>.ts`),
 * which the element build turns into `import("./cp-<name>.js")` calls.
 *
 * It also carries the page's session API (`configure`, `signIn`, `signOut`, `getSession`,
 * `onSessionChange`), which loads the shared runtime chunk on first use:
 *
 * ```js
 * import { configure, signIn } from 'https://portal.example/elements/loader.js';
 * configure({ apiBase: 'https://portal.example/customerportal', tokenStorage: 'memory' });
 * await signIn({ accessToken, refreshToken }); // every element on the page shows its data
 * ```
 */
export const elementModules: Readonly<Record<string, ElementModuleLoader>> = loadersByTag(
  import.meta.glob(['./*/cp-*.ts', '!./**/*.test.ts']),
);

/**
 * The page's watch, started when this module is first imported in a browser. On a server (Next.js,
 * Nuxt and Astro render client components there too) there is no document to watch: the module
 * still imports, for its session API, and the watch starts when the same module runs in the page.
 */
export const pageWatch: ElementTagWatch | undefined =
  typeof document === 'undefined' ? undefined : watchElementTags(elementModules);
