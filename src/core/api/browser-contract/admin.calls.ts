// GENERATED from ../contract/admin.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';
import {
  createAgent,
  deleteAgent,
  getAgentClients,
  getAgentOptions,
  getAgentsTable,
  linkClientToAgent,
  unlinkClientFromAgent,
  updateAgent,
} from './admin-agents.calls.ts';
import { createApiKey, getApiKeyCalls, getApiKeys, revokeApiKey } from './admin-api-keys.calls.ts';
import {
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  searchClients,
  updateClient,
} from './admin-clients.calls.ts';
import { getEmail, getEmailsTable, resendEmail } from './admin-emails.calls.ts';
import {
  createEmployee,
  deleteEmployee,
  getEmployeesTable,
  updateEmployee,
} from './admin-employees.calls.ts';
import {
  approveLogin,
  createLogin,
  deleteLogin,
  disableLogin,
  enableLogin,
  getLoginsTable,
  loginAs,
  rejectLogin,
  resendActivation,
  resetLoginTotp,
  updateLogin,
} from './admin-logins.calls.ts';
import { createMemo, deleteMemo, getMemosTable, updateMemo } from './admin-memos.calls.ts';

const ADMIN_ENDPOINTS: readonly Call[] = /* @__PURE__ */ Object.freeze([
  getAgentsTable,
  getAgentOptions,
  createAgent,
  updateAgent,
  deleteAgent,
  getAgentClients,
  linkClientToAgent,
  unlinkClientFromAgent,
  getClientsTable,
  searchClients,
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
  getApiKeys,
  createApiKey,
  revokeApiKey,
  getApiKeyCalls,
]);
const AGENT_ADMIN_ENDPOINTS: readonly Call[] = /* @__PURE__ */ Object.freeze([
  getLoginsTable,
  createLogin,
  updateLogin,
  disableLogin,
  enableLogin,
  deleteLogin,
  resetLoginTotp,
  resendActivation,
]);

export { ADMIN_ENDPOINTS, AGENT_ADMIN_ENDPOINTS };
