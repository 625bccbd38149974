import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { DEFAULT_TABLE_REQUEST } from './table-request.ts';
import { TABLE_REQUESTS_KEY, TableRequestStore } from './table-request-store.ts';

const ordersRequest = {
  page: 3,
  itemsPerPage: 25,
  sortBy: [{ key: 'dateOrder', order: 'desc' as const }],
  search: 'pallet',
};

describe('TableRequestStore', () => {
  it('gives the defaults for a table never seen', () => {
    expect(new TableRequestStore(createMemoryStorage()).get('orders')).toEqual(DEFAULT_TABLE_REQUEST);
  });

  it('keeps every table under the one dataTableRequests record', () => {
    const storage = createMemoryStorage();
    const store = new TableRequestStore(storage);
    store.set('orders', ordersRequest);
    store.set('invoices', { ...DEFAULT_TABLE_REQUEST, page: 2 });

    expect(JSON.parse(storage.getItem(TABLE_REQUESTS_KEY) ?? '')).toEqual({
      orders: ordersRequest,
      invoices: { ...DEFAULT_TABLE_REQUEST, page: 2 },
    });
    expect(new TableRequestStore(storage).get('orders')).toEqual(ordersRequest);
  });

  it('given corrupt JSON, it reads the defaults and overwrites the record on the next save', () => {
    const storage = createMemoryStorage();
    storage.setItem(TABLE_REQUESTS_KEY, '{"orders": {"page": 2');
    const store = new TableRequestStore(storage);
    expect(store.get('orders')).toEqual(DEFAULT_TABLE_REQUEST);
    store.set('orders', ordersRequest);
    expect(store.get('orders')).toEqual(ordersRequest);
  });

  it('given a record that is not an object, it reads the defaults', () => {
    const storage = createMemoryStorage();
    storage.setItem(TABLE_REQUESTS_KEY, '[1,2,3]');
    expect(new TableRequestStore(storage).get('0')).toEqual(DEFAULT_TABLE_REQUEST);
  });

  it('given a stored request with bad fields, it keeps the good ones and defaults the rest', () => {
    const storage = createMemoryStorage();
    const stored = {
      orders: { page: -4, itemsPerPage: 33, sortBy: [{ key: 'x', order: 'up' }], search: 'a' },
    };
    storage.setItem(TABLE_REQUESTS_KEY, JSON.stringify(stored));
    expect(new TableRequestStore(storage).get('orders')).toEqual({ ...DEFAULT_TABLE_REQUEST, search: 'a' });
  });

  it('treats a table key named __proto__ as plain data', () => {
    const store = new TableRequestStore(createMemoryStorage());
    store.set('__proto__', ordersRequest);
    expect(store.get('__proto__')).toEqual(ordersRequest);
    expect(store.get('orders')).toEqual(DEFAULT_TABLE_REQUEST);
  });

  it('forgets one table and keeps the others', () => {
    const store = new TableRequestStore(createMemoryStorage());
    store.set('orders', ordersRequest);
    store.set('stock', ordersRequest);
    store.remove('orders');
    expect(store.get('orders')).toEqual(DEFAULT_TABLE_REQUEST);
    expect(store.get('stock')).toEqual(ordersRequest);
  });

  it('tells subscribers when the record changes, and only then', () => {
    const storage = createMemoryStorage();
    const store = new TableRequestStore(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem('theme', 'dark');
    store.set('orders', ordersRequest);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('orders', DEFAULT_TABLE_REQUEST);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
