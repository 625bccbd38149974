import type { FastifySchema } from 'fastify';
import { ErrorBody } from '../../core/api/contract/common.ts';
import type { Endpoint } from '../../core/api/endpoint.ts';

/** The problem body as a shared schema, so the OpenAPI document names it once (`ErrorBody`). */
export const errorBodySchema = { ...ErrorBody, $id: 'ErrorBody', title: 'ErrorBody' };

/** What each failure status means, as the OpenAPI description says it. */
const failureDescriptions: Record<number, string> = {
  400: 'The request is malformed or invalid: `errors` holds a message per field, `""` the form-level ones',
  401: 'No valid access token came along, or the credentials or token sent are not accepted',
  403: "The caller's role may not make this call",
  404: 'What the request names (a client, an order, an upload …) does not exist or is not visible to the caller',
  409: 'A rule refuses the change (e.g. the name is taken): `errors[""]` says which',
  429: 'Too many attempts or uploads for now: come back after `Retry-After` seconds',
  500: 'An unexpected failure, logged under `requestId` for the user to quote',
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', type: 'integer', minimum: 0 },
};

/**
 * The failure statuses a call answers: 400 and 500 always; 401 and 403 on secure calls; 404 on
 * secure calls that name something in their query or body; and the endpoint's own `errors`.
 */
export function failureStatusesOf(endpoint: Endpoint): number[] {
  const statuses = new Set<number>([400, 500, ...(endpoint.errors ?? [])]);
  if (endpoint.secure) {
    statuses.add(401);
    statuses.add(403);
    if (endpoint.query || endpoint.body) statuses.add(404);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** A call without a JSON answer: 204, or for the upload protocol a text id or only headers. */
const noJsonAnswer = {
  '2XX': { description: 'Done, without a JSON answer (see the summary)', type: 'null' },
};

/**
 * Adds the failure answers with the ErrorBody schema (and a success answer to calls without a
 * JSON one) to a route's schema for the OpenAPI document only: the error handler writes those
 * answers, so Fastify must not serialize them by a schema.
 */
export function withDocumentedAnswers(schema: FastifySchema, endpoint: Endpoint): FastifySchema {
  const failures = Object.fromEntries(
    failureStatusesOf(endpoint).map((status) => [
      status,
      {
        $ref: 'ErrorBody#',
        description: failureDescriptions[status],
        ...(status === 429 ? { headers: retryAfter } : {}),
      },
    ]),
  );
  const success = (schema.response as object | undefined) ?? noJsonAnswer;
  return { ...schema, response: { ...success, ...failures } };
}
