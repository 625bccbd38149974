import { normalizeTableRequest } from './normalize-table-request.ts';
import { DEFAULT_TABLE_REQUEST, type SortItem, type TableRequest } from './table-request.ts';

/** Anything a router gives as the query: a search string, URLSearchParams or a plain record. */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | null | undefined>>;

function params(query: QueryInput): URLSearchParams {
  if (typeof query === 'string' || query instanceof URLSearchParams) return new URLSearchParams(query);
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') result.set(key, value);
  return result;
}

/**
 * The table state as query parameters (`page`, `rows`, `sort` as `key` or `-key`, comma-separated,
 * `search`), each under `prefix` so two tables can share a URL; defaults are left out.
 */
export function tableStateToQuery(request: TableRequest, prefix = ''): Record<string, string> {
  const query: Record<string, string> = {};
  if (request.page !== DEFAULT_TABLE_REQUEST.page) query[`${prefix}page`] = String(request.page);
  if (request.itemsPerPage !== DEFAULT_TABLE_REQUEST.itemsPerPage) {
    query[`${prefix}rows`] = String(request.itemsPerPage);
  }
  if (request.sortBy.length > 0) {
    query[`${prefix}sort`] = request.sortBy
      .map((item) => (item.order === 'desc' ? `-${item.key}` : item.key))
      .join(',');
  }
  if (request.search !== '') query[`${prefix}search`] = request.search;
  return query;
}

function parseInteger(text: string | null): number | undefined {
  return text !== null && /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
}

function parseSort(text: string | null): SortItem[] {
  if (!text) return [];
  return text
    .split(',')
    .filter((part) => part !== '' && part !== '-')
    .map((part) =>
      part.startsWith('-') ? { key: part.slice(1), order: 'desc' } : { key: part, order: 'asc' },
    );
}

/** The table state of a URL query; missing or garbage values take the defaults. */
export function tableStateFromQuery(query: QueryInput, prefix = ''): TableRequest {
  const search = params(query);
  return normalizeTableRequest({
    page: parseInteger(search.get(`${prefix}page`)),
    itemsPerPage: parseInteger(search.get(`${prefix}rows`)),
    sortBy: parseSort(search.get(`${prefix}sort`)),
    search: search.get(`${prefix}search`) ?? undefined,
  });
}
