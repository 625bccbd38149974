// The admin calls of one area (admin-common.ts says who may make them). Agents: staff only.
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { AgentId, ClientId, command, Email, Name, table, tag } from './admin-common.ts';
import { Client } from './agent.ts';
import { Nullable } from './common.ts';
import { column } from './table-columns.ts';

/** Columns of the agents table. */
export const AGENT_COLUMNS = Object.freeze([
  column('displayName', 'Name', 'text'),
  column('emailAddress', 'E-mail', 'text'),
  column('clientCount', 'Clients', 'number'),
  column('loginCount', 'Logins', 'number'),
]);

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

/** An agent as a choice in a form. */
export const AgentOption = Type.Object({ agentId: Type.Integer(), displayName: Type.String() });
export type AgentOption = Static<typeof AgentOption>;

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
  'Deletes an agent; 409 while it has logins or clients (docs/screens/administration.md#delete-rules)',
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
