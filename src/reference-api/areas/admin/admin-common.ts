import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../../platform/audit-log.ts';
import type { Principal } from '../../platform/principal.ts';
import { type MessageKey, translate } from '../../platform/server-messages.ts';
import { languageExists } from './admin-queries.ts';

/** SQL: a timestamptz as the contract's ISO 8601 date-time in UTC. */
export const isoDateTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * SQL: the status of the login `account`: AwaitingApproval (a self-registration staff have not
 * approved), Disabled by an administrator, Pending until activated, else Active.
 */
export const loginStatusSql = (account = 'a') =>
  `case when ${account}.awaiting_approval then 'AwaitingApproval' when ${account}.disabled_at is not null then 'Disabled'
        when not ${account}.is_active then 'Pending' else 'Active' end`;

/** The caller as the author of an audit log entry. */
export const actorOf = (principal: Principal): AuditActor => ({
  accountId: principal.accountId,
  email: principal.email,
});

/** 404 with the translated title of a missing subject. */
export const notFound = (title: MessageKey) => new ApiError(404, title);

/** 409: a rule refuses the change; the rule's message is form-level (`errors['']`), translated. */
export function refused(request: FastifyRequest, key: MessageKey, values?: Record<string, string | number>) {
  const text = translate(request, key, values);
  return new ApiError(409, text, { '': [text] });
}

/** 409: a value that must be unique is taken; the message sits on the field. */
export function taken(field: string, key: MessageKey) {
  return new ApiError(409, key, { [field]: [key] });
}

/** 400: a field names something that does not exist or may not be chosen. */
export function badField(field: string, key: MessageKey) {
  return new ApiError(400, 'errors.badRequest', { [field]: [key] });
}

/** "2 clients and 1 login" (the parts with a count above zero), translated. */
export function countPhrase(request: FastifyRequest, counts: { clients?: number; logins?: number }): string {
  const parts: string[] = [];
  const part = (count: number | undefined, one: MessageKey, many: MessageKey) => {
    if (count) parts.push(count === 1 ? translate(request, one) : translate(request, many, { count }));
  };
  part(counts.clients, 'admin.oneClient', 'admin.manyClients');
  part(counts.logins, 'admin.oneLogin', 'admin.manyLogins');
  return parts.length === 2
    ? translate(request, 'admin.both', { first: parts[0]!, second: parts[1]! })
    : (parts[0] ?? '');
}

/** 400 on `languageId` unless it names a known language. */
export async function checkLanguage(db: Db, languageId: number | null): Promise<void> {
  if (languageId === null) return;
  if (!(await languageExists(db, languageId))) throw badField('languageId', 'errors.languageUnknown');
}
