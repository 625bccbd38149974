import type { SortItem, TableRequest } from './table-request.ts';

/**
 * The sort after a click on column `key` (docs/screens/lists.md#sorting): ascending → descending → off; when sorting is
 * mandatory, descending goes back to ascending. Another column starts ascending and replaces the
 * sort, because list calls send only the first key.
 */
export function nextSort(sortBy: readonly SortItem[], key: string, mustSort: boolean): SortItem[] {
  const current = sortBy[0];
  if (current?.key !== key) return [{ key, order: 'asc' }];
  if (current.order === 'asc') return [{ key, order: 'desc' }];
  return mustSort ? [{ key, order: 'asc' }] : [];
}

/** Applies a click on column `key`; a sort change resets the page to 1. */
export function applySort(request: TableRequest, key: string, mustSort: boolean): TableRequest {
  return { ...request, sortBy: nextSort(request.sortBy, key, mustSort), page: 1 };
}

/** Applies new search text; a changed search resets the page to 1. */
export function applySearch(request: TableRequest, search: string): TableRequest {
  return search === request.search ? request : { ...request, search, page: 1 };
}

/** Applies a new page size; a changed size resets the page to 1. */
export function applyItemsPerPage(request: TableRequest, itemsPerPage: number): TableRequest {
  return itemsPerPage === request.itemsPerPage ? request : { ...request, itemsPerPage, page: 1 };
}
