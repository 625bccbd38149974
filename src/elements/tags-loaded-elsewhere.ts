const KEY = Symbol.for('paperfield.customer-portal.tags-loaded-elsewhere');

type Holder = { [KEY]?: Set<string> };

/**
 * The tags whose element module another build of the package loads: each component of the React
 * entry (`@paperfield/customer-portal/react`) names its tag when its module is evaluated, before it
 * can render, and imports the element built with the app's React when it mounts. The lazy loader of
 * the plain build leaves those tags alone; otherwise it would import the plain element (with its own
 * React) for the same tag, and whichever defined it first would win. Shared through a `Symbol.for`
 * key, as the two builds are separate bundles (the page's runtime is shared the same way).
 */
export function tagsLoadedElsewhere(): Set<string> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Set();
  return holder[KEY];
}
