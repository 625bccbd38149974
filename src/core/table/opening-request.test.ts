import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { openingRequest, pageSizeRequest } from './opening-request.ts';
import { TableRequestStore } from './table-request-store.ts';

const query = (text: string) => ({ get: () => new URLSearchParams(text) });

describe('openingRequest', () => {
  it('given nothing stored and no URL state, it opens on initialRequest over the defaults', () => {
    const store = new TableRequestStore(createMemoryStorage());
    expect(openingRequest('orders', { itemsPerPage: 25 }, store, query('tab=1'))).toEqual({
      page: 1,
      itemsPerPage: 25,
      sortBy: [],
      search: '',
    });
  });

  it('given a stored request, it wins over initialRequest', () => {
    const store = new TableRequestStore(createMemoryStorage());
    store.set('orders', { page: 3, itemsPerPage: 50, sortBy: [], search: 'x' });
    expect(openingRequest('orders', { itemsPerPage: 25 }, store, undefined)).toMatchObject({
      page: 3,
      itemsPerPage: 50,
    });
  });

  it('given table state in the URL, it wins over the stored request', () => {
    const store = new TableRequestStore(createMemoryStorage());
    store.set('orders', { page: 3, itemsPerPage: 50, sortBy: [], search: 'x' });
    expect(openingRequest('orders', undefined, store, query('page=2&sort=-dateOrder'))).toEqual({
      page: 2,
      itemsPerPage: 10,
      sortBy: [{ key: 'dateOrder', order: 'desc' }],
      search: '',
    });
  });
});

describe('pageSizeRequest', () => {
  it('given an offered page size (All too), it opens the table on it', () => {
    expect(pageSizeRequest(25)).toEqual({ itemsPerPage: 25 });
    expect(pageSizeRequest(-1)).toEqual({ itemsPerPage: -1 });
  });

  it('given no page size or one not offered, it leaves the default', () => {
    expect(pageSizeRequest(undefined)).toEqual({});
    expect(pageSizeRequest(7)).toEqual({});
    expect(pageSizeRequest(0)).toEqual({});
  });
});
