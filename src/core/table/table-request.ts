/** Sort direction of one sort key. */
export type SortOrder = 'asc' | 'desc';

/** One sort key (docs/contract.md#list-answers: sortBy is a list of key and order). */
export interface SortItem {
  key: string;
  order: SortOrder;
}

/**
 * The state of a list table that is kept per table name under `dataTableRequests`
 * (docs/screens/lists.md#table-constants, docs/contract.md#list-answers). `itemsPerPage` -1 means All.
 */
export interface TableRequest {
  /** 1-based page. Default 1. */
  page: number;
  /** Rows per page: 10, 25, 50, 100 or -1 (All). Default 10. */
  itemsPerPage: number;
  /** Sort keys; only the first is sent to list calls. Default []. */
  sortBy: SortItem[];
  /** Search text. Default ''. */
  search: string;
}

/** A page of rows as the table reads it: total absent means items.length. */
export interface TablePage<T> {
  items: T[];
  total: number;
}

export const DEFAULT_TABLE_REQUEST: Readonly<TableRequest> = Object.freeze({
  page: 1,
  itemsPerPage: 10,
  sortBy: [],
  search: '',
});

const PAGE_SIZES = Object.freeze([10, 25, 50, 100, -1] as const);

/** A page size the tables offer (an element's `page-size` accepts these); -1 is All. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** Page-size options (docs/screens/lists.md#table-constants); -1 is All. */
export const PAGE_SIZE_OPTIONS: readonly number[] = PAGE_SIZES;
