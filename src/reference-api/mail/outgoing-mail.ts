import type { SendMailOptions } from 'nodemailer';
import { escapeHtml } from '../auth/outbox-mail.ts';
import { languageFromHeader, message } from '../platform/server-messages.ts';
import { textOfMailHtml } from './mail-text.ts';

/** An outbox mail as the sender takes it: the recipient's copy of the body where there is one. */
export interface OutboxMailToSend {
  emailId: number;
  subject: string | null;
  to: string | null;
  toName: string | null;
  from: string | null;
  cc: string | null;
  bcc: string | null;
  replyTo: string | null;
  /** The recipient's copy (`mail_deliveries`, with the live link) if any, else the outbox's body. */
  body: string | null;
  language: string | null;
  /** Headers beyond the usual ones (an alert's List-Unsubscribe), the recipient's copy where there is one. */
  headers?: Readonly<Record<string, string>> | null;
}

/** The brand of mails unless `MAIL_BRAND` names another: the portal's own default (`PortalConfig.brand`). */
export const defaultMailBrand = 'Paperfield';

/** What every mail is framed with: the portal's brand and address. */
export interface MailBrand {
  /** The brand name (`MAIL_BRAND`), e.g. Paperfield. */
  name: string;
  /** The portal's address (`PUBLIC_URL`), named in the footer. */
  url: string;
}

/** The portal's colours (docs/screens/shell.md#colours), inline: mail clients drop style sheets. */
const colours = {
  bar: '#010101',
  onBar: '#ffffff',
  stripe: '#ed5a48',
  page: '#efefef',
  surface: '#ffffff',
  text: '#1a1a1a',
  muted: '#555555',
  link: '#bc2513',
  footer: '#f5f5f5',
};
const font = `'Segoe UI', 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif`;

/**
 * One line of a header: user input (a registration's name, a login's display name, a customer's
 * company in a subject) with its line breaks and other control characters as spaces, so it can never
 * start a header of its own (nodemailer folds and encodes what is left).
 */
export function headerLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** A header's name: a token of letters, digits and dashes (RFC 5322 allows more; we need no more). */
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,75}$/;
/** What the message itself says: an extra header may not set or repeat it. */
const OWN_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'sender',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'content-language',
]);

/**
 * A mail's extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) as
 * nodemailer takes them: only plain names that are not the message's own, each value on one line.
 */
export function extraHeaders(
  headers: Readonly<Record<string, string>> | null | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (HEADER_NAME.test(name) && !OWN_HEADERS.has(name.toLowerCase()) && typeof value === 'string')
      kept[name] = headerLine(value);
  return kept;
}

/**
 * The HTML of a mail: the body (already escaped HTML of our own) in a small frame with the brand's bar
 * and colours and a footer naming the portal, all inline-styled, no image, one column that narrows on
 * a phone.
 */
export function framedHtml(body: string, subject: string, language: string, brand: MailBrand): string {
  const lang = languageFromHeader(language);
  const title = message(lang, 'mail.brandTitle', { brand: brand.name });
  const url = escapeHtml(brand.url);
  const footer = escapeHtml(message(lang, 'mail.footer', { brand: brand.name, url: '\u0000' })).replace(
    '\u0000',
    `<a href="${url}" style="color:${colours.muted};">${url}</a>`,
  );
  // Links in the body wear the portal's link colour.
  const styledBody = body.replace(/<a\s/gi, `<a style="color:${colours.link};" `);
  const htmlLang = lang === 'zhHans' ? 'zh-Hans' : lang;
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${colours.surface};border-radius:8px;font-family:${font};font-size:15px;line-height:1.5;color:${colours.text};">
<tr><td style="background:${colours.bar};color:${colours.onBar};padding:16px 24px;font-size:18px;font-weight:bold;border-bottom:4px solid ${colours.stripe};border-radius:8px 8px 0 0;">${escapeHtml(title)}</td></tr>
<tr><td style="padding:24px;">
${styledBody}
</td></tr>
<tr><td style="padding:16px 24px;background:${colours.footer};color:${colours.muted};font-size:12px;border-radius:0 0 8px 8px;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The message nodemailer sends for an outbox mail: From, To (with the recipient's name), Cc, Bcc,
 * Reply-To, Subject and any extra headers each on one line; an HTML part in the brand's frame and a plain-text part of the
 * same words, in the mail's language.
 */
export function outgoingMail(mail: OutboxMailToSend, defaultFrom: string, brand: MailBrand): SendMailOptions {
  const subject = headerLine(mail.subject ?? '');
  const body = mail.body ?? '';
  const language = mail.language ?? 'en';
  const lang = languageFromHeader(language);
  const to = mail.to ?? '';
  const name = mail.toName ? headerLine(mail.toName) : '';
  const footer = message(lang, 'mail.footer', { brand: brand.name, url: brand.url });
  return {
    from: headerLine(mail.from ?? defaultFrom),
    to: name ? { name, address: to } : to,
    ...(mail.cc ? { cc: headerLine(mail.cc) } : {}),
    ...(mail.bcc ? { bcc: headerLine(mail.bcc) } : {}),
    ...(mail.replyTo ? { replyTo: headerLine(mail.replyTo) } : {}),
    subject,
    text: `${textOfMailHtml(body)}\n\n-- \n${footer}\n`,
    html: framedHtml(body, subject, language, brand),
    headers: { ...extraHeaders(mail.headers), 'Content-Language': lang === 'zhHans' ? 'zh-Hans' : lang },
  };
}
