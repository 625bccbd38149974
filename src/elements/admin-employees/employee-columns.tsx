import type { ReactNode } from 'react';
import { EMPLOYEE_COLUMNS, type EmployeeRow } from '../../core/api/browser-contract/admin-employees.ts';
import { loginStateCell } from '../../ui/admin/login-state.tsx';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** How the cells of the columns that are not plain text read; the caller's own row says so. */
function cellOf(
  key: string,
  t: Translate<'admin-employees'>,
  admin: Translate<'admin'>,
  language: string,
): ((row: EmployeeRow) => ReactNode) | undefined {
  switch (key) {
    case 'emailAddress':
      return (row) =>
        row.isSelf ? (
          <>
            {row.emailAddress}{' '}
            <cp-sl-badge variant="primary" pill>
              {t('you')}
            </cp-sl-badge>
          </>
        ) : (
          row.emailAddress
        );
    default:
      return loginStateCell(key, t, admin, language);
  }
}

/** The employees table's columns (EMPLOYEE_COLUMNS) with translated titles and readable cells. */
export function employeeColumns(
  t: Translate<'admin-employees'>,
  admin: Translate<'admin'>,
  language: string,
): DataTableColumn<EmployeeRow>[] {
  return EMPLOYEE_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    // An e-mail address is never broken inside (issue 24): one line, a card's whole width.
    identifier: column.key === 'emailAddress',
    cell: cellOf(column.key, t, admin, language),
  }));
}
