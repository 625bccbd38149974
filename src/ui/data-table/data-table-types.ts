import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ColumnKind } from '../../core/api/contract/table-columns.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import type { TableRequestStore } from '../../core/table/table-request-store.ts';

/** One data column of a DataTable. */
export interface DataTableColumn<T> {
  /** Row property shown in this column; also the sort key sent to the server. */
  key: string;
  /** Column title, already translated. */
  header: string;
  /** Whether the header sorts the table. Default false. */
  sortable?: boolean;
  /** How values are formatted for the active locale. Default 'text'. */
  kind?: ColumnKind;
  /** Minimum width in px. */
  width?: number;
  /** Custom cell content; default is the formatted value of `row[key]`. */
  cell?: (row: T) => ReactNode;
  /** One of the row's key fields, shown first when rows are cards. Default: only the first column. */
  keyField?: boolean;
  /** An identifier (order, load, invoice number, e-mail address): kept on one line, never broken inside. */
  identifier?: boolean;
  /** Long text (a product description): at most two lines in the table, the whole text on hover and focus. */
  clamp?: boolean;
  /**
   * When the table is wider than its box, columns with a fold rank move into the row's details
   * (opened by the row's details button), the highest rank first, until the table fits. Columns
   * without one (the identifying and date columns) never fold; neither does the sorted column.
   */
  fold?: number;
}

/** An export button: the current view or every row matching the search. */
export interface DataTableExport {
  label: string;
  /** True for "export all" (docs/contract.md#exports: rowsPerPage becomes 50 when All is chosen otherwise). */
  all: boolean;
  run: (request: TableRequest) => Promise<void>;
}

/** The standard row actions (docs/screens/lists.md#row-actions); each one present adds an icon button with its label. */
export interface DataTableRowActions<T> {
  view?: (row: T) => void;
  edit?: (row: T) => void;
  save?: (row: T) => void;
  delete?: (row: T) => void;
}

/** A custom action button in the custom actions column, which is named after its actions' labels. */
export interface DataTableCustomAction<T> {
  name: string;
  /** Accessible label and tooltip, already translated. */
  label: string;
  /** Name of an icon in the registered icon library. */
  icon: string;
  run: (row: T) => void | Promise<void>;
  /** Hide the button for some rows. Default: always shown. */
  visible?: (row: T) => boolean;
}

/** How rows are selected (docs/screens/lists.md#selection): one row, the current page at once, or everything loaded. */
export type SelectionStrategy = 'single' | 'page' | 'all';

/** The URL query seam: when given, the table state lives in the query string. */
export interface RouterQuery {
  get(): URLSearchParams;
  set(params: URLSearchParams): void;
}

/** Props of the DataTable, generic over the row type. */
export interface DataTableProps<T> {
  /** Name under which the last request is kept in `dataTableRequests`. */
  tableKey: string;
  columns: readonly DataTableColumn<T>[];
  /** Loads one page; the signal aborts when the request is superseded. */
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>;
  /** Extra query-key parts whose change reloads the table (e.g. the selected client). */
  queryKey?: readonly unknown[];
  /** Row property that identifies a row. Default 'id'. */
  rowKey?: string;
  exports?: readonly DataTableExport[];
  rowActions?: DataTableRowActions<T>;
  customActions?: readonly DataTableCustomAction<T>[];
  selection?: SelectionStrategy;
  /** Called 400 ms after the selection settles with every selected row (across pages). */
  onSelectionChange?: (rows: T[]) => void;
  expandable?: { renderExpanded: (row: T) => ReactNode };
  /** When true, sorting cycles asc → desc → asc instead of back to unsorted. */
  mustSort?: boolean;
  /** Starting state when nothing is stored or in the URL. */
  initialRequest?: Partial<TableRequest>;
  routerQuery?: RouterQuery;
  /** Default [10, 25, 50, 100, -1]; -1 is All. */
  pageSizeOptions?: readonly number[];
  rowClassName?: (row: T) => string | undefined;
  /** Accessible name of the table. */
  caption?: string;
}

/** What a DataTable takes from its page rather than from its element. */
export interface DataTableServices {
  /** Where the last request per table is kept (`dataTableRequests`); none: not kept. */
  requestStore?: TableRequestStore;
  /** The query client; default: the one of the surrounding QueryClientProvider. */
  queryClient?: QueryClient;
}
