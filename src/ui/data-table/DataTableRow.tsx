import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import type { Row, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Translate } from '../element/use-portal-translation.ts';
import { presentRowActions } from './action-columns.ts';
import type { DataTableColumn, DataTableCustomAction, DataTableRowActions } from './data-table-types.ts';
import { formatCell } from './format-cell.ts';
import { TABLE_ICON_LIBRARY } from './table-icons.ts';
import type { DataTableFeatures } from './use-data-table.ts';

export interface DataTableRowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  columns: readonly DataTableColumn<T>[];
  selectable: boolean;
  renderExpanded?: (row: T) => ReactNode;
  rowActions?: DataTableRowActions<T>;
  customActions?: readonly DataTableCustomAction<T>[];
  rowClassName?: (row: T) => string | undefined;
  /** 1-based position among all rows of the result, header row included (aria-rowindex). */
  ariaRowIndex: number;
  language: string;
  t: Translate<'portal'>;
}

/** Whether a column is one of the row's key fields (`keyField`; none marked: the first column). */
function isKeyColumn<T>(columns: readonly DataTableColumn<T>[], index: number): boolean {
  const marked = columns.some((column) => column.keyField);
  return marked ? columns[index]?.keyField === true : index === 0;
}

/**
 * One data row and, when expanded, the row below it that holds the expansion. Each cell carries its
 * column's title in `data-label`, which the card layout (data-table.css) shows above the value.
 */
export function DataTableRow<T extends RowData>(props: DataTableRowProps<T>) {
  const { row, columns, t } = props;
  const data = row.original;
  const selected = row.getIsSelected();
  const expanded = row.getIsExpanded();
  const rowActions = presentRowActions(props.rowActions);
  const cellCount =
    columns.length +
    (props.selectable ? 1 : 0) +
    (props.renderExpanded ? 1 : 0) +
    (rowActions.length > 0 ? 1 : 0) +
    (props.customActions?.length ? 1 : 0);
  const className = [props.rowClassName?.(data), selected ? 'selected' : undefined].filter(Boolean).join(' ');
  return (
    <>
      <tr
        part="row"
        className={className || undefined}
        aria-rowindex={props.ariaRowIndex}
        aria-selected={props.selectable ? selected : undefined}
      >
        {props.selectable && (
          <td className="select-cell">
            <input
              type="checkbox"
              aria-label={t('table.selectRow')}
              checked={selected}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        )}
        {props.renderExpanded && (
          <td className="expand-cell">
            <button
              type="button"
              className="icon-button"
              aria-label={t('table.expandRow')}
              aria-expanded={expanded}
              onClick={() => row.toggleExpanded()}
            >
              <sl-icon library={TABLE_ICON_LIBRARY} name={expanded ? 'chevron-down' : 'chevron-right'} />
            </button>
          </td>
        )}
        {columns.map((column, index) => (
          <td
            key={column.key}
            className={`kind-${column.kind ?? 'text'}${isKeyColumn(columns, index) ? ' key-cell' : ''}`}
            data-label={column.header}
          >
            {column.cell
              ? column.cell(data)
              : formatCell(
                  (data as Record<string, unknown>)[column.key],
                  column.kind ?? 'text',
                  props.language,
                )}
          </td>
        ))}
        {rowActions.length > 0 && (
          <td className="actions-cell actions-cell--row">
            {rowActions.map((action) => (
              <sl-icon-button
                key={action.name}
                library={TABLE_ICON_LIBRARY}
                name={action.icon}
                label={t(action.label)}
                onClick={() => props.rowActions?.[action.name]?.(data)}
              />
            ))}
          </td>
        )}
        {props.customActions && props.customActions.length > 0 && (
          <td className="actions-cell actions-cell--custom">
            {props.customActions
              .filter((action) => action.visible?.(data) ?? true)
              .map((action) => (
                <sl-icon-button
                  key={action.name}
                  library={TABLE_ICON_LIBRARY}
                  name={action.icon}
                  label={action.label}
                  onClick={() => void action.run(data)}
                />
              ))}
          </td>
        )}
      </tr>
      {expanded && props.renderExpanded && (
        <tr part="expanded-row" className="expanded-row">
          <td colSpan={cellCount}>{props.renderExpanded(data)}</td>
        </tr>
      )}
    </>
  );
}
