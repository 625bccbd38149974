// The admin calls of one area (admin-common.ts says who may make them). Integrations: the API keys of
// the integration API (docs/integration.md#keys) and the calls made with them (staff only).
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { command, Id, Name, tag } from './admin-common.ts';
import { IsoDateTime, Nullable } from './common.ts';

/** What a key may do: `import` every integration call, `tracking` only the carrier events. */
export const ApiKeyScope = Type.Union([Type.Literal('import'), Type.Literal('tracking')]);
export type ApiKeyScope = Static<typeof ApiKeyScope>;

export const ApiKeyId = Type.Object({ apiKeyId: Id });

export const ApiKeyInput = Type.Object({
  name: Name,
  scopes: Type.Array(ApiKeyScope, { minItems: 1, maxItems: 2, uniqueItems: true }),
});
export type ApiKeyInput = Static<typeof ApiKeyInput>;

/** A new key: `apiKey` is answered this once; only its hash is kept. */
export const NewApiKey = Type.Object({ apiKeyId: Type.Integer(), apiKey: Type.String() });
export type NewApiKey = Static<typeof NewApiKey>;

/** A key as the list shows it: never the key itself, only its last four characters. */
export const ApiKeyRow = Type.Object({
  apiKeyId: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(ApiKeyScope),
  /** The key's last four characters, to tell keys apart. */
  hint: Type.String(),
  createdAt: IsoDateTime,
  /** E-mail address of the staff member who created it; null when the login is gone or it was made by a command. */
  createdBy: Nullable(Type.String()),
  /** The last call made with it, to the minute; null when never used. */
  lastUsedAt: Nullable(IsoDateTime),
  revokedAt: Nullable(IsoDateTime),
  revokedBy: Nullable(Type.String()),
});
export type ApiKeyRow = Static<typeof ApiKeyRow>;

/** One call made with a key: its answer's status and counts (`refused`: the bad records of a refused batch). */
export const ApiKeyCall = Type.Object({
  calledAt: IsoDateTime,
  /** Method and path, e.g. `PUT /Integration/Clients`. */
  call: Type.String(),
  status: Type.Integer(),
  items: Nullable(Type.Integer()),
  created: Nullable(Type.Integer()),
  updated: Nullable(Type.Integer()),
  unchanged: Nullable(Type.Integer()),
  refused: Nullable(Type.Integer()),
  /** The request id, under which the server's log has the call. */
  requestId: Type.String(),
});
export type ApiKeyCall = Static<typeof ApiKeyCall>;

export const createApiKey = command(
  '/Admin/CreateApiKey',
  'Creates an API key for the integration API; the key is answered this once',
  ApiKeyInput,
  NewApiKey,
);
export const getApiKeys = defineEndpoint({
  method: 'GET',
  path: '/Admin/GetApiKeys',
  secure: true,
  summary: 'Every API key, newest first, without the keys themselves',
  tag,
  response: Type.Array(ApiKeyRow),
});
export const revokeApiKey = command(
  '/Admin/RevokeApiKey',
  'Revokes an API key: refused from the next call on; 409 when it is revoked already',
  ApiKeyId,
  ApiKeyRow,
  [409],
);
export const getApiKeyCalls = defineEndpoint({
  method: 'GET',
  path: '/Admin/GetApiKeyCalls',
  secure: true,
  summary: 'The latest calls made with an API key, newest first',
  tag,
  query: ApiKeyId,
  response: Type.Array(ApiKeyCall),
});
