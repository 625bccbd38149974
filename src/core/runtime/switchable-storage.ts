import type { KeyValueStorage } from '../storage/key-value-storage.ts';

/** A storage whose backing storage can be replaced: see {@link switchableStorage}. */
export interface SwitchableStorage extends KeyValueStorage {
  /** Reads and writes `next` from now on; every subscriber hears that everything may have changed (key null). */
  switchTo(next: KeyValueStorage): void;
}

/**
 * The runtime's storage, over `initial` until `switchTo`: a runtime made before the page gave its
 * options (`configure({ tokenStorage: 'memory' })` after an element started) moves to the storage
 * the page asked for, while the token store, the preferences and every subscriber keep their object.
 */
export function switchableStorage(initial: KeyValueStorage): SwitchableStorage {
  let target = initial;
  const listeners = new Set<(key: string | null) => void>();
  const notify = (key: string | null) => {
    for (const listener of [...listeners]) listener(key);
  };
  let stopFollowing: (() => void) | null = null;
  const follow = () => {
    stopFollowing = target.subscribe(notify);
  };
  return {
    getItem: (key) => target.getItem(key),
    setItem: (key, value) => target.setItem(key, value),
    removeItem: (key) => target.removeItem(key),
    clear: () => target.clear(),
    subscribe(listener) {
      if (listeners.size === 0) follow();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopFollowing?.();
        stopFollowing = null;
      };
    },
    switchTo(next) {
      stopFollowing?.();
      stopFollowing = null;
      target = next;
      if (listeners.size > 0) follow();
      notify(null);
    },
  };
}
