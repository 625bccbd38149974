import type { Static, TSchema } from 'typebox';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/**
 * One call of the `/customerportal` contract, defined once and used by both the browser client
 * (to send and to check the answer) and the reference API (to route and to validate).
 * `path` is relative to the API base, e.g. `/Order/GetOrdersTable`.
 * `response: 'binary'` marks calls whose answer is a file (exports, reprints, downloads).
 */
export interface Endpoint<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema | 'binary' | undefined = TSchema | 'binary' | undefined,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Secure calls send `Authorization: Bearer <access token>` (docs/contract.md#roles-and-access). */
  readonly secure: boolean;
  readonly summary: string;
  readonly tag: string;
  readonly query?: Q;
  readonly body?: B;
  readonly response?: R;
  /** The OpenAPI operationId; default the path's segments joined by `_` (`Order_GetOrdersTable`). */
  readonly operationId?: string;
  /**
   * Failure statuses this call answers beyond the usual ones (400 and 500 always; 401 and 403 on
   * secure calls; 404 on secure calls that name something), e.g. 401 for a failed login, 429 for
   * a rate-limited one. They go into the OpenAPI description with the ErrorBody answer.
   */
  readonly errors?: readonly ErrorStatus[];
}

/**
 * What the call permissions read of an endpoint: its method, path and whether it is secure
 * (`src/core/api/browser-contract/<area>.calls.ts`, without the answer checks).
 */
export type Call = Pick<Endpoint, 'method' | 'path' | 'secure'>;

/** The failure statuses an endpoint may declare besides its usual ones. */
export type ErrorStatus = 401 | 404 | 409 | 429;

/** Identity function that keeps the literal schema types of an endpoint. */
export function defineEndpoint<
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema | 'binary' | undefined = undefined,
>(endpoint: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return endpoint;
}

/** The endpoint's OpenAPI operationId: its own, or its path's segments joined by `_`. */
export function operationIdOf(endpoint: Endpoint): string {
  return endpoint.operationId ?? endpoint.path.split('/').filter(Boolean).join('_');
}

/** The static type of a schema slot, `undefined` when the slot is empty. */
export type SlotType<S> = S extends TSchema ? Static<S> : undefined;

/** The query type of an endpoint. */
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, TSchema | undefined, TSchema | 'binary' | undefined> ? SlotType<Q> : never;
/** The body type of an endpoint. */
export type EndpointBody<E> =
  E extends Endpoint<TSchema | undefined, infer B, TSchema | 'binary' | undefined> ? SlotType<B> : never;
/** The answer of a binary call: the bytes and the headers that name them. */
export interface FileResponse {
  blob: Blob;
  /** The raw Content-Disposition header, if any; parse it with the core's parser. */
  contentDisposition: string | null;
  contentType: string | null;
}

/** The answer type of an endpoint: a FileResponse for binary calls. */
export type EndpointResponse<E> =
  E extends Endpoint<TSchema | undefined, TSchema | undefined, infer R>
    ? R extends 'binary'
      ? FileResponse
      : SlotType<R>
    : never;
