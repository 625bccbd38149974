import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import type { Row, RowData } from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import type { Translate } from '../element/use-portal-translation.ts';
import { presentRowActions } from './action-columns.ts';
import { CellContent } from './DataTableCell.tsx';
import type { DataTableColumn, DataTableCustomAction, DataTableRowActions } from './data-table-types.ts';
import { cellClassName } from './format-cell.ts';
import { TABLE_ICON_LIBRARY } from './table-icons.ts';
import type { DataTableFeatures } from './use-data-table.ts';

export interface DataTableRowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  /** The columns shown as cells. */
  columns: readonly DataTableColumn<T>[];
  /** The columns folded away (use-folded-columns.ts): shown in the row's details. */
  foldedColumns: readonly DataTableColumn<T>[];
  /** Rows are cards (use-card-layout.ts). */
  cards: boolean;
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
 * One data row and, when expanded, the row below it that holds its details: the folded columns'
 * titles and values, then the table's own expansion. Each cell carries its column's title in
 * `data-label`, which the card layout (data-table.css) shows above the value.
 */
export function DataTableRow<T extends RowData>(props: DataTableRowProps<T>) {
  const { row, columns, foldedColumns, cards, language, t } = props;
  const detailsId = useId();
  const data = row.original;
  const selected = row.getIsSelected();
  const hasDetails = props.renderExpanded !== undefined || foldedColumns.length > 0;
  const expanded = hasDetails && row.getIsExpanded();
  const rowActions = presentRowActions(props.rowActions);
  const cellCount =
    columns.length +
    (props.selectable ? 1 : 0) +
    (hasDetails ? 1 : 0) +
    (rowActions.length > 0 ? 1 : 0) +
    (props.customActions?.length ? 1 : 0);
  const className = [props.rowClassName?.(data), selected ? 'selected' : undefined].filter(Boolean).join(' ');
  // Only folded columns behind the button: it says "more details"; a table's own expansion keeps its word.
  const detailsLabel = props.renderExpanded ? t('table.expandRow') : t('table.showDetails');
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
        {hasDetails && (
          <td className="expand-cell">
            <button
              type="button"
              className="icon-button"
              aria-label={detailsLabel}
              title={detailsLabel}
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={() => row.toggleExpanded()}
            >
              <cp-sl-icon library={TABLE_ICON_LIBRARY} name={expanded ? 'chevron-down' : 'chevron-right'} />
            </button>
          </td>
        )}
        {columns.map((column, index) => (
          <td
            key={column.key}
            className={`${cellClassName(column, data, language)}${isKeyColumn(columns, index) ? ' key-cell' : ''}`}
            data-column={column.key}
            data-label={column.header}
          >
            <CellContent column={column} row={data} language={language} cards={cards} t={t} />
          </td>
        ))}
        {rowActions.length > 0 && (
          <td className="actions-cell actions-cell--row">
            {rowActions.map((action) => (
              <cp-sl-icon-button
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
                <cp-sl-icon-button
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
      {expanded && (
        <tr part="expanded-row" className="expanded-row" id={detailsId}>
          <td colSpan={cellCount}>
            {foldedColumns.length > 0 && (
              <dl className="row-details" part="row-details">
                {foldedColumns.map((column) => (
                  <div key={column.key} className="row-detail" data-column={column.key}>
                    <dt>{column.header}</dt>
                    <dd className={cellClassName(column, data, language)}>
                      <CellContent column={column} row={data} language={language} cards={true} t={t} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {props.renderExpanded?.(data)}
          </td>
        </tr>
      )}
    </>
  );
}
