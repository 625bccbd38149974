// GENERATED from ../contract/admin-agents.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/admin-agents.ts';

const AGENT_COLUMNS: typeof contract.AGENT_COLUMNS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ key: 'displayName', title: 'Name', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'emailAddress', title: 'E-mail', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'clientCount', title: 'Clients', kind: 'number', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'loginCount', title: 'Logins', kind: 'number', sortable: true }),
]) as never;
const AgentInput: typeof contract.AgentInput = {
  type: 'object',
  required: ['displayName', 'emailAddress'],
  properties: {
    displayName: { type: 'string', minLength: 1, maxLength: 100 },
    emailAddress: {
      anyOf: [{ type: 'string', format: 'email', minLength: 3, maxLength: 254 }, { type: 'null' }],
    },
  },
} as never;
const AgentOption: typeof contract.AgentOption = {
  type: 'object',
  required: ['agentId', 'displayName'],
  properties: { agentId: { type: 'integer' }, displayName: { type: 'string' } },
} as never;
const AgentRow: typeof contract.AgentRow = {
  type: 'object',
  required: ['id', 'displayName', 'emailAddress', 'clientCount', 'loginCount'],
  properties: {
    id: { type: 'integer' },
    displayName: { type: 'string' },
    emailAddress: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    clientCount: { type: 'integer' },
    loginCount: { type: 'integer' },
  },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'id' in value &&
      'displayName' in value &&
      'emailAddress' in value &&
      'clientCount' in value &&
      'loginCount' in value &&
      Number.isInteger(value.id) &&
      typeof value.displayName === 'string' &&
      (typeof value.emailAddress === 'string' || value.emailAddress === null) &&
      Number.isInteger(value.clientCount) &&
      Number.isInteger(value.loginCount);
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['id', 'displayName', 'emailAddress', 'clientCount', 'loginCount'],
    properties: {
      id: { type: 'integer' },
      displayName: { type: 'string' },
      emailAddress: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      clientCount: { type: 'integer' },
      loginCount: { type: 'integer' },
    },
  },
);
const createAgent: typeof contract.createAgent = {
  method: 'POST',
  path: '/Admin/CreateAgent',
  secure: true,
  response: $answer0,
} as never;
const deleteAgent: typeof contract.deleteAgent = {
  method: 'POST',
  path: '/Admin/DeleteAgent',
  secure: true,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'clientId' in unique_0 &&
          'displayName' in unique_0 &&
          Number.isInteger(unique_0.clientId) &&
          typeof unique_0.displayName === 'string',
      );
    return (value) => check_0(value);
  })([]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['clientId', 'displayName'],
      properties: { clientId: { type: 'integer' }, displayName: { type: 'string' } },
    },
  },
);
const getAgentClients: typeof contract.getAgentClients = {
  method: 'GET',
  path: '/Admin/GetAgentClients',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'agentId' in unique_0 &&
          'displayName' in unique_0 &&
          Number.isInteger(unique_0.agentId) &&
          typeof unique_0.displayName === 'string',
      );
    return (value) => check_0(value);
  })([]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['agentId', 'displayName'],
      properties: { agentId: { type: 'integer' }, displayName: { type: 'string' } },
    },
  },
);
const getAgentOptions: typeof contract.getAgentOptions = {
  method: 'GET',
  path: '/Admin/GetAgentOptions',
  secure: true,
  response: $answer2,
} as never;
const $answer3 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'items' in value &&
      Array.isArray(value.items) &&
      value.items.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'id' in unique_0 &&
          'displayName' in unique_0 &&
          'emailAddress' in unique_0 &&
          'clientCount' in unique_0 &&
          'loginCount' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.displayName === 'string' &&
          (typeof unique_0.emailAddress === 'string' || unique_0.emailAddress === null) &&
          Number.isInteger(unique_0.clientCount) &&
          Number.isInteger(unique_0.loginCount),
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'displayName', 'emailAddress', 'clientCount', 'loginCount'],
          properties: {
            id: { type: 'integer' },
            displayName: { type: 'string' },
            emailAddress: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            clientCount: { type: 'integer' },
            loginCount: { type: 'integer' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getAgentsTable: typeof contract.getAgentsTable = {
  method: 'POST',
  path: '/Admin/GetAgentsTable',
  secure: true,
  response: $answer3,
} as never;
const linkClientToAgent: typeof contract.linkClientToAgent = {
  method: 'POST',
  path: '/Admin/LinkClientToAgent',
  secure: true,
} as never;
const unlinkClientFromAgent: typeof contract.unlinkClientFromAgent = {
  method: 'POST',
  path: '/Admin/UnlinkClientFromAgent',
  secure: true,
} as never;
const updateAgent: typeof contract.updateAgent = {
  method: 'POST',
  path: '/Admin/UpdateAgent',
  secure: true,
  response: $answer0,
} as never;
type AgentRow = contract.AgentRow;
type AgentInput = contract.AgentInput;
type AgentOption = contract.AgentOption;

export type * from '../contract/admin-agents.ts';
export {
  AGENT_COLUMNS,
  AgentInput,
  AgentOption,
  AgentRow,
  createAgent,
  deleteAgent,
  getAgentClients,
  getAgentOptions,
  getAgentsTable,
  linkClientToAgent,
  unlinkClientFromAgent,
  updateAgent,
};
