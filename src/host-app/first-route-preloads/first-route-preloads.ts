/** The id of the <template> in index.html holding the first routes' links (scripts/vite-host-preloads.mjs). */
export const ROUTE_PRELOADS_ID = 'cp-route-preloads';

/**
 * Moves the links of the route opened on `pathname` from index.html's template into the head, so its
 * chunks (layout, page, element) load beside the start chunks instead of after them. The template
 * keeps the links of a few first routes (login, dashboard); other paths find none and load their
 * chunks through the router. It runs first in the entry and imports nothing, like the token handoff.
 */
export function preloadFirstRoute(doc: Document, pathname: string): void {
  const template = doc.getElementById(ROUTE_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  for (const link of template.content.querySelectorAll<HTMLLinkElement>('link[data-path]')) {
    if (link.dataset.path === path) doc.head.append(doc.importNode(link, false));
  }
}
