/**
 * Shoelace's show/hide events bubble and are composed, so an `sl-select` or tooltip inside a dialog
 * fires `sl-after-hide` on the dialog too. Only the dialog's own events count.
 */
export function isOwnEvent(event: Event): boolean {
  return event.target === event.currentTarget;
}

/**
 * Whether the dialog is open (again) when its hide animation ends: a dialog closed and reopened
 * before `sl-after-hide` fires must not take the late event as a close.
 */
export function isOpen(event: Event): boolean {
  return (event.target as HTMLElement & { open?: boolean }).open === true;
}
