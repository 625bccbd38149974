import { createElement, type FunctionComponent, useEffect } from 'react';

/** An `on<Event>` prop of a component: `onCpNavigate`. */
const EVENT_PROP = /^on([A-Z].*)$/;

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

/** Props passed to the element as they are: React maps them itself (`className` → `class`). */
const AS_IS = new Set(['className', 'style', 'id', 'ref', 'children', 'slot', 'hidden', 'title']);

/**
 * The props of the element's tag for React 19, from a component's props: an attribute in camelCase
 * becomes its attribute (`pageSize` → `page-size`, so server HTML holds `<cp-orders page-size="25">`
 * and the element reads it when it upgrades), an event prop becomes React 19's listener prop of a
 * custom element (`onCpNavigate` → `oncp-navigate`: React calls addEventListener('cp-navigate')).
 */
export function elementProps(props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(props)) {
    const event = EVENT_PROP.exec(prop)?.[1];
    if (AS_IS.has(prop)) result[prop] = value;
    else if (event && typeof value === 'function') result[`on${attributeName(event).toLowerCase()}`] = value;
    else result[attributeName(prop)] = value;
  }
  return result;
}

/**
 * A React component rendering `<tag>` with its attributes and listeners; it imports the element's
 * module when it first mounts (an effect: never on a server, and only for the elements an app
 * renders). Until the module has run the tag is an unknown element holding its attributes, so
 * hydrating server HTML finds exactly what the server wrote; then the browser upgrades it in place.
 */
export function portalComponent<P extends object>(
  tag: `cp-${string}`,
  load: () => Promise<unknown>,
): FunctionComponent<P> {
  function PortalComponent(props: P) {
    useEffect(() => {
      load().catch((error: unknown) => console.error(`<${tag}>: its module could not be loaded.`, error));
    }, []);
    return createElement(tag, elementProps(props as Record<string, unknown>));
  }
  PortalComponent.displayName = tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) =>
    letter.toUpperCase(),
  );
  return PortalComponent;
}
