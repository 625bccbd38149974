import type { ExportRequestBody, TableRequestBody } from '../api/contract/common.ts';
import type { TablePage, TableRequest } from './table-request.ts';

/** Rows per page sent with an export while the table shows All (docs/contract.md#exports, docs/screens/lists.md#table-constants). */
export const EXPORT_ROWS_PER_PAGE_FOR_ALL = 50;
const MAX_SEARCH_LENGTH = 200;

/** The list call's body (docs/contract.md#table-request): first sort key only, as sortBy + descending. */
export function toListRequestBody(request: TableRequest): TableRequestBody {
  const first = request.sortBy[0];
  const body: TableRequestBody = {
    page: request.page,
    rowsPerPage: request.itemsPerPage,
    descending: first?.order === 'desc',
    search: request.search.slice(0, MAX_SEARCH_LENGTH),
  };
  if (first) body.sortBy = first.key;
  return body;
}

export interface ExportOptions {
  /** Export every row (the "Export all" button) rather than the page shown. Default false. */
  all?: boolean;
}

/**
 * The export call's body (docs/contract.md#exports): the table state as `vueTableRequest` with sort keys and
 * directions as parallel lists; rowsPerPage 50 while All is shown, every row when `all` is asked.
 */
export function toExportRequestBody(
  request: TableRequest,
  columnsToExport: readonly string[],
  { all = false }: ExportOptions = {},
): ExportRequestBody {
  const rowsPerPage = request.itemsPerPage === -1 ? EXPORT_ROWS_PER_PAGE_FOR_ALL : request.itemsPerPage;
  return {
    vueTableRequest: {
      page: all ? 1 : request.page,
      rowsPerPage: all ? -1 : rowsPerPage,
      sortBy: request.sortBy.map((item) => item.key),
      descending: request.sortBy.map((item) => item.order === 'desc'),
      search: request.search.slice(0, MAX_SEARCH_LENGTH),
    },
    columnsToExport: [...columnsToExport],
  };
}

/** Reads a list answer as the table does (docs/contract.md#list-answers): a missing total is the number of items. */
export function readPage<T>(answer: { items?: T[] | null; total?: number | null }): TablePage<T> {
  const items = answer.items ?? [];
  return { items, total: answer.total ?? items.length };
}
