import { tagsLoadedElsewhere } from './tags-loaded-elsewhere.ts';

/** Imports the module that registers one tag; resolves once the tag is defined. */
export type ElementModuleLoader = () => Promise<unknown>;

/** What {@link watchElementTags} started: stop it with `disconnect()`. */
export interface ElementTagWatch {
  /** Stops watching; modules already imported stay. */
  disconnect(): void;
  /** Looks through a root the watch cannot find itself (a closed shadow root, a detached tree). */
  observe(root: Document | ShadowRoot | Element): void;
}

/** A custom element name: lower case, with a hyphen (any custom element may host a shadow root). */
const isCustomElementName = (name: string) => name.includes('-');

/**
 * Imports an element's module the first time its tag appears under `root` — in the light DOM and
 * in every open shadow root, including shadow roots attached later: those of elements added later
 * and of custom elements defined later (our own elements render into theirs after their module
 * loaded). Each module is imported at most once, however many instances appear; a tag that is
 * already defined (its module imported directly), or whose module a component of the React entry
 * loads (tags-loaded-elsewhere.ts), is left alone. A failed import is reported on
 * the console and tried again when the tag next appears.
 */
export function watchElementTags(
  loaders: Readonly<Record<string, ElementModuleLoader>>,
  root: Document | ShadowRoot = document,
): ElementTagWatch {
  const started = new Map<string, Promise<unknown>>();
  const awaited = new Set<string>();
  const observed = new WeakSet<Node>();
  let connected = true;

  const pending = new Set<string>();
  const load = (tag: string) => {
    const loader = loaders[tag];
    if (!loader || started.has(tag) || pending.has(tag) || customElements.get(tag)) return;
    // Decided one task later: with server-rendered HTML the tag is in the page before any module
    // runs, and a React entry component that claims it (tags-loaded-elsewhere.ts) may be evaluated
    // just after this loader, in the same bundle (a Next.js 16 app imported both: the loader saw
    // <cp-orders> 4 ms before the component named it, and the plain build's React rendered it).
    pending.add(tag);
    setTimeout(() => {
      pending.delete(tag);
      if (!connected || started.has(tag) || customElements.get(tag) || tagsLoadedElsewhere().has(tag)) return;
      const loading = loader().catch((error: unknown) => {
        started.delete(tag);
        console.error(`<${tag}>: its module could not be loaded.`, error);
      });
      started.set(tag, loading);
    }, 0);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });

  const watchRoot = (target: Document | ShadowRoot) => {
    if (observed.has(target)) return;
    observed.add(target);
    observer.observe(target, { childList: true, subtree: true });
  };

  /** Once a custom element tag is defined, its instances have their shadow roots: look inside. */
  const awaitDefinition = (tag: string) => {
    if (awaited.has(tag)) return;
    awaited.add(tag);
    void customElements.whenDefined(tag).then(() => {
      if (connected) scan(root);
    });
  };

  const visit = (element: Element) => {
    const tag = element.localName;
    // Built-in elements such as <div> can host an open shadow root too.
    if (element.shadowRoot) scan(element.shadowRoot);
    if (!isCustomElementName(tag)) return;
    load(tag);
    if (!element.shadowRoot && !customElements.get(tag)) awaitDefinition(tag);
  };

  /** Visits `start` and every element under it, entering open shadow roots. */
  function scan(start: Node) {
    if (!connected) return;
    if (start instanceof Document || start instanceof ShadowRoot) watchRoot(start);
    if (start instanceof Element) visit(start);
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) visit(node as Element);
  }

  scan(root);
  return {
    disconnect() {
      connected = false;
      observer.disconnect();
    },
    observe(target) {
      scan(target);
    },
  };
}

/**
 * The loaders of a glob of registration modules (`./<area>/cp-<name>.ts`), by tag: the map comes
 * from the files that exist, never from a list kept by hand.
 */
export function loadersByTag(
  modules: Readonly<Record<string, ElementModuleLoader>>,
): Record<string, ElementModuleLoader> {
  const loaders: Record<string, ElementModuleLoader> = {};
  for (const [path, loader] of Object.entries(modules)) {
    const tag = /\/(cp-[a-z][a-z0-9-]*)\.ts$/.exec(path)?.[1];
    if (tag) loaders[tag] = loader;
  }
  return loaders;
}
