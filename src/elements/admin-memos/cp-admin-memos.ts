import { ADMIN_NAMESPACE } from '../../ui/admin/admin-namespace.ts';
import { adminStyles } from '../../ui/admin/admin-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { AdminMemosElement } from './AdminMemosElement.tsx';
import memosCss from './admin-memos.css?inline';
import { ADMIN_MEMOS_NAMESPACE } from './admin-memos-namespace.ts';

/**
 * Staff memos: every dashboard and login-page memo in a paged, sortable, searchable table, written
 * and edited in a dialog with a live, sanitized preview, and deleted after a confirmation. Staff only
 * (the calls answer 403 to everyone else). The newest memo of a type is shown; a client's own memo
 * wins over the memo for everyone.
 *
 * @summary Memo administration of the customer portal (staff).
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (buttons, the "New memo" button).
 * @cssproperty --cp-color-secondary - Accent of the progress bar and hovered actions.
 * @cssproperty --cp-color-surface - Background of the section and the table.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-data-table-height - Height of the scroll box when All rows are shown. Default 600px.
 * @csspart title - The heading above the table.
 * @csspart create-button - The "New memo" button.
 * @csspart toolbar - Search field and refresh button.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 */
export const CpAdminMemos = defineElement('cp-admin-memos', AdminMemosElement, {
  props: {},
  styles: [...adminStyles, memosCss],
  namespace: [ADMIN_NAMESPACE, ADMIN_MEMOS_NAMESPACE],
});
