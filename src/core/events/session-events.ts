/** What happened to the session; the host (or an embedded element) decides how to react. */
export type SessionEventType = 'session-expired' | 'network-error' | 'logged-out' | 'logged-in';

/** One session signal. */
export interface SessionEvent {
  type: SessionEventType;
}

/** A tiny page-wide signal bus: the core announces, hosts and elements listen. */
export interface SessionEvents {
  emit(event: SessionEvent): void;
  /** Calls `listener` for every later event; returns the unsubscribe function. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

/** Creates an empty session signal bus. */
export function createSessionEvents(): SessionEvents {
  const listeners = new Set<(event: SessionEvent) => void>();
  return {
    emit(event) {
      // Copy first: a listener that unsubscribes while being called must not skip its neighbours.
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
