import type { ReactNode } from 'react';
import { LOGIN_COLUMNS, type LoginRow } from '../../core/api/contract/admin.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { StatusBadge } from '../admin-shared/StatusBadge.tsx';

/** How the cells of the columns that are not plain text read. */
function cellOf(
  key: string,
  t: Translate,
  admin: Translate,
  language: string,
): ((row: LoginRow) => ReactNode) | undefined {
  switch (key) {
    case 'accountType':
      return (row) => t(`kinds.${row.accountType}`);
    case 'status':
      return (row) => <StatusBadge status={row.status} />;
    case 'isTotpEnabled':
      return (row) => admin(row.isTotpEnabled ? 'yes' : 'no');
    case 'lastLoginAt':
      return (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t('never'));
    default:
      return undefined;
  }
}

/** The logins table's columns (LOGIN_COLUMNS) with translated titles and readable cells. */
export function loginColumns(t: Translate, admin: Translate, language: string): DataTableColumn<LoginRow>[] {
  return LOGIN_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    cell: cellOf(column.key, t, admin, language),
  }));
}
