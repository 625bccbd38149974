import {
  type EmailRow,
  getEmail,
  getEmailsTable,
  resendEmail,
} from '../../../core/api/contract/admin-emails.ts';
import { renewUnsubscribeLink } from '../../alerts/queue-alert-mail.ts';
import { renewOneTimeLink } from '../../auth/one-time-links.ts';
import { afterMailWritten, holdRecipientCopy, newMailStatus } from '../../auth/outbox-mail.ts';
import { logMailEvent } from '../../auth/outbox-queries.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import { translate } from '../../platform/server-messages.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, notFound } from './admin-common.ts';
import { emailsTable, tableRow } from './admin-tables.ts';
import { emailBodyAndRecipient, emailContent, emailLog, insertCopy } from './emails-queries.ts';

async function emailRow(db: Db, emailId: number): Promise<EmailRow> {
  const row = await tableRow<EmailRow>(db, emailsTable, emailId);
  if (!row) throw notFound('errors.emailNotFound');
  return row;
}

/**
 * The e-mails calls (staff only, docs/screens/administration.md#e-mails): the outbox as a send log, one e-mail with its log, and
 * resending. Staff never see a live one-time link: the outbox holds the copy written without its
 * token (the recipient's copy waits apart, in `mail_deliveries`, which no call reads), and a resent
 * mail carries a fresh link that invalidates the old one (issue 14 §7, issue 23 §1).
 */
export const emailsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getEmailsTable, async ({ body }) => {
    return queryFilteredTable<EmailRow>(db, emailsTable, body, []);
  });

  route(app, getEmail, async ({ query }) => {
    const row = await emailRow(db, query.emailId);
    const mail = await emailContent(db, query.emailId);
    const log = await emailLog(db, query.emailId);
    return { ...row, ...mail!, log };
  });

  // The copy goes the way of every new mail: queued for the SMTP sender, or "sent" at once in the demo.
  // The original's log records who resent it and as which e-mail; the copy's log says what it is a copy of.
  route(app, resendEmail, async ({ body, principal, request }) => {
    await emailRow(db, body.emailId);
    const sentText = translate(request, 'mail.demoSent');
    const original = await emailBodyAndRecipient(db, body.emailId);
    // A mail with a one-time link goes out with a fresh one: the old link may have been used, and
    // whoever saw it must not hold a working one. The log's copy stays as it was, without a token.
    const renewed = original?.body ? await renewOneTimeLink(db, original.body, original.to_address) : null;
    // An alert mail's unsubscribe link gets a token of its own too (docs/alerts.md#unsubscribe).
    const unsubscribe = original?.body
      ? await renewUnsubscribeLink(
          db,
          { body: original.body, headers: original.headers },
          original.to_address,
        )
      : null;
    const copyId = await db.transaction(async (tx) => {
      const copyId = await insertCopy(tx, body.emailId, {
        status: newMailStatus(app.mailSettings),
        logMessage: sentText,
        queuedText: translate(request, 'mail.queuedCopy', { emailId: body.emailId, actor: principal.email }),
        actorEmail: principal.email,
      });
      if (renewed) await holdRecipientCopy(tx, app.mailSettings, copyId, renewed.recipientBody);
      else if (unsubscribe)
        await holdRecipientCopy(tx, app.mailSettings, copyId, unsubscribe.body, unsubscribe.headers);
      return copyId;
    });
    await afterMailWritten(db, app.mailSettings, copyId, sentText);
    // The newest entry of the original names its copy; the fresh-link note comes just before it.
    if (renewed) {
      await logMailEvent(
        db,
        body.emailId,
        'Resent',
        translate(request, 'mail.freshLink', { emailId: body.emailId }),
        principal.email,
      );
    }
    await logMailEvent(
      db,
      body.emailId,
      'Resent',
      translate(request, 'mail.resent', { emailId: copyId }),
      principal.email,
    );
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'ResendEmail',
      subjectType: 'email',
      subjectId: body.emailId,
      detail: { copyEmailId: copyId, ...(renewed ? { freshLink: renewed.purpose } : {}) },
    });
    return emailRow(db, copyId);
  });
};
