// The admin calls of one area (admin-common.ts says who may make them). Logins: customer and agent accounts (staff; agents: own clients' customer logins).
import Type, { type Static } from 'typebox';
import { AccountId, command, Email, Id, LoginStatus, Name, table } from './admin-common.ts';
import { TokenPair } from './authentication.ts';
import { IsoDateTime, Nullable } from './common.ts';
import { column } from './table-columns.ts';

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
