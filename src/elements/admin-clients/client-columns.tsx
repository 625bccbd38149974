import { CLIENT_COLUMNS, type ClientRow } from '../../core/api/browser-contract/admin-clients.ts';
import { StatusBadge } from '../../ui/admin/StatusBadge.tsx';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/**
 * The clients table's columns (the contract's CLIENT_COLUMNS) with translated titles; whether a
 * client is active shows as an Active / Disabled badge, a client without agents as a dash.
 */
export function clientColumns(t: Translate<'admin-clients'>, none: string): DataTableColumn<ClientRow>[] {
  return CLIENT_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    cell:
      column.key === 'isActive'
        ? (row: ClientRow) => <StatusBadge status={row.isActive ? 'Active' : 'Disabled'} />
        : column.key === 'agentNames'
          ? (row: ClientRow) => row.agentNames || none
          : undefined,
  }));
}
