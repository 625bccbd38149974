import { describe, expect, it } from 'vitest';
import { applyItemsPerPage, applySearch, applySort, nextSort } from './table-sort.ts';

const request = { page: 4, itemsPerPage: 25, sortBy: [], search: '' };

describe('nextSort', () => {
  it('cycles ascending, descending, off', () => {
    const first = nextSort([], 'order', false);
    expect(first).toEqual([{ key: 'order', order: 'asc' }]);
    const second = nextSort(first, 'order', false);
    expect(second).toEqual([{ key: 'order', order: 'desc' }]);
    expect(nextSort(second, 'order', false)).toEqual([]);
  });

  it('when sorting is mandatory, it goes from descending back to ascending', () => {
    expect(nextSort([{ key: 'order', order: 'desc' }], 'order', true)).toEqual([
      { key: 'order', order: 'asc' },
    ]);
  });

  it('given another column, it sorts that one ascending instead', () => {
    expect(nextSort([{ key: 'order', order: 'desc' }], 'dateOrder', false)).toEqual([
      { key: 'dateOrder', order: 'asc' },
    ]);
  });
});

describe('applySort', () => {
  it('changes the sort and resets the page to 1', () => {
    expect(applySort(request, 'order', false)).toEqual({
      ...request,
      page: 1,
      sortBy: [{ key: 'order', order: 'asc' }],
    });
  });
});

describe('applySearch and applyItemsPerPage', () => {
  it('reset the page to 1 when the value changes', () => {
    expect(applySearch(request, 'pallet')).toEqual({ ...request, search: 'pallet', page: 1 });
    expect(applyItemsPerPage(request, 50)).toEqual({ ...request, itemsPerPage: 50, page: 1 });
  });

  it('keep the page when the value stays the same', () => {
    expect(applySearch(request, '')).toBe(request);
    expect(applyItemsPerPage(request, 25)).toBe(request);
  });
});
