// The role names of the access token's `role` claim, apart from the role → calls table
// (api/role-access.ts, which names the contract's endpoints): the first page's prefetch reads
// them before the contract is loaded.

/** The role of a session opened with a login token from a mail or the partner web (spec §4). */
export const TOKEN_USER_ROLE = 'LoginWithTokenUser';
/** The role of staff (employees), who administer the portal (spec §6). */
export const STAFF_ROLE = 'Staff';
/** The role of agents, who act for several clients (spec §6). */
export const AGENT_ROLE = 'Agent';
