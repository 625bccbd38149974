// GENERATED from ../contract/admin-common.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck
import type * as contract from '../contract/admin-common.ts';

const AccountId: typeof contract.AccountId = {
  type: 'object',
  required: ['accountId'],
  properties: { accountId: { type: 'integer', minimum: 1 } },
} as never;
const AgentId: typeof contract.AgentId = {
  type: 'object',
  required: ['agentId'],
  properties: { agentId: { type: 'integer', minimum: 1 } },
} as never;
const ClientId: typeof contract.ClientId = {
  type: 'object',
  required: ['clientId'],
  properties: { clientId: { type: 'integer', minimum: 1 } },
} as never;
const Email: typeof contract.Email = {
  type: 'string',
  format: 'email',
  minLength: 3,
  maxLength: 254,
} as never;
const EmailId: typeof contract.EmailId = {
  type: 'object',
  required: ['emailId'],
  properties: { emailId: { type: 'integer', minimum: 1 } },
} as never;
const Id: typeof contract.Id = { type: 'integer', minimum: 1 } as never;
const LoginStatus: typeof contract.LoginStatus = {
  anyOf: [
    { type: 'string', const: 'AwaitingApproval' },
    { type: 'string', const: 'Pending' },
    { type: 'string', const: 'Active' },
    { type: 'string', const: 'Disabled' },
  ],
} as never;
const MemoId: typeof contract.MemoId = {
  type: 'object',
  required: ['memoId'],
  properties: { memoId: { type: 'integer', minimum: 1 } },
} as never;
const Name: typeof contract.Name = { type: 'string', minLength: 1, maxLength: 100 } as never;
const tag: typeof contract.tag = 'Admin' as never;
type LoginStatus = contract.LoginStatus;

export type * from '../contract/admin-common.ts';
export { AccountId, AgentId, ClientId, Email, EmailId, Id, LoginStatus, MemoId, Name, tag };
