/** Details of every DOM event a portal element emits; the host page or app decides what to do. */
export interface PortalEventMap {
  /** Ask the host to navigate; an element never changes the page location itself. */
  'cp-navigate': { path: string; route?: string; params?: Record<string, string> };
  /**
   * The user moved to another level of a drill-down (stock: products › product › stock order). The
   * element has moved already; `path` is the portal path of the new level (the portal host pushes
   * it), `params` its attributes by name, so an embedding page can keep the level in its own URL.
   */
  'cp-level-change': { path: string; level: string; params: Record<string, string> };
  /** The refresh failed: the host should send the user to its login with "session expired". */
  'cp-session-expired': Record<string, never>;
  /** The element needs a logged-in user (e.g. no tokens at all). */
  'cp-login-required': { reason: string };
  /** A request failed without an answer (ERR_NETWORK). */
  'cp-network-error': Record<string, never>;
  /** The user picked another client company (agents). */
  'cp-client-change': { clientId: number };
  /** The selection of a table changed (debounced). */
  'cp-row-select': { ids: string[] };
  /** An error the element showed to the user, for the host's logging. */
  'cp-error': { message: string };
}

/** One of the event names in {@link PortalEventMap}. */
export type PortalEventType = keyof PortalEventMap;

/** The DOM event type for one portal event. */
export type PortalEvent<K extends PortalEventType> = CustomEvent<PortalEventMap[K]>;

declare global {
  interface GlobalEventHandlersEventMap {
    'cp-navigate': PortalEvent<'cp-navigate'>;
    'cp-level-change': PortalEvent<'cp-level-change'>;
    'cp-session-expired': PortalEvent<'cp-session-expired'>;
    'cp-login-required': PortalEvent<'cp-login-required'>;
    'cp-network-error': PortalEvent<'cp-network-error'>;
    'cp-client-change': PortalEvent<'cp-client-change'>;
    'cp-row-select': PortalEvent<'cp-row-select'>;
    'cp-error': PortalEvent<'cp-error'>;
  }
}

/** Dispatches a portal event from `target` so it bubbles out of every shadow root. */
export function dispatchPortalEvent<K extends PortalEventType>(
  target: EventTarget,
  type: K,
  detail: PortalEventMap[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
