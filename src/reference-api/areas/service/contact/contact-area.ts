import {
  getContactCustomer,
  getMessageTypes,
  getSalesManagers,
  MESSAGE_TYPES,
  type SalesManager,
  sendMessage,
} from '../../../../core/api/contract/contact.ts';
import { findAccountById } from '../../../auth/accounts.ts';
import { logDemoDelivery, mailLanguage } from '../../../auth/outbox-mail.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { auditSupportWrite } from '../../../platform/audit-log.ts';
import { resolveClientId } from '../../../platform/client-scope.ts';
import type { Principal } from '../../../platform/principal.ts';
import { route } from '../../../platform/route.ts';
import { languageFromHeader, message } from '../../../platform/server-messages.ts';
import type { AreaPlugin } from '../../area-plugin.ts';
import { serviceMessage } from '../service-messages.ts';
import { safeFileName } from '../upload/safe-file-name.ts';
import { type UploadRecord, UploadStore } from '../upload/upload-store.ts';
import { ContactLimits } from './contact-limits.ts';
import { composeContactMail } from './contact-mail.ts';
import { validateContactMessage } from './contact-validation.ts';

/** The reference a sent message is known by, to the customer and in the mail: `CP-000123`. */
export const contactReference = (emailId: number) => `CP-${String(emailId).padStart(6, '0')}`;

/** An attachment's name: a safe base name also for uploads stored before names were reduced. */
const attachmentName = (file: UploadRecord) => safeFileName(file.filename ?? file.uploadId);

/** The contact form (spec §2, §7): sales managers, message types and sending to the outbox. */
export const contactArea: AreaPlugin = (app, { db, uploads: uploadOptions, contactLimits, limitsClock }) => {
  const uploads = new UploadStore(db, uploadOptions);
  const limits = new ContactLimits(db, contactLimits, limitsClock);
  const salesManagersOf = (clientId: number) =>
    db.query<SalesManager>(
      `select m.sales_manager_id as "salesManagerId", m.name, m.email_address as "emailAddress"
         from sales_managers m join client_sales_managers c on c.sales_manager_id = m.sales_manager_id
        where c.client_id = $1 order by m.sales_manager_id`,
      [clientId],
    );

  route(app, getSalesManagers, async ({ query, principal }) =>
    salesManagersOf(await resolveClientId(db, principal, query.clientId)),
  );

  const customerOf = async (clientId: number) => {
    const [row] = await db.query<{ displayName: string; customerNumber: string; countryCode: string }>(
      `select display_name as "displayName", customer_number as "customerNumber", country_code as "countryCode"
         from clients where client_id = $1`,
      [clientId],
    );
    if (!row) throw new ApiError(404, 'errors.notFound');
    return { clientId, ...row };
  };

  // Among the clients the caller acts for (an agent's, for staff any), those other than `clientId`
  // named `name`: a customer acts for one client only, so it is asked nothing of any other.
  const otherClientNamesOf = async (principal: Principal, clientId: number, name: string) => {
    if (principal.kind !== 'agent' && principal.kind !== 'staff') return [];
    const rows = await db.query<{ displayName: string }>(
      `select display_name as "displayName" from clients c
        where c.client_id <> $1 and lower(c.display_name) = lower(trim($2))
          and ($3::int is null or exists (select 1 from agent_clients a where a.agent_id = $3 and a.client_id = c.client_id))`,
      [clientId, name, principal.kind === 'agent' ? principal.agentId : null],
    );
    return rows.map((row) => row.displayName);
  };

  route(app, getMessageTypes, async () => [...MESSAGE_TYPES]);

  route(app, getContactCustomer, async ({ query, principal }) =>
    customerOf(await resolveClientId(db, principal, query.clientId)),
  );

  route(app, sendMessage, async ({ query, body, principal, request }) => {
    const language = languageFromHeader(request.headers['accept-language']);
    const clientId = await resolveClientId(db, principal, query.clientId);
    const managers = await salesManagersOf(clientId);
    const customer = await customerOf(clientId);
    const errors = validateContactMessage(body, language, {
      salesManagerIds: managers.map((m) => m.salesManagerId),
      customerNumber: customer.customerNumber,
      countryCode: customer.countryCode,
      otherClientNames: await otherClientNamesOf(principal, clientId, body.customerDisplayName),
    });
    // Attachments must be the caller's own completed uploads.
    const fileIds = [...new Set(body.fileIds)];
    const files = await uploads.findComplete(principal.accountId, fileIds);
    if (files.length !== fileIds.length && !errors.fileIds) {
      errors.fileIds = [serviceMessage(language, 'uploadsInvalid')];
    }
    if (Object.keys(errors).length > 0) throw new ApiError(400, 'errors.badRequest', errors);
    // Counted once the message is valid, before its mail is written: a refused one sends nothing.
    await limits.admit(request, principal.accountId, clientId);

    const manager = managers.find((m) => m.salesManagerId === body.salesManagerId)!;
    // The id first, so that the reference the customer is shown is in the mail's subject too.
    const [next] = await db.query<{ email_id: number }>(
      "select nextval(pg_get_serial_sequence('outbox', 'email_id'))::int as email_id",
    );
    const emailId = next!.email_id;
    const reference = contactReference(emailId);
    // Sent in a support session ("log in as"): the mail, its send log and the audit log name the staff member.
    const supportBy = principal.supportBy?.email ?? null;
    // In the customer's language (the sending login's, else the request's), as the e-mail log shows it.
    const sender = await findAccountById(db, principal.accountId);
    const { subject, html: mailBody } = composeContactMail(
      mailLanguage(request, sender?.language_code),
      body,
      {
        reference,
        managerName: manager.name,
        login: principal.email,
        supportBy,
        attachmentNames: files.map((f) => attachmentName(f)),
      },
    );
    const attachments = files.map((f) => ({
      filename: attachmentName(f),
      contentType: f.contentType,
      uploadId: f.uploadId,
    }));
    await db.query(
      `insert into outbox (email_id, status, subject, to_address, from_address, reply_to, body, attachments, log_message, sent_at)
       values ($8, 'Sent', $1, $2, $3, $4, $5, $6::jsonb, $7, now())`,
      [
        subject,
        manager.emailAddress,
        app.mailSettings.from,
        body.contactEmailAddress.trim(),
        mailBody,
        JSON.stringify(attachments),
        message(language, 'mail.demoSent'),
        emailId,
      ],
    );
    // Attached, the uploads leave the unattached quota and expire with the retention of attachments.
    await uploads.attach(
      principal.accountId,
      files.map((f) => f.uploadId),
    );
    await logDemoDelivery(
      db,
      emailId,
      message(language, 'mail.demoSent'),
      supportBy
        ? message(language, 'mail.queuedInSupport', { actor: supportBy, login: principal.email })
        : '',
      supportBy,
    );
    await auditSupportWrite(db, principal, 'SendMessage', { emailId, reference });
    return { emailId, reference };
  });
};
