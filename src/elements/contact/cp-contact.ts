import filepondCss from 'filepond/dist/filepond.min.css?inline';
import { defineElement } from '../../ui/element/define-element.ts';
import { ContactElement } from './ContactElement.tsx';
import contactCss from './contact.css?inline';
import { CONTACT_NAMESPACE } from './contact-namespace.ts';

/**
 * The contact form: a message to the client's sales manager with uploaded attachments (chunked, resumable).
 *
 * @summary Contact form of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr client-id - Client the message is sent for (agents). Default: the selected client, else the user's own.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ message: string }>} cp-error - Sending failed; detail.message says why (the form shows the translated text).
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-primary - Primary colour (the send button).
 * @cssproperty --cp-color-surface - Background of the card.
 * @cssproperty --cp-color-background - Background of the upload drop area.
 * @cssproperty --cp-color-text - Text colour.
 * @cssproperty --cp-scroll-margin-top - Room kept above a field scrolled to (the first invalid one after a failed send), e.g. the height of the page's sticky header. Default 6rem.
 * @csspart card - The card around the form.
 * @csspart title - The heading.
 * @csspart intro - The text under the heading.
 * @csspart fields - The grid of form fields.
 * @csspart upload - The attachments field (label and FilePond).
 * @csspart sent - The confirmation of a sent message with its reference, shown until dismissed.
 */
export const CpContact = defineElement('cp-contact', ContactElement, {
  props: {},
  styles: [filepondCss, contactCss],
  namespace: CONTACT_NAMESPACE,
  needsClient: true,
});
