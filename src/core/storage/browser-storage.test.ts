// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserStorage } from './browser-storage.ts';

function storageEvent(key: string | null, storageArea: Storage = localStorage) {
  return new StorageEvent('storage', { key, storageArea, newValue: 'x' });
}

describe('createBrowserStorage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('puts every key under the prefix of the chosen Web Storage', () => {
    const storage = createBrowserStorage('local', 'pf.');

    storage.setItem('accessToken', 'a');

    expect(localStorage.getItem('pf.accessToken')).toBe('a');
    expect(storage.getItem('accessToken')).toBe('a');
    expect(sessionStorage.length).toBe(0);
  });

  it('uses sessionStorage when asked to', () => {
    createBrowserStorage('session', 'pf.').setItem('k', 'v');

    expect(sessionStorage.getItem('pf.k')).toBe('v');
    expect(localStorage.getItem('pf.k')).toBeNull();
  });

  it('clears only its own keys, leaving the embedding page its storage', () => {
    localStorage.setItem('host.theme', 'blue');
    const storage = createBrowserStorage('local', 'pf.');
    storage.setItem('a', '1');
    storage.setItem('b', '2');

    storage.clear();

    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBeNull();
    expect(localStorage.getItem('host.theme')).toBe('blue');
  });

  it('notifies changes made in this page with the unprefixed key', () => {
    const storage = createBrowserStorage('local', 'pf.');
    const keys: (string | null)[] = [];
    storage.subscribe((key) => keys.push(key));

    storage.setItem('a', '1');
    storage.removeItem('a');
    storage.clear();

    expect(keys).toEqual(['a', 'a', null]);
  });

  it('given a storage event from another tab, it notifies keys under its prefix only', () => {
    const storage = createBrowserStorage('local', 'pf.');
    const keys: (string | null)[] = [];
    const unsubscribe = storage.subscribe((key) => keys.push(key));

    window.dispatchEvent(storageEvent('pf.accessToken'));
    window.dispatchEvent(storageEvent('other.accessToken'));
    window.dispatchEvent(storageEvent('pf.theme', sessionStorage));
    window.dispatchEvent(storageEvent(null));

    expect(keys).toEqual(['accessToken', null]);

    unsubscribe();
    window.dispatchEvent(storageEvent('pf.accessToken'));
    expect(keys).toEqual(['accessToken', null]);
  });

  it('given Web Storage that throws on access, it falls back to memory', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });

    try {
      const storage = createBrowserStorage('local', 'pf.');
      storage.setItem('accessToken', 'a');

      expect(storage.getItem('accessToken')).toBe('a');
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('given Web Storage that refuses writes, it falls back to memory', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    const written: string[] = [];
    // Safari's private mode of old: reading works, the first write throws QuotaExceededError.
    const refusing = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: (key: string) => {
        written.push(key);
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: refusing });

    try {
      const storage = createBrowserStorage('local', 'pf.');
      storage.setItem('accessToken', 'a');

      expect(storage.getItem('accessToken')).toBe('a');
      expect(written).toEqual(['pf.__probe__']);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('keeps memory storage out of Web Storage', () => {
    const storage = createBrowserStorage('memory', 'pf.');
    storage.setItem('accessToken', 'a');

    expect(storage.getItem('accessToken')).toBe('a');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
