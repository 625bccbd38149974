import type { ColumnKind } from '../../../core/api/contract/table-columns.ts';

/**
 * A list column as far as it is known without React and texts: what the DataTable's column
 * (data-table-types.ts DataTableColumn) and the static first view (render-first-view.ts) share.
 */
export interface FirstViewColumn<K extends string = string> {
  key: K;
  sortable?: boolean;
  kind?: ColumnKind;
  identifier?: boolean;
  clamp?: boolean;
  fold?: number;
}
