import { useMemo } from 'react';
import { pageSizeRequest } from '../../core/table/opening-request.ts';
import type { TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { useRuntime } from '../element/use-runtime.ts';

/** What a list element's DataTable takes from its page and its attributes. */
export interface AreaTable {
  /** The page's `dataTableRequests`, where each table keeps its last request. */
  requestStore: TableRequestStore;
  /** The `page-size` attribute as the table's opening request; the table follows later changes. */
  initialRequest: Partial<TableRequest>;
}

/**
 * The wiring every list and admin element gives its DataTable (spread it: `<DataTable {...table}>`):
 * the request store of the page's storage and the element's `page-size`.
 */
export function useAreaTable(pageSize: number | undefined): AreaTable {
  const { storage } = useRuntime();
  // The store only reads and writes the page's storage: a new one with a new page size costs nothing.
  return useMemo(
    () => ({ requestStore: new TableRequestStore(storage), initialRequest: pageSizeRequest(pageSize) }),
    [storage, pageSize],
  );
}
