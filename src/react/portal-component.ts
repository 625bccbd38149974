import {
  createElement,
  type FunctionComponent,
  type Ref,
  type RefCallback,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { tagsLoadedElsewhere } from '../elements/tags-loaded-elsewhere.ts';

/** An `on<Event>` prop of a component: `onCpNavigate`. */
const EVENT_PROP = /^on([A-Z].*)$/;

/** Props passed to the element as they are: React maps them itself (`className` → `class`). */
const AS_IS = new Set(['className', 'style', 'id', 'children', 'slot', 'hidden', 'title']);

/**
 * `pageSize` → `page-size`, as src/ui/element/attribute-value.ts names attributes; not imported from
 * there, as that module is bundled into the kit's chunk (Shoelace, Lit …), which these components
 * must not load before an element does (nor on a server, where it cannot run).
 */
const attributeName = (prop: string) =>
  prop.replace(
    /([a-z0-9])([A-Z])/g,
    (_match, before: string, upper: string) => `${before}-${upper.toLowerCase()}`,
  );

type Listener = (event: Event) => void;

/**
 * A component's props split for its tag: `attributes` for React to render (`pageSize` →
 * `page-size`, so server HTML holds `<cp-orders page-size="25">` and the element reads it when it
 * upgrades; className, style, id as they are) and `listeners` by DOM event name (`onCpNavigate` →
 * `cp-navigate`). The listeners are not given to React as `oncp-navigate` props: React 19 does not
 * attach those while it hydrates server HTML (facebook/react#35446), only after a later render.
 */
export function elementProps(props: Readonly<Record<string, unknown>>): {
  attributes: Record<string, unknown>;
  listeners: Record<string, Listener>;
} {
  const attributes: Record<string, unknown> = {};
  const listeners: Record<string, Listener> = {};
  for (const [prop, value] of Object.entries(props)) {
    const event = EVENT_PROP.exec(prop)?.[1];
    if (prop === 'ref') continue;
    if (AS_IS.has(prop)) attributes[prop] = value;
    else if (event && typeof value === 'function')
      listeners[attributeName(event).toLowerCase()] = value as Listener;
    else attributes[attributeName(prop)] = value;
  }
  return { attributes, listeners };
}

/** A ref callback that sets both `inner` and the caller's ref (an object or a callback). */
function useBothRefs<E>(inner: { current: E | null }, outer: Ref<E> | undefined): RefCallback<E> {
  return useCallback(
    (node: E | null) => {
      inner.current = node;
      const cleanup = typeof outer === 'function' ? outer(node) : undefined;
      if (outer && typeof outer === 'object') outer.current = node;
      return () => {
        inner.current = null;
        if (typeof cleanup === 'function') cleanup();
        else if (typeof outer === 'function') outer(null);
        else if (outer) outer.current = null;
      };
    },
    [inner, outer],
  );
}

/**
 * A React component rendering `<tag>` with its attributes; it imports the element's module when it
 * first mounts (an effect: never on a server, and only for the elements an app renders) and adds
 * its event listeners to the element. Until the module has run the tag is an unknown element holding
 * its attributes, so hydrating server HTML finds exactly what the server wrote; then the browser
 * upgrades it in place.
 */
export function portalComponent<P extends object>(
  tag: `cp-${string}`,
  load: () => Promise<unknown>,
): FunctionComponent<P> {
  // Before any render: a lazy loader on the page (the package root) must not load the plain build's
  // module for this tag while the component loads its own.
  tagsLoadedElsewhere().add(tag);
  function PortalComponent(props: P) {
    const { attributes, listeners } = elementProps(props as Record<string, unknown>);
    const element = useRef<HTMLElement>(null);
    const ref = useBothRefs(element, (props as { ref?: Ref<HTMLElement> }).ref);
    // The latest handlers, read when an event comes: a new function each render re-adds nothing.
    const latest = useRef(listeners);
    useLayoutEffect(() => {
      latest.current = listeners;
    });
    const eventNames = Object.keys(listeners).sort().join(' ');

    useEffect(() => {
      load().catch((error: unknown) => console.error(`<${tag}>: its module could not be loaded.`, error));
    }, []);

    useEffect(() => {
      const node = element.current;
      if (!node || !eventNames) return;
      const forward = (event: Event) => latest.current[event.type]?.(event);
      const names = eventNames.split(' ');
      for (const name of names) node.addEventListener(name, forward);
      return () => {
        for (const name of names) node.removeEventListener(name, forward);
      };
    }, [eventNames]);

    return createElement(tag, { ...attributes, ref });
  }
  PortalComponent.displayName = tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) =>
    letter.toUpperCase(),
  );
  return PortalComponent;
}
