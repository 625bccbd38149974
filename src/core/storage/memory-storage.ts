import type { KeyValueStorage } from './key-value-storage.ts';

/**
 * A storage that lives only as long as the page: for tests, for third-party embeds that must
 * not persist tokens, and as the fallback when browser storage is refused.
 * `prefix` only matters for parity with the browser storage; keys never leave this object.
 */
export function createMemoryStorage(prefix = ''): KeyValueStorage {
  const values = new Map<string, string>();
  const listeners = new Set<(key: string | null) => void>();
  const notify = (key: string | null) => {
    for (const listener of [...listeners]) listener(key);
  };
  return {
    getItem: (key) => values.get(prefix + key) ?? null,
    setItem(key, value) {
      values.set(prefix + key, value);
      notify(key);
    },
    removeItem(key) {
      if (values.delete(prefix + key)) notify(key);
    },
    clear() {
      values.clear();
      notify(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
