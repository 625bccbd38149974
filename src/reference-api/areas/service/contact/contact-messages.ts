import type { ServerLanguage } from '../../../platform/server-messages.ts';

/**
 * The contact form's own texts in the four portal languages: the refusals of another client's
 * details, and the mail to the sales manager (subject and labels), in the `{{name}}` format.
 */
const MESSAGES = {
  countryNotClient: {
    en: 'This is not the country of this client ({{country}})',
    nl: 'Dit is niet het land van deze klant ({{country}})',
    de: 'Das ist nicht das Land dieses Kunden ({{country}})',
    zhHans: '这不是该客户所在的国家/地区（{{country}}）',
  },
  nameOfOtherClient: {
    en: "This is another client's name: choose that client or write this client's name",
    nl: 'Dit is de naam van een andere klant: kies die klant of schrijf de naam van deze klant',
    de: 'Das ist der Name eines anderen Kunden: Wählen Sie diesen Kunden oder schreiben Sie den Namen dieses Kunden',
    zhHans: '这是另一位客户的名称：请选择该客户，或填写本客户的名称',
  },
  mailSubject: {
    en: '[Customer portal {{reference}}] {{messageType}} from {{customer}} ({{number}})',
    nl: '[Klantenportaal {{reference}}] {{messageType}} van {{customer}} ({{number}})',
    de: '[Kundenportal {{reference}}] {{messageType}} von {{customer}} ({{number}})',
    zhHans: '[客户门户 {{reference}}] 来自 {{customer}}（{{number}}）的{{messageType}}',
  },
  mailGreeting: {
    en: 'Dear {{name}},',
    nl: 'Beste {{name}},',
    de: 'Guten Tag {{name}},',
    zhHans: '{{name}}，您好：',
  },
  mailIntro: {
    en: '{{login}} sent this message through the customer portal.',
    nl: '{{login}} heeft dit bericht via het klantenportaal verstuurd.',
    de: '{{login}} hat diese Nachricht über das Kundenportal gesendet.',
    zhHans: '{{login}} 通过客户门户发送了此消息。',
  },
  mailIntroSupport: {
    en: '{{login}} sent this message through the customer portal, in a support session of {{staff}}.',
    nl: '{{login}} heeft dit bericht via het klantenportaal verstuurd, in een ondersteuningssessie van {{staff}}.',
    de: '{{login}} hat diese Nachricht über das Kundenportal gesendet, in einer Support-Sitzung von {{staff}}.',
    zhHans: '{{login}} 在 {{staff}} 的支持会话中通过客户门户发送了此消息。',
  },
  labelMessageType: { en: 'Message type', nl: 'Soort bericht', de: 'Art der Nachricht', zhHans: '消息类型' },
  labelContact: { en: 'Contact', nl: 'Contactpersoon', de: 'Ansprechpartner', zhHans: '联系人' },
  labelCustomer: { en: 'Customer', nl: 'Klant', de: 'Kunde', zhHans: '客户' },
  labelAttachments: { en: 'Attachments', nl: 'Bijlagen', de: 'Anhänge', zhHans: '附件' },
  Question: { en: 'Question', nl: 'Vraag', de: 'Frage', zhHans: '问题' },
  Feedback: { en: 'Feedback', nl: 'Feedback', de: 'Feedback', zhHans: '反馈' },
  Request: { en: 'Request', nl: 'Verzoek', de: 'Anfrage', zhHans: '请求' },
} as const satisfies Record<string, Record<ServerLanguage, string>>;

export type ContactMessageKey = keyof typeof MESSAGES;

/** The contact text `key` in `language`, with `{{name}}` placeholders filled in. */
export function contactMessage(
  language: ServerLanguage,
  key: ContactMessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
