import { ADMIN_NAMESPACE } from '../../ui/admin/admin-namespace.ts';
import { adminStyles } from '../../ui/admin/admin-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { AdminClientsElement } from './AdminClientsElement.tsx';
import { ADMIN_CLIENTS_NAMESPACE } from './admin-clients-namespace.ts';

/**
 * Staff administration of client companies: a paged, sortable, searchable table with create,
 * edit, disable (its logins can no longer log in), enable and delete (refused while logins
 * remain). Staff only; other roles get 403 from every call.
 *
 * @summary Clients administration of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (buttons).
 * @cssproperty --cp-color-secondary - Accent of the progress bar and hovered actions.
 * @cssproperty --cp-color-surface - Background of the card, the table and the dialogs.
 * @cssproperty --cp-color-text - Text colour.
 * @csspart title - The heading above the table.
 * @csspart create-button - The "New client" button.
 * @csspart toolbar - Search field and refresh button.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 */
export const CpAdminClients = defineElement('cp-admin-clients', AdminClientsElement, {
  props: {},
  styles: adminStyles,
  namespace: [ADMIN_NAMESPACE, ADMIN_CLIENTS_NAMESPACE],
});
