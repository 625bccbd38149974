import {
  DEFAULT_TABLE_REQUEST,
  PAGE_SIZE_OPTIONS,
  type SortItem,
  type TableRequest,
} from './table-request.ts';

const MAX_SORT_KEYS = 8;
const MAX_SEARCH_LENGTH = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the well-formed sort items of an unknown value (storage, URL), at most eight. */
export function normalizeSortBy(value: unknown): SortItem[] {
  if (!Array.isArray(value)) return [];
  const items: SortItem[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.key !== 'string' || item.key === '' || item.key.length > 64) continue;
    if (item.order !== 'asc' && item.order !== 'desc') continue;
    if (items.some((existing) => existing.key === item.key)) continue;
    items.push({ key: item.key, order: item.order });
  }
  return items.slice(0, MAX_SORT_KEYS);
}

/**
 * Reads a table request from anything (an old or hand-edited storage record, a URL): each field
 * that is not valid takes its default, so a bad value never breaks the table.
 */
export function normalizeTableRequest(value: unknown): TableRequest {
  if (!isRecord(value)) return { ...DEFAULT_TABLE_REQUEST, sortBy: [] };
  const { page, itemsPerPage, search } = value;
  return {
    page:
      typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_TABLE_REQUEST.page,
    itemsPerPage:
      typeof itemsPerPage === 'number' && PAGE_SIZE_OPTIONS.includes(itemsPerPage)
        ? itemsPerPage
        : DEFAULT_TABLE_REQUEST.itemsPerPage,
    sortBy: normalizeSortBy(value.sortBy),
    search: typeof search === 'string' ? search.slice(0, MAX_SEARCH_LENGTH) : DEFAULT_TABLE_REQUEST.search,
  };
}
