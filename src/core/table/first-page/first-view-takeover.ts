// The static first view's mark and its end, apart from the view itself (src/ui/data-table/first-view/):
// the DataTable and the element's error and sign-in states end it, and must not load its renderer.

/** The class of the static first view's box in the shadow root; the host carries `data-first-view` meanwhile. */
export const FIRST_VIEW_CLASS = 'first-view';

/**
 * Removes the static first view from the shadow root `node` is in (or is), if it has one: called in
 * the layout phase of the commit that shows React's own rows (or an error), so both change in one frame.
 */
export function takeOverFirstView(node: Node | null | undefined): void {
  const root = node?.getRootNode();
  if (!(root instanceof ShadowRoot) || !(root.host instanceof HTMLElement)) return;
  if (root.host.dataset.firstView === undefined) return;
  for (const box of [...root.children]) if (box.classList.contains(FIRST_VIEW_CLASS)) box.remove();
  delete root.host.dataset.firstView;
}
