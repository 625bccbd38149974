import type en from '../../../locales/en/admin-memos.json';
import { MEMO_COLUMNS, type MemoRow } from '../../core/api/browser-contract/admin-memos.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { memoExcerpt } from './memo-excerpt.ts';

/** A memo type's translated name ('Login' → 'Login page'); an unknown type shows as it is. */
export function memoTypeName(t: Translate<'admin-memos'>, memoType: string): string {
  // The contract's memoType is any text: a type without a `types.` text falls back to `defaultValue`.
  return t(`types.${memoType as keyof typeof en.types}`, { defaultValue: memoType });
}

/** The client a memo is for, or the translated 'Everyone'. */
export function memoAudience(t: Translate<'admin-memos'>, row: Pick<MemoRow, 'clientName'>): string {
  return row.clientName ?? t('everyone');
}

/**
 * The memos table columns (MEMO_COLUMNS) with translated titles: the type by its name, 'Everyone'
 * for a memo without client, a plain-text excerpt of the HTML and the creation date-time.
 */
export function memoColumns(t: Translate<'admin-memos'>, language: string): DataTableColumn<MemoRow>[] {
  const cells: Partial<Record<string, DataTableColumn<MemoRow>['cell']>> = {
    memoType: (row) => memoTypeName(t, row.memoType),
    clientName: (row) => memoAudience(t, row),
    // At most two lines, so the row actions stay in view beside a long memo.
    memoContents: (row) => <span className="memo-excerpt">{memoExcerpt(row.memoContents)}</span>,
    createdAt: (row) => formatDateTime(row.createdAt, language),
  };
  return MEMO_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    cell: cells[column.key],
  }));
}
