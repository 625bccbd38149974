import { defineElement } from '../../ui/element/define-element.ts';
import { NotificationsElement } from './NotificationsElement.tsx';
import notificationsCss from './notifications.css?inline';
import { NOTIFICATIONS_NAMESPACE } from './notifications-namespace.ts';

/**
 * The signed-in login's inbox: the changes of its shipments it subscribed to (an ETA later or
 * earlier, a stop left or reached, the delivery, an exception, a silence), newest first, each a
 * sentence in the reader's language that links to the shipment's tracking; mark read, mark all read.
 *
 * @summary Inbox of shipment notifications of the customer portal.
 * @attr lang - Language of this element's texts: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ path: string; route?: string; params?: Record<string, string> }>} cp-navigate - An entry (or the settings link) was clicked; detail.path is the tracking page's portal path, detail.params its kind and load or container number.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-surface - Background of the list.
 * @cssproperty --cp-color-primary - The unread bar and the "Unread" label.
 * @cssproperty --cp-color-link - The entries' sentences.
 * @cssproperty --cp-color-text-muted - Times, order numbers and hints.
 * @cssproperty --cp-notifications-shadow - Shadow of the list. Default a faint 1px shadow.
 * @csspart notifications - The whole element.
 * @csspart toolbar - The heading, the unread count and the buttons.
 * @csspart title - The heading.
 * @csspart unread-count - The "Unread: n" text.
 * @csspart unread-only - The "unread only" checkbox with its label.
 * @csspart mark-all-read - The "mark all read" button.
 * @csspart list - The list of entries.
 * @csspart entry - Each entry; an unread one is also entry-unread.
 * @csspart kind - The kind of change of an entry.
 * @csspart unread-label - The "Unread" label of an unread entry.
 * @csspart link - The sentence, a link to the shipment's tracking.
 * @csspart mark-read - The "mark read" button of an unread entry.
 * @csspart load-more - The "show older" button.
 * @csspart empty - The text shown when there are no entries.
 * @csspart settings-link - The link to the settings in the empty text.
 * @csspart skeleton - The placeholder while loading.
 */
export const CpNotifications = defineElement('cp-notifications', NotificationsElement, {
  props: {},
  styles: [notificationsCss],
  namespace: NOTIFICATIONS_NAMESPACE,
});
