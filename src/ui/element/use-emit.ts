import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { dispatchPortalEvent, type PortalEventMap, type PortalEventType } from './events.ts';
import { useHostElement } from './use-host-element.ts';

/** Emits a typed portal event from the host element; it bubbles and crosses shadow roots. */
export type Emit = <K extends PortalEventType>(type: K, detail: PortalEventMap[K]) => boolean;

/**
 * Returns `emit(type, detail)` bound to this element's host (stable across renders). The host is
 * reached through a ref that unmounting clears: `emit` ends up in closures that libraries may keep
 * past unmount (table cell renderers, for one), and such a closure must not keep the removed
 * element and its shadow tree alive. After unmount `emit` does nothing and answers false.
 */
export function useEmit(): Emit {
  const hostRef = useHostRef();
  return useCallback<Emit>(
    (type, detail) => {
      const host = hostRef.current;
      return host ? dispatchPortalEvent(host, type, detail) : false;
    },
    [hostRef],
  );
}

/**
 * The host in a ref cleared on unmount. A function of its own on purpose: V8 gives all closures of
 * one function a shared context, so a closure next to `emit` that saw the host element would make
 * `emit` hold it too.
 */
function useHostRef(): RefObject<HTMLElement | null> {
  const host = useHostElement();
  const ref = useRef<HTMLElement | null>(host);
  useEffect(() => {
    ref.current = host;
    return () => {
      ref.current = null;
    };
  }, [host]);
  return ref;
}
