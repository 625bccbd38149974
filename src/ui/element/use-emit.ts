import { useCallback } from 'react';
import { dispatchPortalEvent, type PortalEventMap, type PortalEventType } from './events.ts';
import { useHostElement } from './use-host-element.ts';

/** Emits a typed portal event from the host element; it bubbles and crosses shadow roots. */
export type Emit = <K extends PortalEventType>(type: K, detail: PortalEventMap[K]) => boolean;

/** Returns `emit(type, detail)` bound to this element's host (stable across renders). */
export function useEmit(): Emit {
  const host = useHostElement();
  return useCallback<Emit>((type, detail) => dispatchPortalEvent(host, type, detail), [host]);
}
