import { dataTableStyles } from '../data-table/data-table-styles.ts';
import { dialogStyles } from '../dialog/dialog-styles.ts';
import css from './admin.css?inline';

/** The CSS every cp-admin-* element adopts: the table's, the dialogs' and the admin frame's. */
export const adminStyles: readonly string[] = [dataTableStyles, dialogStyles, css];
