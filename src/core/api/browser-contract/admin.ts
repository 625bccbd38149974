// GENERATED from ../contract/admin.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck
import type * as contract from '../contract/admin.ts';
import {
  createAgent as $createAgent$3,
  deleteAgent as $deleteAgent$5,
  getAgentClients as $getAgentClients$6,
  getAgentOptions as $getAgentOptions$2,
  getAgentsTable as $getAgentsTable$1,
  linkClientToAgent as $linkClientToAgent$7,
  unlinkClientFromAgent as $unlinkClientFromAgent$8,
  updateAgent as $updateAgent$4,
} from './admin-agents.ts';
import {
  createApiKey as $createApiKey$39,
  getApiKeyCalls as $getApiKeyCalls$41,
  getApiKeys as $getApiKeys$38,
  revokeApiKey as $revokeApiKey$40,
} from './admin-api-keys.ts';
import {
  createClient as $createClient$11,
  deleteClient as $deleteClient$15,
  disableClient as $disableClient$13,
  enableClient as $enableClient$14,
  getClientsTable as $getClientsTable$9,
  searchClients as $searchClients$10,
  updateClient as $updateClient$12,
} from './admin-clients.ts';
import {
  getEmail as $getEmail$36,
  getEmailsTable as $getEmailsTable$35,
  resendEmail as $resendEmail$37,
} from './admin-emails.ts';
import {
  createEmployee as $createEmployee$28,
  deleteEmployee as $deleteEmployee$30,
  getEmployeesTable as $getEmployeesTable$27,
  updateEmployee as $updateEmployee$29,
} from './admin-employees.ts';
import {
  approveLogin as $approveLogin$24,
  createLogin as $createLogin$17,
  deleteLogin as $deleteLogin$21,
  disableLogin as $disableLogin$19,
  enableLogin as $enableLogin$20,
  getLoginsTable as $getLoginsTable$16,
  loginAs as $loginAs$26,
  rejectLogin as $rejectLogin$25,
  resendActivation as $resendActivation$23,
  resetLoginTotp as $resetLoginTotp$22,
  updateLogin as $updateLogin$18,
} from './admin-logins.ts';
import {
  createMemo as $createMemo$32,
  deleteMemo as $deleteMemo$34,
  getMemosTable as $getMemosTable$31,
  updateMemo as $updateMemo$33,
} from './admin-memos.ts';

const ADMIN_ENDPOINTS: typeof contract.ADMIN_ENDPOINTS = /* @__PURE__ */ Object.freeze([
  $getAgentsTable$1,
  $getAgentOptions$2,
  $createAgent$3,
  $updateAgent$4,
  $deleteAgent$5,
  $getAgentClients$6,
  $linkClientToAgent$7,
  $unlinkClientFromAgent$8,
  $getClientsTable$9,
  $searchClients$10,
  $createClient$11,
  $updateClient$12,
  $disableClient$13,
  $enableClient$14,
  $deleteClient$15,
  $getLoginsTable$16,
  $createLogin$17,
  $updateLogin$18,
  $disableLogin$19,
  $enableLogin$20,
  $deleteLogin$21,
  $resetLoginTotp$22,
  $resendActivation$23,
  $approveLogin$24,
  $rejectLogin$25,
  $loginAs$26,
  $getEmployeesTable$27,
  $createEmployee$28,
  $updateEmployee$29,
  $deleteEmployee$30,
  $getMemosTable$31,
  $createMemo$32,
  $updateMemo$33,
  $deleteMemo$34,
  $getEmailsTable$35,
  $getEmail$36,
  $resendEmail$37,
  $getApiKeys$38,
  $createApiKey$39,
  $revokeApiKey$40,
  $getApiKeyCalls$41,
]) as never;
const AGENT_ADMIN_ENDPOINTS: typeof contract.AGENT_ADMIN_ENDPOINTS = /* @__PURE__ */ Object.freeze([
  $getLoginsTable$16,
  $createLogin$17,
  $updateLogin$18,
  $disableLogin$19,
  $enableLogin$20,
  $deleteLogin$21,
  $resetLoginTotp$22,
  $resendActivation$23,
]) as never;

export type * from '../contract/admin.ts';
export { ADMIN_ENDPOINTS, AGENT_ADMIN_ENDPOINTS };
