import type { ApiKeyRow } from '../../core/api/browser-contract/admin-api-keys.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';

/** The columns the keys table sorts by. */
const sortable: Readonly<Record<string, (row: ApiKeyRow) => string>> = {
  name: (row) => row.name.toLocaleLowerCase(),
  createdAt: (row) => row.createdAt,
  createdBy: (row) => row.createdBy ?? '',
  lastUsedAt: (row) => row.lastUsedAt ?? '',
};

/**
 * One page of the keys, searched, sorted and cut in the browser: `GetApiKeys` answers every key (a
 * mill has a handful), so the table works like every other without a table call on the server.
 * The search matches the name, the scopes, the creator and the key's last characters.
 */
export function apiKeyPage(keys: readonly ApiKeyRow[], request: TableRequest): TablePage<ApiKeyRow> {
  const search = request.search.trim().toLocaleLowerCase();
  let rows = search
    ? keys.filter((key) =>
        [key.name, key.createdBy ?? '', key.hint, ...key.scopes].some((text) =>
          text.toLocaleLowerCase().includes(search),
        ),
      )
    : [...keys];
  const [sort] = request.sortBy;
  const value = sort ? sortable[sort.key] : undefined;
  if (sort && value) {
    const direction = sort.order === 'desc' ? -1 : 1;
    rows = rows.sort((a, b) => direction * value(a).localeCompare(value(b)));
  }
  if (request.itemsPerPage < 0) return { items: rows, total: rows.length };
  const start = (request.page - 1) * request.itemsPerPage;
  return { items: rows.slice(start, start + request.itemsPerPage), total: rows.length };
}
