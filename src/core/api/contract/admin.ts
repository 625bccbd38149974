import Type, { type Static, type TSchema } from 'typebox';
import { defineEndpoint, type ErrorStatus } from '../endpoint.ts';
import { Client } from './agent.ts';
import { TokenPair } from './authentication.ts';
import { IsoDateTime, Nullable, PageOf, TableRequestBody } from './common.ts';
import { column } from './table-columns.ts';

/**
 * The staff administration calls (spec §6 "Staff or agents …", §5 delete rules, §8 admin failures),
 * all under `/customerportal/Admin/…` and all secure. Staff may make every one of them. An agent may
 * manage the customer logins of its own clients — the calls marked "agents: own clients' logins" —
 * and nothing more; everyone else gets 403. A refused rule answers 409 with the rule as a
 * translated form-level message (`errors['']`), a missing subject 404, a bad field 400 with field keys.
 */

const tag = 'Admin';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Id = Type.Integer({ minimum: 1 });

// ---------------------------------------------------------------------------------------------
// Column lists of the admin tables: the elements show them, the API sorts only by sortable ones.

/** Columns of the agents table. */
export const AGENT_COLUMNS = Object.freeze([
  column('displayName', 'Name', 'text'),
  column('emailAddress', 'E-mail', 'text'),
  column('clientCount', 'Clients', 'number'),
  column('loginCount', 'Logins', 'number'),
]);

/** Columns of the clients table. */
export const CLIENT_COLUMNS = Object.freeze([
  column('customerNumber', 'Customer number', 'text'),
  column('displayName', 'Name', 'text'),
  column('countryCode', 'Country', 'text'),
  column('city', 'City', 'text'),
  column('agentNames', 'Agents', 'text', false),
  column('loginCount', 'Logins', 'number'),
  column('isActive', 'Active', 'text'),
]);

/** Columns of the logins table (customer and agent logins). */
export const LOGIN_COLUMNS = Object.freeze([
  column('emailAddress', 'E-mail', 'text'),
  column('displayName', 'Name', 'text'),
  column('accountType', 'Kind', 'text'),
  column('companyName', 'Client or agent', 'text'),
  column('status', 'Status', 'text'),
  column('isTotpEnabled', 'Two-factor', 'text'),
  column('lastLoginAt', 'Last login', 'text'),
]);

/** Columns of the employees (staff logins) table. */
export const EMPLOYEE_COLUMNS = Object.freeze([
  column('emailAddress', 'E-mail', 'text'),
  column('firstName', 'First name', 'text'),
  column('lastName', 'Last name', 'text'),
  column('status', 'Status', 'text'),
  column('isTotpEnabled', 'Two-factor', 'text'),
  column('lastLoginAt', 'Last login', 'text'),
]);

/** Columns of the memos table. */
export const MEMO_COLUMNS = Object.freeze([
  column('memoType', 'Type', 'text'),
  column('clientName', 'Client', 'text'),
  column('memoContents', 'Memo', 'text', false),
  column('createdAt', 'Created', 'text'),
]);

/** Columns of the e-mail send log. */
export const EMAIL_COLUMNS = Object.freeze([
  column('createdAt', 'Created', 'text'),
  column('toAddress', 'To', 'text'),
  column('subject', 'Subject', 'text'),
  column('status', 'Status', 'text'),
  column('sentAt', 'Sent', 'text'),
]);

// ---------------------------------------------------------------------------------------------
// Rows and forms.

/**
 * Login status: a self-registration awaiting staff approval, not yet activated by its owner, active,
 * or disabled by an administrator.
 */
export const LoginStatus = Type.Union([
  Type.Literal('AwaitingApproval'),
  Type.Literal('Pending'),
  Type.Literal('Active'),
  Type.Literal('Disabled'),
]);
export type LoginStatus = Static<typeof LoginStatus>;

