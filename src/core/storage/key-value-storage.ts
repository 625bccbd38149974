/**
 * Browser storage behind one small interface, so that the core runs on localStorage,
 * sessionStorage or memory (tests, third-party embeds). Keys given here are *unprefixed*:
 * the implementation puts every key under the customer prefix (docs/security.md#tokens).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Removes every key under this storage's prefix (and nothing else). */
  clear(): void;
  /**
   * Calls `listener` after a key changes, in this page or in another tab (`storage` event).
   * `key` is the unprefixed key, or null when everything was cleared. Returns an unsubscribe.
   */
  subscribe(listener: (key: string | null) => void): () => void;
}

/** Which browser storage holds tokens and preferences (docs/security.md#token-storage). */
export type StorageKind = 'local' | 'session' | 'memory';
