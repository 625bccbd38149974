import { EMAIL_COLUMNS, type EmailRow } from '../../core/api/browser-contract/admin-emails.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { EmailStatusCell } from './EmailStatusBadge.tsx';

/**
 * The send log's columns (EMAIL_COLUMNS) with translated titles: date-times in the language's style
 * and the status as a badge (with the next attempt of a mail being retried).
 */
export function emailColumns(t: Translate<'admin-emails'>, language: string): DataTableColumn<EmailRow>[] {
  const cells: Partial<Record<string, DataTableColumn<EmailRow>['cell']>> = {
    createdAt: (row) => formatDateTime(row.createdAt, language),
    sentAt: (row) => formatDateTime(row.sentAt, language),
    status: (row) => <EmailStatusCell row={row} />,
    // Wrapped rather than one long line, so the row's actions stay in view.
    subject: (row) => <span className="email-subject">{row.subject}</span>,
  };
  return EMAIL_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    identifier: column.key === 'toAddress',
    cell: cells[column.key],
  }));
}

/** Whether an e-mail body is HTML (rendered sanitized) rather than plain text (rendered as text). */
export function isHtmlBody(body: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(body);
}
