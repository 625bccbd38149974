import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';

/** A client company an agent can act for (docs/contract.md#entities). */
export const Client = Type.Object({ clientId: Type.Integer(), displayName: Type.String() });
export type Client = Static<typeof Client>;

export const getClients = defineEndpoint({
  method: 'GET',
  path: '/Agent/GetClients',
  secure: true,
  summary: "The agent's clients (staff: every client); 403 for customers",
  tag: 'Agent',
  response: Type.Array(Client),
});
