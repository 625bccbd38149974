// Helpers of the side-by-side browser tests in this folder: a page that loads its own Shoelace (the
// aliased packages shoelace-2-15 and shoelace-2-20) before or after our elements, one test file per
// case because a page loads its Shoelace once. Test code only.
import { expect } from 'chai';
import { before, describe, it } from '../../../src/ui/element/mocha-globals.ts';
import { logInAs, mountElement, rows, until } from '../../../src/ui/testing/element-test-kit.ts';

/** The Shoelace versions a page may bring, as installed under the aliases `shoelace-2-15`, `shoelace-2-20`. */
export type PageShoelaceVersion = '2.15' | '2.20';

/** The folder of the page's Shoelace package, e.g. `shoelace-2-15`. */
export const pagePackage = (version: PageShoelaceVersion) => `shoelace-${version.replace('.', '-')}`;

/**
 * A tag name of the page's Shoelace, e.g. `sl-icon` for 'icon' (ours is the private `cp-sl-icon`).
 * Built from the name, so that the codemod that wrote our private tag names into the source left it.
 */
export const pageTag = (name: string) => `sl-${name}`;

/**
 * Loads the page's own Shoelace as a page does: the package's CDN build with a
 * `<script type="module" data-shoelace="…/cdn">`, which also gives that copy its base path.
 */
export function loadPageShoelace(version: PageShoelaceVersion): Promise<void> {
  const base = `/node_modules/${pagePackage(version)}/cdn`;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${base}/shoelace.js`;
  script.dataset.shoelace = base;
  // Room for the requests from here on (the CDN build's chunks, the gear icon): the dev server's
  // modules have filled the default 250 entries by now, and a full buffer drops new ones.
  performance.setResourceTimingBufferSize(10_000);
  return new Promise((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${script.src} did not load`)));
    document.head.append(script);
  });
}

/** One `customElements.define` call: the tag, its class, and whether the page's Shoelace made it. */
export interface Definition {
  name: string;
  elementClass: CustomElementConstructor;
  byPage: boolean;
}

/**
 * Records every `customElements.define` call from now on; a call counts as the page's when its
 * caller is a module of the page's Shoelace package.
 */
export function watchDefinitions(version: PageShoelaceVersion): Definition[] {
  const definitions: Definition[] = [];
  const define = customElements.define.bind(customElements);
  customElements.define = (name, elementClass, options) => {
    // Line 0 is "Error", line 1 this function, line 2 its caller.
    const caller = new Error().stack?.split('\n')[2] ?? '';
    definitions.push({
      name,
      elementClass,
      byPage: caller.includes(`/${pagePackage(version)}/`),
    });
    define(name, elementClass, options);
  };
  return definitions;
}

/** Collects what is written to console.warn and console.error from now on (and still writes it). */
export function captureConsoleProblems(): string[] {
  const messages: string[] = [];
  for (const level of ['warn', 'error'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      messages.push(args.map(String).join(' '));
      write(...args);
    };
  }
  return messages;
}

/** Every `tag` element under `root`, in open shadow roots too (Shoelace's own included). */
export function deepQueryAll(root: Document | ShadowRoot | Element, tag: string): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.localName === tag) found.push(element);
    if (element.shadowRoot) found.push(...deepQueryAll(element.shadowRoot, tag));
  }
  return found;
}

type IconElement = Element & { library?: string; name?: string };

/** The icons of `icons` that have not drawn an `svg`, as `library:name`, for a readable failure. */
export const undrawnIcons = (icons: readonly IconElement[]) =>
  icons
    .filter((icon) => !icon.shadowRoot?.querySelector('svg'))
    .map((icon) => `${icon.library}:${icon.name}`);

/**
 * Every icon in our elements' shadow trees, from our libraries `cp` and `cp-table`, draws its svg,
 * and each is our private `cp-sl-icon`, none the page's `sl-icon`. (Shoelace's `system` icons came
 * with sl-select's chevron; a table's rows-per-page is the browser's own select now.)
 */