export const AgentRow = Type.Object({
  /** The agent id. */
  id: Type.Integer(),
  displayName: Type.String(),
  emailAddress: Nullable(Type.String()),
  clientCount: Type.Integer(),
  /** Agent logins (accounts) of this agent. */
  loginCount: Type.Integer(),
});
export type AgentRow = Static<typeof AgentRow>;

export const AgentInput = Type.Object({
  displayName: Name,
  emailAddress: Nullable(Email),
});
export type AgentInput = Static<typeof AgentInput>;

export const ClientRow = Type.Object({
  /** The client id. */
  id: Type.Integer(),
  customerNumber: Type.String(),
  displayName: Type.String(),
  countryCode: Type.String(),
  city: Nullable(Type.String()),
  addressLine: Nullable(Type.String()),
  postalCode: Nullable(Type.String()),
  /** Display names of the agents acting for the client, comma-separated ('' for none). */
  agentNames: Type.String(),
  loginCount: Type.Integer(),
  isActive: Type.Boolean(),
});
export type ClientRow = Static<typeof ClientRow>;

export const ClientInput = Type.Object({
  displayName: Type.String({ minLength: 1, maxLength: 200 }),
  customerNumber: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9-]+$' }),
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
  city: Nullable(Type.String({ maxLength: 100 })),
  addressLine: Nullable(Type.String({ maxLength: 200 })),
  postalCode: Nullable(Type.String({ maxLength: 20 })),
});
export type ClientInput = Static<typeof ClientInput>;

export const AccountKind = Type.Union([Type.Literal('customer'), Type.Literal('agent')]);
export type AccountKind = Static<typeof AccountKind>;

export const LoginRow = Type.Object({
  /** The account id. */
  id: Type.Integer(),
  emailAddress: Type.String(),
  displayName: Type.String(),
  accountType: AccountKind,
  /** The client of a customer login; null for agent logins. */
  clientId: Nullable(Type.Integer()),
  /** The agent of an agent login; null for customer logins. */
  agentId: Nullable(Type.Integer()),
  /** The client's or agent's display name. */
  companyName: Type.String(),
  status: LoginStatus,
  isTotpEnabled: Type.Boolean(),
  lastLoginAt: Nullable(IsoDateTime),
  /** Language id of the login's preferred language (see /Language/GetLanguages), null for none. */
  languageId: Nullable(Type.Integer()),
  /** What a self-registration typed as company name; null for logins staff created. */
  registeredCompanyName: Nullable(Type.String()),
  /** What a self-registration typed as customer number (clientId is the client it matched, if any). */
  registeredCustomerNumber: Nullable(Type.String()),
});
export type LoginRow = Static<typeof LoginRow>;

/**
 * A new login. A customer login names `clientId`, an agent login `agentId`. The server mails an
 * activation link; the login is Pending until its owner chooses a password with it.
 */
export const CreateLoginInput = Type.Object({
  emailAddress: Email,
  displayName: Name,
  accountType: AccountKind,
  clientId: Nullable(Id),
  agentId: Nullable(Id),
  languageId: Nullable(Id),
});
export type CreateLoginInput = Static<typeof CreateLoginInput>;

export const UpdateLoginInput = Type.Object({
  accountId: Id,
  emailAddress: Email,
  displayName: Name,
  languageId: Nullable(Id),
});
export type UpdateLoginInput = Static<typeof UpdateLoginInput>;

export const EmployeeRow = Type.Object({
  /** The account id. */
  id: Type.Integer(),
  emailAddress: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  status: LoginStatus,
  isTotpEnabled: Type.Boolean(),
  lastLoginAt: Nullable(IsoDateTime),
  /** True for the caller's own login, which cannot be disabled or deleted from here. */
  isSelf: Type.Boolean(),
});
export type EmployeeRow = Static<typeof EmployeeRow>;

export const EmployeeInput = Type.Object({
  emailAddress: Email,
  firstName: Name,
  lastName: Name,
});
export type EmployeeInput = Static<typeof EmployeeInput>;

