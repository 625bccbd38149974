import type { KeyValueStorage, StorageKind } from './key-value-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';

const PROBE_KEY = '__probe__';

/** The Web Storage of `kind`, or null when the browser refuses it (Safari private mode, sandboxed iframes). */
function openWebStorage(kind: 'local' | 'session', prefix: string): Storage | null {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (!storage) return null;
    // Reading the property is not enough: some browsers only throw (quota 0) on the first write.
    storage.setItem(prefix + PROBE_KEY, '1');
    storage.removeItem(prefix + PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Storage for tokens and preferences, every key under `prefix`.
 * Listeners hear changes made through this object and, via the `storage` event, changes made in
 * other tabs to keys under the prefix (a `clear()` elsewhere arrives as key null). Falls back to
 * memory when Web Storage is refused or when `kind` is `'memory'`.
 */
export function createBrowserStorage(kind: StorageKind, prefix: string): KeyValueStorage {
  const storage = kind === 'memory' ? null : openWebStorage(kind, prefix);
  if (!storage) return createMemoryStorage(prefix);

  const listeners = new Set<(key: string | null) => void>();
  const notify = (key: string | null) => {
    for (const listener of [...listeners]) listener(key);
  };
  const ownKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  const onStorageEvent = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    if (event.key === null) notify(null);
    else if (event.key.startsWith(prefix)) notify(event.key.slice(prefix.length));
  };

  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem(key, value) {
      storage.setItem(prefix + key, value);
      notify(key);
    },
    removeItem(key) {
      storage.removeItem(prefix + key);
      notify(key);
    },
    clear() {
      // Only our keys: the embedding page owns the rest of the origin's storage.
      for (const key of ownKeys()) storage.removeItem(key);
      notify(null);
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorageEvent);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorageEvent);
      };
    },
  };
}
