import {
  createAgent,
  deleteAgent,
  getAgentClients,
  getAgentOptions,
  getAgentsTable,
  linkClientToAgent,
  unlinkClientFromAgent,
  updateAgent,
} from './admin-agents.ts';
import { createApiKey, getApiKeyCalls, getApiKeys, revokeApiKey } from './admin-api-keys.ts';
import {
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  searchClients,
  updateClient,
} from './admin-clients.ts';
import { getEmail, getEmailsTable, resendEmail } from './admin-emails.ts';
import { createEmployee, deleteEmployee, getEmployeesTable, updateEmployee } from './admin-employees.ts';
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
} from './admin-logins.ts';
import { createMemo, deleteMemo, getMemosTable, updateMemo } from './admin-memos.ts';

// The lists of admin calls, by who may make them; the calls themselves are in admin-<area>.ts.

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
