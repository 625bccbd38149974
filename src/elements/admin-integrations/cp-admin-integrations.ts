import { ADMIN_NAMESPACE } from '../../ui/admin/admin-namespace.ts';
import { adminStyles } from '../../ui/admin/admin-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { AdminIntegrationsElement } from './AdminIntegrationsElement.tsx';
import integrationsCss from './admin-integrations.css?inline';
import { ADMIN_INTEGRATIONS_NAMESPACE } from './admin-integrations-namespace.ts';

/**
 * The API keys of the integration API for staff: every key, newest first, with its scopes, who created
 * it, when it was last used and whether it is live. "New key" creates one and shows it once, with a
 * copy button; "Revoke" ends one after a confirmation; "Calls" shows a key's latest calls with their
 * status and counts. Staff only (the calls answer 403 to everyone else).
 *
 * @summary API keys of the integration API (staff).
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr page-size - Rows per page to start with: 10, 25, 50, 100 or -1 (All). Default 10.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (buttons).
 * @cssproperty --cp-color-secondary - Accent of the progress bar and hovered actions.
 * @cssproperty --cp-color-surface - Background of the section and the table.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-data-table-height - Height of the scroll box when All rows are shown. Default 600px.
 * @csspart title - The heading above the table.
 * @csspart create-button - The "New key" button.
 * @csspart toolbar - Search field and refresh button.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 * @csspart new-key - The new key, shown once, in its dialog.
 * @csspart copy-key - The button that copies the new key.
 * @csspart key-calls - The table of a key's calls.
 */
export const CpAdminIntegrations = defineElement('cp-admin-integrations', AdminIntegrationsElement, {
  props: {},
  styles: [...adminStyles, integrationsCss],
  namespace: [ADMIN_NAMESPACE, ADMIN_INTEGRATIONS_NAMESPACE],
});