export async function expectOurIconsDrawn(elements: readonly HTMLElement[]): Promise<void> {
  const roots = elements.map((element) => element.shadowRoot as ShadowRoot);
  const icons: IconElement[] = roots.flatMap((root) => [
    ...deepQueryAll(root, 'cp-sl-icon'),
    ...deepQueryAll(root, pageTag('icon')),
  ]);
  expect([...new Set(icons.map((icon) => icon.library))].sort()).to.deep.equal(['cp', 'cp-table']);
  await until(() => undrawnIcons(icons).length === 0).catch(() => undefined);
  expect(undrawnIcons(icons), 'icons without an svg').to.deep.equal([]);
  const pageIcons = icons.filter((icon) => icon.localName === pageTag('icon'));
  expect(pageIcons.length, `icons in our elements under the page's tag ${pageTag('icon')}`).to.equal(0);
}

/**
 * The page's `<sl-icon name="gear">` is an instance of the class the page's Shoelace registered, and
 * draws the gear from the page's own base path (the package's cdn/assets, not ours).
 */
export async function expectPageIconDrawn(
  gear: Element,
  version: PageShoelaceVersion,
  definitions: readonly Definition[],
): Promise<void> {
  const pageIcon = definitions.find((definition) => definition.name === pageTag('icon') && definition.byPage);
  expect(pageIcon, `the page registered ${pageTag('icon')}`).to.not.equal(undefined);
  expect(customElements.get(pageTag('icon'))).to.equal(pageIcon?.elementClass);
  expect(gear).to.be.instanceOf(pageIcon?.elementClass as CustomElementConstructor);
  await until(() => gear.shadowRoot?.querySelector('svg')).catch(() => undefined);
  expect(gear.shadowRoot?.querySelector('svg'), 'the gear svg').to.not.equal(null);
  const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
  expect(requested).to.include(
    `${location.origin}/node_modules/${pagePackage(version)}/cdn/assets/icons/gear.svg`,
  );
}

/** No `sl-*` tag registered by us (only by the page), and no "already registered" warning. */
export function expectNoTagsOrWarningsOfOurs(
  definitions: readonly Definition[],
  problems: readonly string[],
) {
  const ours = definitions.filter((definition) => !definition.byPage).map((definition) => definition.name);
  expect(ours.filter((name) => name.startsWith('sl-'))).to.deep.equal([]);
  expect(ours).to.include.members(['cp-sl-icon', 'cp-sl-button', 'cp-sl-input', 'cp-stock', 'cp-orders']);
  expect(problems.filter((message) => /registered/i.test(message))).to.deep.equal([]);
}

/**
 * The whole case for one test file: a page with its own `<sl-icon name="gear">` that loads its own
 * Shoelace `version` before our elements (`first`) or after they rendered (`last`); our elements
 * are imported in `before`, after the console and `customElements.define` are watched.
 */
export function describeSideBySide(version: PageShoelaceVersion, order: 'first' | 'last'): void {
  const problems = captureConsoleProblems();
  const definitions = watchDefinitions(version);
  const when = order === 'first' ? 'loaded before our elements' : 'loads after our elements rendered';

  describe(`given a page that ${when} its own Shoelace ${version}`, () => {
    const gear = document.createElement(pageTag('icon'));
    const elements: HTMLElement[] = [];

    before(async () => {
      gear.setAttribute('name', 'gear');
      document.body.append(gear);
      if (order === 'first') await loadPageShoelace(version);
      await logInAs('customer@example.com');
      await import('../../../src/elements/stock/cp-stock.ts');
      await import('../../../src/elements/orders/cp-orders.ts');
      elements.push(mountElement('cp-stock'), mountElement('cp-orders'));
      await until(() => elements.every((element) => rows(element).length > 0));
      if (order === 'last') await loadPageShoelace(version);
    });

    it('our elements draw all their icons, through our own Shoelace under private tag names', async () => {
      await expectOurIconsDrawn(elements);
    });

    it("the page's own icon is the page's and draws its gear from the page's base path", async () => {
      await expectPageIconDrawn(gear, version, definitions);
    });

    it('we register no sl-* tag and cause no "already registered" warning', () => {
      expectNoTagsOrWarningsOfOurs(definitions, problems);
    });
  });
}
