// The role names alone, apart from the call permissions (role-access.ts), which name calls of every
// area: the runtime reads roles from every token, and must not take every area's contract along.

/** The role of a session opened with a login token from a mail or the partner web (docs/contract.md#roles-and-access). */
export const TOKEN_USER_ROLE = 'LoginWithTokenUser';
/** The role of staff (employees), who administer the portal (docs/contract.md#roles-and-access). */
export const STAFF_ROLE = 'Staff';
/** The role of agents, who act for several clients (docs/contract.md#roles-and-access). */
export const AGENT_ROLE = 'Agent';
/**
 * The extra role of a support session: staff "logged in as" a user (docs/screens/administration.md#log-in-as). It carries the user's
 * own role beside it, so it sees what the user sees, and may not change the user's password or
 * two-factor login, open the partner web in the user's name, or administer anything.
 */
export const SUPPORT_SESSION_ROLE = 'SupportSession';
