import type { ReactNode } from 'react';
import { LOGIN_COLUMNS, type LoginRow } from '../../core/api/browser-contract/admin-logins.ts';
import { loginStateCell } from '../../ui/admin/login-state.tsx';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** How the cells of the columns that are not plain text read. */
function cellOf(
  key: string,
  t: Translate<'admin-logins'>,
  admin: Translate<'admin'>,
  language: string,
): ((row: LoginRow) => ReactNode) | undefined {
  switch (key) {
    case 'accountType':
      return (row) => t(`kinds.${row.accountType}`);
    // A self-registration shows the client its customer number matched beside what it typed.
    case 'companyName':
      return (row) =>
        row.status === 'AwaitingApproval' ? (
          <>
            {row.companyName || t('registration.noMatch')}
            <div className="admin-logins__registered">
              {t('registration.typed', {
                company: row.registeredCompanyName ?? '',
                customerNumber: row.registeredCustomerNumber ?? '',
              })}
            </div>
          </>
        ) : (
          row.companyName
        );
    default:
      return loginStateCell(key, t, admin, language);
  }
}

/** The logins table's columns (LOGIN_COLUMNS) with translated titles and readable cells. */
export function loginColumns(
  t: Translate<'admin-logins'>,
  admin: Translate<'admin'>,
  language: string,
): DataTableColumn<LoginRow>[] {
  return LOGIN_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    // An e-mail address is never broken inside (issue 24): one line, a card's whole width.
    identifier: column.key === 'emailAddress',
    cell: cellOf(column.key, t, admin, language),
  }));
}
