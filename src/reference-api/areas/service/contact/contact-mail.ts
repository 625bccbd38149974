import type { SendMessageBody } from '../../../../core/api/contract/contact.ts';
import { escapeHtml } from '../../../auth/outbox-mail.ts';
import type { ServerLanguage } from '../../../platform/server-messages.ts';
import { type ContactMessageKey, contactMessage } from './contact-messages.ts';

/** What a contact message's mail says, beside the form's fields. */
export interface ContactMailContext {
  reference: string;
  managerName: string;
  /** The login that sent it, and the staff member whose support session it was sent in, if any. */
  login: string;
  supportBy: string | null;
  attachmentNames: readonly string[];
}

/**
 * The mail to the sales manager in `language` (the customer's): subject with the reference, the
 * message type in words, and the form's fields; every text from the user escaped.
 */
export function composeContactMail(
  language: ServerLanguage,
  body: SendMessageBody,
  context: ContactMailContext,
): { subject: string; html: string } {
  const t = (key: ContactMessageKey, values?: Record<string, string>) =>
    contactMessage(language, key, values);
  const messageType = t(body.messageType as ContactMessageKey);
  const subject = t('mailSubject', {
    reference: context.reference,
    messageType,
    customer: body.customerDisplayName,
    number: body.customerNumber,
  });
  const field = (label: string, value: string) =>
    `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const intro = context.supportBy
    ? t('mailIntroSupport', { login: context.login, staff: context.supportBy })
    : t('mailIntro', { login: context.login });
  const html = [
    `<p>${escapeHtml(t('mailGreeting', { name: context.managerName }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    field(t('labelMessageType'), messageType),
    field(t('labelContact'), `${body.contactName} <${body.contactEmailAddress}>`),
    field(
      t('labelCustomer'),
      `${body.customerDisplayName} (${body.customerNumber}), ${body.customerCountry}`,
    ),
    field(t('labelAttachments'), context.attachmentNames.join(', ') || '-'),
    '</table>',
    `<p style="white-space: pre-wrap">${escapeHtml(body.message.trim())}</p>`,
  ].join('\n');
  return { subject, html };
}
