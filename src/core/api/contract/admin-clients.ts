// The admin calls of one area (admin-common.ts says who may make them). Clients: staff only.
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientId, command, table, tag } from './admin-common.ts';
import { Client } from './agent.ts';
import { Nullable } from './common.ts';
import { column } from './table-columns.ts';

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
  'Deletes a client; 409 while logins remain (docs/screens/administration.md#delete-rules)',
  ClientId,
  undefined,
  [409],
);

/** How many clients a search answers at most: a picker's list, not a table. */
export const CLIENT_SEARCH_LIMIT = 20;

/**
 * Staff's client picker: the clients whose name or customer number contains the text (any case),
 * by name, at most {@link CLIENT_SEARCH_LIMIT}. Staff only; empty text: the first clients by name.
 */
export const searchClients = defineEndpoint({
  method: 'GET',
  path: '/Admin/SearchClients',
  secure: true,
  summary: `Clients whose name or customer number contains the text, by name, at most ${CLIENT_SEARCH_LIMIT} (staff only)`,
  tag,
  query: Type.Object({ search: Type.String({ maxLength: 100 }) }),
  response: Type.Array(Client),
});
