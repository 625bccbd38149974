import { ADMIN_NAMESPACE } from '../../ui/admin/admin-namespace.ts';
import { adminStyles } from '../../ui/admin/admin-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { AdminLoginsElement } from './AdminLoginsElement.tsx';
import css from './admin-logins.css?inline';
import { ADMIN_LOGINS_NAMESPACE } from './admin-logins-namespace.ts';

export type { LoginAsDetail } from './login-as-event.ts';

/**
 * Customer and agent logins in a paged, sortable, searchable table: create a login (its owner gets
 * an activation e-mail), edit it, disable or enable it, reset its two-factor login, resend its
 * activation e-mail, delete it, and — staff only — log in as it for support. Staff see every
 * login; an agent sees and manages its own clients' customer logins, and the actions its role may
 * not make are left out.
 *
 * @summary Logins administration (staff; agents: their clients' logins).
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Show only this client's logins; a new login belongs to it from the start. Default: every login the user may see.
 * @attr account-type - Show only logins of this kind: customer or agent (the kind filter is then hidden). Default: all, with a filter for staff.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ accessToken: string; refreshToken: string; emailAddress: string }>} cp-login-as - Staff confirmed "Log in as" and the support session was opened; detail is { accessToken, refreshToken, emailAddress }. The host keeps the staff session aside, switches to these tokens and comes back when the support session ends.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (buttons, the kind filter).
 * @cssproperty --cp-color-secondary - Accent of the progress bar and hovered actions.
 * @cssproperty --cp-color-surface - Background of the table and the dialogs.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-data-table-height - Height of the scroll box when All rows are shown. Default 600px.
 * @csspart title - The heading above the table.
 * @csspart create-button - The "New login" button.
 * @csspart filter - The kind filter (all, customer, agent logins).
 * @csspart toolbar - Search field and refresh button.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 */
export const CpAdminLogins = defineElement('cp-admin-logins', AdminLoginsElement, {
  props: { accountType: 'string' },
  styles: [...adminStyles, css],
  namespace: [ADMIN_NAMESPACE, ADMIN_LOGINS_NAMESPACE],
});
