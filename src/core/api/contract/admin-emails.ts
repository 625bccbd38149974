// The admin calls of one area (admin-common.ts says who may make them). E-mails: the outbox and its send log (staff only).
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { command, EmailId, table, tag } from './admin-common.ts';
import { IsoDateTime, Nullable } from './common.ts';
import { column } from './table-columns.ts';

/** Columns of the e-mail send log. */
export const EMAIL_COLUMNS = Object.freeze([
  column('createdAt', 'Created', 'text'),
  column('toAddress', 'To', 'text'),
  column('subject', 'Subject', 'text'),
  column('status', 'Status', 'text'),
  column('sentAt', 'Sent', 'text'),
]);

/**
 * Where an e-mail is: Queued (waiting for its first attempt, or kept in the outbox by a server without
 * SMTP), Sending (an instance is sending it now), Retrying (an attempt failed: the next is at
 * `nextAttemptAt`), Sent, Failed (refused for good, or the last attempt failed).
 */
export const EmailStatus = Type.Union([
  Type.Literal('Queued'),
  Type.Literal('Sending'),
  Type.Literal('Retrying'),
  Type.Literal('Sent'),
  Type.Literal('Failed'),
]);
export type EmailStatus = Static<typeof EmailStatus>;

export const EmailRow = Type.Object({
  /** The e-mail id. */
  id: Type.Integer(),
  createdAt: IsoDateTime,
  toAddress: Type.String(),
  subject: Type.String(),
  status: EmailStatus,
  sentAt: Nullable(IsoDateTime),
  /** Attempts to send it so far (0 until the SMTP sender has tried, and always 0 without SMTP). */
  attempts: Type.Integer({ minimum: 0 }),
  /** When the next attempt is due (Retrying), else null. */
  nextAttemptAt: Nullable(IsoDateTime),
  /** The mail server's last answer (SMTP code and text, or why it could not be reached), else null. */
  lastResponse: Nullable(Type.String()),
});
export type EmailRow = Static<typeof EmailRow>;

/** One entry of an e-mail's send log: queued, sent, deferred (an attempt failed; another follows), failed, resent (by whom). */
export const EmailLogEntry = Type.Object({
  loggedAt: IsoDateTime,
  event: Type.Union([
    Type.Literal('Queued'),
    Type.Literal('Sent'),
    Type.Literal('Failed'),
    Type.Literal('Resent'),
    Type.Literal('Deferred'),
  ]),
  message: Type.String(),
  /** E-mail address of the staff member who caused the entry; null for the system. */
  actor: Nullable(Type.String()),
});
export type EmailLogEntry = Static<typeof EmailLogEntry>;

/** An e-mail with its body (server HTML or text: sanitize before rendering) and its send log. */
export const EmailDetail = Type.Object({
  ...EmailRow.properties,
  fromAddress: Nullable(Type.String()),
  cc: Nullable(Type.String()),
  bcc: Nullable(Type.String()),
  body: Type.String(),
  log: Type.Array(EmailLogEntry),
});
export type EmailDetail = Static<typeof EmailDetail>;

export const getEmailsTable = table(
  '/Admin/GetEmailsTable',
  'A page of the e-mail send log, newest first',
  EmailRow,
);
export const getEmail = defineEndpoint({
  method: 'GET',
  path: '/Admin/GetEmail',
  secure: true,
  summary: 'An e-mail with its body and send log',
  tag,
  query: EmailId,
  response: EmailDetail,
});
export const resendEmail = command(
  '/Admin/ResendEmail',
  'Sends an e-mail again; the send log of the original records it',
  EmailId,
  EmailRow,
);
