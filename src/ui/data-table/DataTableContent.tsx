import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { actionsColumnWidth, presentRowActions } from './action-columns.ts';
import { DataTableHead } from './DataTableHead.tsx';
import { DataTableRows } from './DataTableRows.tsx';
import { DataTableSkeleton } from './DataTableSkeleton.tsx';
import type { DataTableProps } from './data-table-types.ts';
import { StickyScrollbar } from './StickyScrollbar.tsx';
import { TableLoadError } from './TableLoadError.tsx';
import type { DataTableController } from './use-data-table-controller.ts';

export interface DataTableContentProps<T extends RowData> {
  controller: DataTableController<T>;
  props: DataTableProps<T>;
}

/** What shows between the toolbar and the pagination: the load error, the skeleton or the table. */
export function DataTableContent<T extends RowData>({ controller: c, props }: DataTableContentProps<T>) {
  const { t, columns } = c;
  const sortLabelId = useId();
  const rowActionCount = presentRowActions(props.rowActions).length;
  const customActionCount = props.customActions?.length ?? 0;
  const dataColumnCount =
    columns.shown.length + (rowActionCount > 0 ? 1 : 0) + (customActionCount > 0 ? 1 : 0);
  if (c.showError) return <TableLoadError result={c.result} t={t} />;
  if (!c.tableShown) {
    return <DataTableSkeleton rows={5} columns={Math.min(dataColumnCount, 6)} label={t('table.loading')} />;
  }
  const rowProps = {
    columns: columns.shown,
    foldedColumns: columns.folded,
    cards: c.cards,
    selectable: props.selection !== undefined,
    renderExpanded: props.expandable?.renderExpanded,
    rowActions: props.rowActions,
    customActions: props.customActions,
    rowClassName: props.rowClassName,
    language: c.language,
    t,
  };
  const cellCount = dataColumnCount + (props.selection ? 1 : 0) + (columns.details ? 1 : 0);
  return (
    <>
      {c.cards && (
        <span id={sortLabelId} className="sort-label">
          {t('table.sortBy')}
        </span>
      )}
      <div
        ref={c.scrollRef}
        part="table-container"
        className={c.virtual ? 'scroll virtual' : 'scroll'}
        aria-busy={c.reloading}
      >
        <table
          part="table"
          aria-label={props.caption}
          aria-rowcount={c.virtual ? c.total + 1 : undefined}
          aria-busy={c.virtual && c.windows.isFetching}
        >
          <DataTableHead
            table={c.table}
            columns={columns.shown}
            request={c.request}
            onSort={c.onSort}
            selection={props.selection}
            details={columns.details}
            sortLabelId={c.cards ? sortLabelId : undefined}
            rowActionsWidth={rowActionCount > 0 ? actionsColumnWidth(rowActionCount) : 0}
            customActionsWidth={customActionCount > 0 ? actionsColumnWidth(customActionCount) : 0}
            customActionLabels={props.customActions?.map((action) => action.label) ?? []}
            t={t}
          />
          <DataTableRows controller={c} rowProps={rowProps} cellCount={cellCount} />
        </table>
      </div>
      {!c.virtual && <StickyScrollbar getScrollElement={c.getScrollElement} />}
    </>
  );
}
