import type { DataTableCustomAction, DataTableRowActions } from './data-table-types.ts';

/** Width of an actions column (docs/screens/lists.md#table-constants): 36 px per button plus 32 px. */
export function actionsColumnWidth(buttons: number): number {
  return 36 * buttons + 32;
}

/** The standard row actions in display order, with the `portal` key of their label and icon. */
export const ROW_ACTIONS = [
  { name: 'view', label: 'table.view', icon: 'eye' },
  { name: 'edit', label: 'table.edit', icon: 'pencil' },
  { name: 'save', label: 'table.save', icon: 'floppy' },
  { name: 'delete', label: 'table.delete', icon: 'trash' },
] as const;

export type RowActionName = (typeof ROW_ACTIONS)[number]['name'];

/** The row actions a table was given, in display order. */
export function presentRowActions<T>(actions: DataTableRowActions<T> | undefined) {
  return ROW_ACTIONS.filter((action) => actions?.[action.name] !== undefined);
}

/** Count of custom action buttons, for the column width. */
export function customActionCount<T>(actions: readonly DataTableCustomAction<T>[] | undefined): number {
  return actions?.length ?? 0;
}