/** Memo types and the screen that shows each (the dashboard, the login page). */
export const MEMO_TYPES = Object.freeze(['Dashboard', 'Login'] as const);
// Listed, not mapped from MEMO_TYPES: a union built from an array is typed `never`.
export const MemoTypeName = Type.Union([Type.Literal(MEMO_TYPES[0]), Type.Literal(MEMO_TYPES[1])]);
export type MemoTypeName = (typeof MEMO_TYPES)[number];

export const MemoRow = Type.Object({
  /** The memo id. */
  id: Type.Integer(),
  memoType: Type.String(),
  /** Server HTML: sanitize before rendering. */
  memoContents: Type.String(),
  /** The client it is for; null for everyone. */
  clientId: Nullable(Type.Integer()),
  /** The client's display name; null for everyone. */
  clientName: Nullable(Type.String()),
  createdAt: IsoDateTime,
});
export type MemoRow = Static<typeof MemoRow>;

/** A memo; `memoContents` is HTML, which the server sanitizes before storing. */
export const MemoInput = Type.Object({
  memoType: MemoTypeName,
  memoContents: Type.String({ minLength: 1, maxLength: 20000 }),
  clientId: Nullable(Id),
});
export type MemoInput = Static<typeof MemoInput>;

export const EmailStatus = Type.Union([Type.Literal('Queued'), Type.Literal('Sent'), Type.Literal('Failed')]);
export type EmailStatus = Static<typeof EmailStatus>;

export const EmailRow = Type.Object({
  /** The e-mail id. */
  id: Type.Integer(),
  createdAt: IsoDateTime,
  toAddress: Type.String(),
  subject: Type.String(),
  status: EmailStatus,
  sentAt: Nullable(IsoDateTime),
});
export type EmailRow = Static<typeof EmailRow>;

