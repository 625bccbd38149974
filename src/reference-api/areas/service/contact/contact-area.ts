import {
  getContactCustomer,
  getMessageTypes,
  getSalesManagers,
  MESSAGE_TYPES,
  sendMessage,
} from '../../../../core/api/contract/contact.ts';
import { findAccountById } from '../../../auth/account-queries.ts';
import { afterMailWritten, mailLanguage, newMailStatus } from '../../../auth/outbox-mail.ts';
import { insertOutboxMail } from '../../../auth/outbox-queries.ts';
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
import { contactCustomerRow, otherClientsNamed, reserveEmailId, salesManagersOf } from './contact-queries.ts';
import { validateContactMessage } from './contact-validation.ts';

/** The reference a sent message is known by, to the customer and in the mail: `CP-000123`. */
export const contactReference = (emailId: number) => `CP-${String(emailId).padStart(6, '0')}`;

/** An attachment's name: a safe base name also for uploads stored before names were reduced. */
const attachmentName = (file: UploadRecord) => safeFileName(file.filename ?? file.uploadId);

/** The contact form (docs/screens/contact.md#the-form, docs/contract.md#areas): sales managers, message types and sending to the outbox. */
export const contactArea: AreaPlugin = (app, { db, uploads: uploadOptions, contactLimits, limitsClock }) => {
  const uploads = new UploadStore(db, uploadOptions);
  const limits = new ContactLimits(db, contactLimits, limitsClock);
  route(app, getSalesManagers, async ({ query, principal }) =>
    salesManagersOf(db, await resolveClientId(db, principal, query.clientId)),
  );

  const customerOf = async (clientId: number) => {
    const row = await contactCustomerRow(db, clientId);
    if (!row) throw new ApiError(404, 'errors.notFound');
    return { clientId, ...row };
  };

  // Among the clients the caller acts for (an agent's, for staff any), those other than `clientId`
  // named `name`: a customer acts for one client only, so it is asked nothing of any other.
  const otherClientNamesOf = async (principal: Principal, clientId: number, name: string) => {
    if (principal.kind !== 'agent' && principal.kind !== 'staff') return [];
    return otherClientsNamed(db, clientId, name, principal.kind === 'agent' ? principal.agentId : null);
  };

  route(app, getMessageTypes, async () => [...MESSAGE_TYPES]);

  route(app, getContactCustomer, async ({ query, principal }) =>
    customerOf(await resolveClientId(db, principal, query.clientId)),
  );

  route(app, sendMessage, async ({ query, body, principal, request }) => {
    const language = languageFromHeader(request.headers['accept-language']);
    const clientId = await resolveClientId(db, principal, query.clientId);
    const managers = await salesManagersOf(db, clientId);
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
    const emailId = await reserveEmailId(db);
    const reference = contactReference(emailId);
    // Sent in a support session ("log in as"): the mail, its send log and the audit log name the staff member.
    const supportBy = principal.supportBy?.email ?? null;
    // In the customer's language (the sending login's, else the request's), as the e-mail log shows it.
    const sender = await findAccountById(db, principal.accountId);
    const mailLanguageCode = mailLanguage(request, sender?.language_code);
    const { subject, html: mailBody } = composeContactMail(mailLanguageCode, body, {
      reference,
      managerName: manager.name,
      login: principal.email,
      supportBy,
      attachmentNames: files.map((f) => attachmentName(f)),
    });
    const attachments = files.map((f) => ({
      filename: attachmentName(f),
      contentType: f.contentType,
      uploadId: f.uploadId,
    }));
    await insertOutboxMail(db, {
      emailId,
      status: newMailStatus(app.mailSettings),
      subject,
      to: manager.emailAddress,
      toName: manager.name,
      language: mailLanguageCode,
      from: app.mailSettings.from,
      replyTo: body.contactEmailAddress.trim(),
      body: mailBody,
      attachments,
      logMessage: message(language, 'mail.demoSent'),
      queuedText: supportBy
        ? message(language, 'mail.queuedInSupport', { actor: supportBy, login: principal.email })
        : '',
      actorEmail: supportBy,
    });
    // Attached, the uploads leave the unattached quota and expire with the retention of attachments.
    await uploads.attach(
      principal.accountId,
      files.map((f) => f.uploadId),
    );
    await afterMailWritten(db, app.mailSettings, emailId, message(language, 'mail.demoSent'));
    await auditSupportWrite(db, principal, 'SendMessage', { emailId, reference });
    return { emailId, reference };
  });
};
