import { SUPPORT_SESSION_ROLE, TOKEN_USER_ROLE } from '../../core/access/role-access.ts';

/**
 * Who is calling: read from a verified access token and the accounts table.
 * `clientId` is the own client of customers and token users, null for agents and staff,
 * who name the client they act for on each call (see client-scope.ts).
 */
export interface Principal {
  accountId: number;
  /** The session the caller's access token names (set for every authenticated request). */
  sessionId?: string;
  email: string;
  roles: string[];
  kind: 'customer' | 'agent' | 'staff' | 'token';
  clientId: number | null;
  agentId: number | null;
  /**
   * In a support session ("log in as", docs/screens/administration.md#log-in-as): the staff member behind it; absent otherwise.
   * Whatever such a session writes or mails names them (platform/audit-log.ts `auditSupportWrite`).
   */
  supportBy?: { accountId: number; email: string } | null;
}

/**
 * The role list each kind of account carries in its access token (docs/security.md#tokens). The role
 * also decides which calls a session may make (core/access/role-access.ts, checked in route.ts).
 */
export const rolesByKind: Record<Principal['kind'], string[]> = {
  customer: ['Customer'],
  agent: ['Agent'],
  staff: ['Staff'],
  token: [TOKEN_USER_ROLE],
};

/** The role list of a session: its kind's roles, plus `SupportSession` in a support session. */
export function sessionRoles(kind: Principal['kind'], isSupportSession: boolean): string[] {
  return isSupportSession ? [...rolesByKind[kind], SUPPORT_SESSION_ROLE] : rolesByKind[kind];
}