/** One entry of an e-mail's send log: queued, sent, failed, resent (by whom). */
export const EmailLogEntry = Type.Object({
  loggedAt: IsoDateTime,
  event: Type.Union([
    Type.Literal('Queued'),
    Type.Literal('Sent'),
    Type.Literal('Failed'),
    Type.Literal('Resent'),
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

/** An agent as a choice in a form. */
export const AgentOption = Type.Object({ agentId: Type.Integer(), displayName: Type.String() });
export type AgentOption = Static<typeof AgentOption>;

// ---------------------------------------------------------------------------------------------
// Endpoints.

function table<R extends TSchema, Q extends TSchema | undefined = undefined>(
  path: string,
  summary: string,
  row: R,
  query?: Q,
) {
  return defineEndpoint({
    method: 'POST',
    path,
    secure: true,
    summary,
    tag,
    ...(query ? { query } : {}),
    body: TableRequestBody,
    response: PageOf(row),
  }) as ReturnType<typeof defineEndpoint<Q, typeof TableRequestBody, ReturnType<typeof PageOf<R>>>>;
}

function command<B extends TSchema, R extends TSchema | undefined = undefined>(
  path: string,
  summary: string,
  body: B,
  response?: R,
  errors?: readonly ErrorStatus[],
) {
  return defineEndpoint({
    method: 'POST',
    path,
    secure: true,
    summary,
    tag,
    body,
    ...(response ? { response } : {}),
    ...(errors ? { errors } : {}),
  }) as ReturnType<typeof defineEndpoint<undefined, B, R>>;
}

const AgentId = Type.Object({ agentId: Id });
const ClientId = Type.Object({ clientId: Id });
const AccountId = Type.Object({ accountId: Id });
const MemoId = Type.Object({ memoId: Id });
const EmailId = Type.Object({ emailId: Id });

// Agents (staff only).
export const getAgentsTable = table('/Admin/GetAgentsTable', 'A page of agents', AgentRow);
export const getAgentOptions = defineEndpoint({
  method: 'GET',
  path: '/Admin/GetAgentOptions',
  secure: true,
  summary: 'Every agent, by name, for choosing one in a form',
  tag,
  response: Type.Array(AgentOption),
});
export const createAgent = command('/Admin/CreateAgent', 'Creates an agent', AgentInput, AgentRow);
export const updateAgent = command(
  '/Admin/UpdateAgent',
  'Changes an agent',
  Type.Object({ ...AgentId.properties, ...AgentInput.properties }),
  AgentRow,
);
export const deleteAgent = command(
  '/Admin/DeleteAgent',
  'Deletes an agent; 409 while it has logins or clients (spec §5)',
  AgentId,
  undefined,
  [409],
);
export const getAgentClients = defineEndpoint({
  method: 'GET',
  path: '/Admin/GetAgentClients',
  secure: true,
  summary: 'The clients linked to an agent',
  tag,
  query: AgentId,
  response: Type.Array(Client),
});
export const linkClientToAgent = command(
  '/Admin/LinkClientToAgent',
  'Links a client to an agent (no change when already linked)',
  Type.Object({ ...AgentId.properties, ...ClientId.properties }),
);
export const unlinkClientFromAgent = command(
  '/Admin/UnlinkClientFromAgent',
  'Unlinks a client from an agent',
  Type.Object({ ...AgentId.properties, ...ClientId.properties }),
);

// Clients (staff only).
export const getClientsTable = table('/Admin/GetClientsTable', 'A page of clients', ClientRow);
export const createClient = command('/Admin/CreateClient', 'Creates a client', ClientInput, ClientRow, [409]);
export const updateClient = command(
  '/Admin/UpdateClient',
  'Changes a client',
  Type.Object({ ...ClientId.properties, ...ClientInput.properties }),
  ClientRow,
  [409],
);
export const disableClient = command(
  '/Admin/DisableClient',
  'Disables a client: its logins can no longer log in and their sessions end',
  ClientId,
  ClientRow,
);
export const enableClient = command('/Admin/EnableClient', 'Enables a client again', ClientId, ClientRow);
export const deleteClient = command(
  '/Admin/DeleteClient',
  'Deletes a client; 409 while logins remain (spec §5)',
  ClientId,
  undefined,
  [409],
);

// Logins: customer and agent accounts (staff; agents: own clients' customer logins).
export const LoginsFilter = Type.Object({
  clientId: Type.Optional(Id),
  agentId: Type.Optional(Id),
  accountType: Type.Optional(AccountKind),
  /** Only logins in this status, e.g. the self-registrations awaiting approval. */
  status: Type.Optional(LoginStatus),
});
export type LoginsFilter = Static<typeof LoginsFilter>;
export const getLoginsTable = table(
  '/Admin/GetLoginsTable',
  "A page of customer and agent logins (agents: their clients' customer logins)",
  LoginRow,
  LoginsFilter,
);
export const createLogin = command(
  '/Admin/CreateLogin',
  'Creates a login and mails its activation link',
  CreateLoginInput,
  LoginRow,
  [409],
);
export const updateLogin = command(
  '/Admin/UpdateLogin',
  'Changes a login',
  UpdateLoginInput,
  LoginRow,
  [409],
);
export const disableLogin = command(
  '/Admin/DisableLogin',
  'Disables a login (also an employee login): it can no longer log in and its sessions end',
  AccountId,
  undefined,
  [409],
);
export const enableLogin = command('/Admin/EnableLogin', 'Enables a disabled login again', AccountId);
export const deleteLogin = command(
  '/Admin/DeleteLogin',
  'Deletes a customer or agent login',
  AccountId,
  undefined,
  [409],
);
export const resetLoginTotp = command(
  '/Admin/ResetLoginTotp',
  'Turns two-factor login off for a login, so its owner can set it up again',
  AccountId,
);
export const resendActivation = command(
  '/Admin/ResendActivation',
  'Mails a new activation link to a pending login',
  AccountId,
  undefined,
  [409, 429],
);
/**
 * Approves a self-registration awaiting approval (staff only): the login becomes a Pending customer
 * login of `clientId` (null keeps the client its customer number matched; 400 when there is none)
 * and its activation link is mailed. Anything but a login awaiting approval answers 404.
 */
export const approveLogin = command(
  '/Admin/ApproveLogin',
  'Approves a self-registration and mails its activation link',
  Type.Object({ ...AccountId.properties, clientId: Nullable(Id) }),
  LoginRow,
);
/** Rejects a self-registration awaiting approval (staff only): it is deleted; the audit log keeps it. */
export const rejectLogin = command(
  '/Admin/RejectLogin',
  'Rejects and deletes a self-registration',
  AccountId,
);

/**
 * "Log in as" (staff only, support): a session as the login's owner, audited, restricted (no
 * password, two-factor, partner-web or administration calls). Its access token carries the role
 * `SupportSession` and the claim `supportBy` (the staff member's e-mail); logging it out ends it.
 */
export const loginAs = command(
  '/Admin/LoginAs',
  'Opens an audited support session as a login',
  AccountId,
  TokenPair,
  [409],
);

// Employees: staff logins (staff only).
export const getEmployeesTable = table('/Admin/GetEmployeesTable', 'A page of employees', EmployeeRow);
export const createEmployee = command(
  '/Admin/CreateEmployee',
  'Creates an employee login and mails its activation link',
  EmployeeInput,
  EmployeeRow,
  [409],
);
export const updateEmployee = command(
  '/Admin/UpdateEmployee',
  'Changes an employee',
  Type.Object({ ...AccountId.properties, ...EmployeeInput.properties }),
  EmployeeRow,
  [409],
);
/**
 * Deletes an employee login with all its data, irreversibly (spec §5). The body repeats the
 * employee's e-mail address as the explicit confirmation; a mismatch answers 400 on
 * `confirmEmailAddress`. Nobody deletes their own login.
 */
export const deleteEmployee = command(
  '/Admin/DeleteEmployee',
  'Deletes an employee login and all its data after confirmation',
  Type.Object({ ...AccountId.properties, confirmEmailAddress: Type.String({ maxLength: 254 }) }),
  undefined,
  [409],
);

// Memos (staff only).
export const getMemosTable = table('/Admin/GetMemosTable', 'A page of memos, newest first', MemoRow);
export const createMemo = command('/Admin/CreateMemo', 'Publishes a memo', MemoInput, MemoRow);
export const updateMemo = command(
  '/Admin/UpdateMemo',
  'Changes a memo',
  Type.Object({ ...MemoId.properties, ...MemoInput.properties }),
  MemoRow,
);
export const deleteMemo = command('/Admin/DeleteMemo', 'Deletes a memo', MemoId);

// E-mails: the outbox and its send log (staff only).
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

/** The admin calls an agent may make, for its own clients' customer logins only. */
export const AGENT_ADMIN_ENDPOINTS = Object.freeze([
  getLoginsTable,
  createLogin,
  updateLogin,
  disableLogin,
  enableLogin,
  deleteLogin,
  resetLoginTotp,
  resendActivation,
]);

/** Every admin call, for the OpenAPI test and the role policy. */
export const ADMIN_ENDPOINTS = Object.freeze([
  getAgentsTable,
  getAgentOptions,
  createAgent,
  updateAgent,
  deleteAgent,
  getAgentClients,
  linkClientToAgent,
  unlinkClientFromAgent,
  getClientsTable,
  createClient,
  updateClient,
  disableClient,
  enableClient,
  deleteClient,
  getLoginsTable,
  createLogin,
  updateLogin,
  disableLogin,
  enableLogin,
  deleteLogin,
  resetLoginTotp,
  resendActivation,
  approveLogin,
  rejectLogin,
  loginAs,
  getEmployeesTable,
  createEmployee,
  updateEmployee,
  deleteEmployee,
  getMemosTable,
  createMemo,
  updateMemo,
  deleteMemo,
  getEmailsTable,
  getEmail,
  resendEmail,
]);
