import type { Db } from '../db/db.ts';
import type { Principal } from './principal.ts';

/** Who did something: a staff member or an agent, by account id and e-mail address. */
export interface AuditActor {
  accountId: number;
  email: string;
}

/** One entry of the admin audit log (`admin_audit_log`). */
export interface AuditEntry {
  actor: AuditActor;
  /** What was done, e.g. `CreateAgent`, `LoginAsStart`, `LoginAsEnd`. */
  action: string;
  /** What it was done to: `agent`, `client`, `login`, `employee`, `memo`, `email`, `session`. */
  subjectType: string;
  subjectId: number | string | null;
  /** What changed, as JSON (never passwords or secrets). */
  detail?: Record<string, unknown>;
}

/**
 * Records an admin change or the start or end of a support session (docs/screens/administration.md#audit-log). The actor's
 * e-mail is stored beside the id, so the entry still names its author after that login is deleted.
 */
export async function writeAuditLog(db: Db, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into admin_audit_log (actor_account_id, actor_email, action, subject_type, subject_id, detail)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      entry.actor.accountId,
      entry.actor.email,
      entry.action,
      entry.subjectType,
      entry.subjectId === null ? null : String(entry.subjectId),
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}

/**
 * Records a write made in a support session ("log in as", docs/screens/administration.md#log-in-as): the staff member as the actor,
 * the login whose session it is as the subject, `action` prefixed `Support`. Does nothing outside
 * support sessions, so every write handler may call it.
 */
export async function auditSupportWrite(
  db: Db,
  principal: Principal,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (!principal.supportBy) return;
  await writeAuditLog(db, {
    actor: { accountId: principal.supportBy.accountId, email: principal.supportBy.email },
    action: `Support${action}`,
    subjectType: 'login',
    subjectId: principal.accountId,
    detail: { ...detail, sessionId: principal.sessionId },
  });
}
