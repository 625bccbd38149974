/**
 * Shoelace's show/hide events bubble and are composed, so an `sl-select` or tooltip inside a dialog
 * fires `sl-after-hide` on the dialog too. Only the dialog's own events count.
 */
export function isOwnEvent(event: Event): boolean {
  return event.target === event.currentTarget;
}
