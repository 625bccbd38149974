import type { RowData } from '@tanstack/react-table';
import type { TableRequest } from '../../core/table/table-request.ts';
import type { Translate } from '../element/use-portal-translation.ts';
import type { DataTableColumn, SelectionStrategy } from './data-table-types.ts';
import type { DataTableInstance } from './use-data-table.ts';

export interface DataTableHeadProps<T extends RowData> {
  table: DataTableInstance<T>;
  columns: readonly DataTableColumn<T>[];
  request: TableRequest;
  onSort: (key: string) => void;
  selection?: SelectionStrategy;
  /** The details column: the table's own expansion ('expand'), only folded columns ('details') or none. */
  details?: 'expand' | 'details';
  /** Rows are cards: the titles are a line of sort buttons, described by this visible "Sort by" label. */
  sortLabelId?: string;
  rowActionsWidth: number;
  customActionsWidth: number;
  /** Labels of the custom actions: the name of their column, which shows only their icons. */
  customActionLabels: readonly string[];
  t: Translate<'portal'>;
}

function ariaSort(request: TableRequest, key: string): 'ascending' | 'descending' | 'none' {
  const sort = request.sortBy[0];
  if (sort?.key !== key) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The row actions stick to the table's end right beside the custom actions (data-table.css), so
 * they need the custom column's real width, which its header text can make wider than asked.
 */
function measureCustomActions(th: HTMLTableCellElement | null): (() => void) | undefined {
  const table = th?.closest('table');
  if (!th || !table) return undefined;
  const observer = new ResizeObserver(() =>
    table.style.setProperty('--cp-custom-actions-width', `${th.offsetWidth}px`),
  );
  observer.observe(th);
  return () => observer.disconnect();
}

/** The header row: sortable titles are buttons, `aria-sort` tells the current order. */
export function DataTableHead<T extends RowData>(props: DataTableHeadProps<T>) {
  const { table, columns, request, onSort, selection, t } = props;
  const allSelected = selection === 'all' ? table.getIsAllRowsSelected() : table.getIsAllPageRowsSelected();
  const someSelected =
    selection === 'all' ? table.getIsSomeRowsSelected() : table.getIsSomePageRowsSelected();
  return (
    <thead part="header">
      <tr>
        {selection !== undefined && (
          <th scope="col" className="select-cell">
            {selection !== 'single' && (
              <input
                type="checkbox"
                aria-label={t('table.selectAll')}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={(event) =>
                  selection === 'all'
                    ? table.toggleAllRowsSelected(event.target.checked)
                    : table.toggleAllPageRowsSelected(event.target.checked)
                }
              />
            )}
          </th>
        )}
        {props.details && (
          <th scope="col" className="expand-cell">
            <span className="visually-hidden">
              {props.details === 'expand' ? t('table.expandRow') : t('table.details')}
            </span>
          </th>
        )}
        {columns.map((column) => {
          const sort = ariaSort(request, column.key);
          return (
            <th
              key={column.key}
              data-column={column.key}
              scope="col"
              aria-sort={column.sortable ? sort : undefined}
              style={column.width ? { minWidth: column.width } : undefined}
              className={`kind-${column.kind ?? 'text'}${column.sortable ? ' sortable' : ''}`}
            >
              {column.sortable ? (
                <button
                  type="button"
                  className="sort-button"
                  aria-describedby={props.sortLabelId}
                  onClick={() => onSort(column.key)}
                >
                  <span>{column.header}</span>
                  <span className={`sort-indicator sort-${sort}`} aria-hidden="true">
                    {sort === 'descending' ? '↓' : '↑'}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {props.rowActionsWidth > 0 && (
          <th scope="col" className="actions-cell actions-cell--row" style={{ width: props.rowActionsWidth }}>
            {t('table.actions')}
          </th>
        )}
        {props.customActionsWidth > 0 && (
          <th
            ref={measureCustomActions}
            scope="col"
            className="actions-cell actions-cell--custom"
            style={{ width: props.customActionsWidth }}
          >
            <span className="visually-hidden">{props.customActionLabels.join(', ')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
