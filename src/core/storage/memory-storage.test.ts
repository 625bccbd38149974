import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';

describe('createMemoryStorage', () => {
  it('stores, removes and clears values and notifies each change', () => {
    const storage = createMemoryStorage('pf.');
    const keys: (string | null)[] = [];
    const unsubscribe = storage.subscribe((key) => keys.push(key));

    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('b', '2');
    storage.clear();
    expect(storage.getItem('b')).toBeNull();

    unsubscribe();
    storage.setItem('c', '3');
    expect(keys).toEqual(['a', 'a', 'b', null]);
  });

  it('does not notify the removal of a key it never held', () => {
    const storage = createMemoryStorage();
    const keys: (string | null)[] = [];
    storage.subscribe((key) => keys.push(key));

    storage.removeItem('missing');

    expect(keys).toEqual([]);
  });
});
