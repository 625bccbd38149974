import {
  type EmailDetail,
  type EmailLogEntry,
  type EmailRow,
  getEmail,
  getEmailsTable,
  resendEmail,
} from '../../../core/api/contract/admin.ts';
import { logDemoDelivery, logMailEvent } from '../../auth/outbox-mail.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import { translate } from '../../platform/server-messages.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, isoDateTime, notFound } from './admin-common.ts';
import { emailsTable, tableRow } from './admin-tables.ts';

async function emailRow(db: Db, emailId: number): Promise<EmailRow> {
  const row = await tableRow<EmailRow>(db, emailsTable, emailId);
  if (!row) throw notFound('errors.emailNotFound');
  return row;
}

/** The e-mails calls (staff only, spec §6): the outbox as a send log, one e-mail with its log, and resending. */
export const emailsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getEmailsTable, async ({ body }) => queryFilteredTable<EmailRow>(db, emailsTable, body, []));

  route(app, getEmail, async ({ query }) => {
    const row = await emailRow(db, query.emailId);
    const [mail] = await db.query<Pick<EmailDetail, 'fromAddress' | 'cc' | 'bcc' | 'body'>>(
      `select from_address as "fromAddress", cc, bcc, coalesce(body, '') as body from outbox where email_id = $1`,
      [query.emailId],
    );
    const log = await db.query<EmailLogEntry>(
      `select ${isoDateTime('logged_at')} as "loggedAt", event, message, actor_email as actor
         from outbox_log where email_id = $1 order by logged_at, outbox_log_id`,
      [query.emailId],
    );
    return { ...row, ...mail!, log };
  });

  // The demo server delivers nothing: the copy is "sent" at once like every other mail. The original's
  // log records who resent it and as which e-mail; the copy's log says what it is a copy of.
  route(app, resendEmail, async ({ body, principal, request }) => {
    await emailRow(db, body.emailId);
    const sentText = translate(request, 'mail.demoSent');
    const [copy] = await db.query<{ email_id: number }>(
      `insert into outbox (status, subject, to_address, from_address, cc, bcc, reply_to, body, attachments,
                           log_message, sent_at)
       select 'Sent', subject, to_address, from_address, cc, bcc, reply_to, body, attachments, $2, now()
         from outbox where email_id = $1
       returning email_id`,
      [body.emailId, sentText],
    );
    const copyId = copy!.email_id;
    await logDemoDelivery(
      db,
      copyId,
      sentText,
      translate(request, 'mail.queuedCopy', { emailId: body.emailId, actor: principal.email }),
      principal.email,
    );
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
      detail: { copyEmailId: copyId },
    });
    return emailRow(db, copyId);
  });
};
