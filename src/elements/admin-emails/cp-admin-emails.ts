import { ADMIN_NAMESPACE } from '../../ui/admin/admin-namespace.ts';
import { adminStyles } from '../../ui/admin/admin-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { AdminEmailsElement } from './AdminEmailsElement.tsx';
import emailsCss from './admin-emails.css?inline';
import { ADMIN_EMAILS_NAMESPACE } from './admin-emails-namespace.ts';

/**
 * The e-mail send log for staff: every e-mail the portal sent or queued, newest first, in a paged,
 * sortable, searchable table with its status. "View" opens an e-mail read-only (addresses, the
 * sanitized body and its send log); "Resend" sends a copy after a confirmation, and the original's
 * log records who resent it. Staff only (the calls answer 403 to everyone else).
 *
 * @summary E-mail send log of the customer portal (staff).
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
 * @csspart toolbar - Search field and refresh button.
 * @csspart table - The `<table>`.
 * @csspart header - The table head (`<thead>`).
 * @csspart row - Each data row.
 * @csspart pagination - Rows per page, range text and page buttons.
 * @csspart email-log - The send log table in the e-mail dialog.
 */
export const CpAdminEmails = defineElement('cp-admin-emails', AdminEmailsElement, {
  props: {},
  styles: [...adminStyles, emailsCss],
  namespace: [ADMIN_NAMESPACE, ADMIN_EMAILS_NAMESPACE],
});
