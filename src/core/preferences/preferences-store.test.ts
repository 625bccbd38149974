// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { PREFERENCES_KEY, PreferencesStore } from './preferences-store.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

describe('PreferencesStore', () => {
  it('starts with the defaults of docs/screens/shell.md#preferences', () => {
    expect(new PreferencesStore(createMemoryStorage()).get()).toEqual({
      languageCode: 'nl',
      theme: 'lightTheme',
      showDrawer: true,
      languages: [],
      appVersion: '1.0.0',
      selectedClientId: null,
      selectedClient: null,
    });
  });

  it('takes the default language from the page like i18n does', () => {
    document.documentElement.lang = 'en-US';
    expect(new PreferencesStore(createMemoryStorage()).get().languageCode).toBe('en');
  });

  it('saves changes as JSON and reads them back in a new store', () => {
    const storage = createMemoryStorage('customer.');
    new PreferencesStore(storage).set({
      languageCode: 'de',
      showDrawer: false,
      selectedClientId: 12,
      selectedClient: { clientId: 12, displayName: 'Drukkerij Noord' },
      languages: [{ code: 'de-DE', languageId: 3 }],
    });
    expect(JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '')).toMatchObject({
      languageCode: 'de',
      showDrawer: false,
    });
    expect(new PreferencesStore(storage).get()).toMatchObject({
      languageCode: 'de',
      showDrawer: false,
      selectedClientId: 12,
      selectedClient: { clientId: 12, displayName: 'Drukkerij Noord' },
      languages: [{ code: 'de-DE', languageId: 3 }],
    });
  });

  it('toggles the theme between light and dark', () => {
    const store = new PreferencesStore(createMemoryStorage());
    store.toggleTheme();
    expect(store.get().theme).toBe('dark');
    store.toggleTheme();
    expect(store.get().theme).toBe('lightTheme');
  });

  it('keeps the same snapshot object until something changes', () => {
    const store = new PreferencesStore(createMemoryStorage());
    const first = store.get();
    store.set({ theme: 'lightTheme' });
    expect(store.get()).toBe(first);
    store.set({ theme: 'dark' });
    expect(store.get()).not.toBe(first);
  });

  it('tells subscribers once per change, and not after unsubscribing', () => {
    const store = new PreferencesStore(createMemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ showDrawer: false });
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ showDrawer: false }));
    unsubscribe();
    store.set({ showDrawer: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('given another tab changes the preferences, it reloads them and tells subscribers', () => {
    const storage = createMemoryStorage();
    const store = new PreferencesStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(PREFERENCES_KEY, JSON.stringify({ ...store.get(), theme: 'dark' }));
    expect(store.get().theme).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('given another tab clears the storage, it falls back to the defaults', () => {
    const storage = createMemoryStorage();
    const store = new PreferencesStore(storage);
    store.set({ theme: 'dark' });
    storage.clear();
    expect(store.get().theme).toBe('lightTheme');
  });

  it('given corrupt or partly wrong stored JSON, it keeps what is valid', () => {
    const storage = createMemoryStorage();
    storage.setItem(PREFERENCES_KEY, '{not json');
    expect(new PreferencesStore(storage).get().theme).toBe('lightTheme');
    storage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        theme: 'purple',
        showDrawer: 'yes',
        languageCode: 'de',
        appVersion: '0.1',
        selectedClient: 5,
      }),
    );
    expect(new PreferencesStore(storage).get()).toMatchObject({
      theme: 'lightTheme',
      showDrawer: true,
      languageCode: 'de',
      appVersion: '1.0.0',
      selectedClient: null,
    });
  });
});
