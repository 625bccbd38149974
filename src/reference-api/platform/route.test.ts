import Fastify, { type FastifyInstance } from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../core/api/endpoint.ts';
import { ApiError } from './api-error.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import type { Principal } from './principal.ts';
import { apiPrefix, route } from './route.ts';

const someone: Principal = {
  accountId: 7,
  email: 'a@example.com',
  roles: ['Customer'],
  kind: 'customer',
  clientId: 1001,
  agentId: null,
};

const download = defineEndpoint({
  method: 'POST',
  path: '/Test/Download',
  secure: true,
  summary: 'a file',
  tag: 'Test',
  body: Type.Object({ name: Type.String({ maxLength: 20 }) }),
  response: 'binary',
});
const echo = defineEndpoint({
  method: 'GET',
  path: '/Test/Echo',
  secure: false,
  summary: 'an echo',
  tag: 'Test',
  query: Type.Object({ n: Type.Integer({ minimum: 1 }) }),
  response: Type.Object({ n: Type.Integer(), who: Type.Union([Type.String(), Type.Null()]) }),
});
const failing = defineEndpoint({
  method: 'POST',
  path: '/Test/Fail',
  secure: false,
  summary: 'fails',
  tag: 'Test',
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ ajv: { customOptions: { allErrors: true } } });
  await app.register(errorHandlerPlugin);
  // Stands in for the authenticate plugin: the header "Bearer ok" is a valid caller.
  app.decorate('resolvePrincipal', async (request) =>
    request.headers.authorization === 'Bearer ok' ? someone : null,
  );
  // A route group under the API prefix, as app.ts registers them.
  await app.register(
    async (api) => {
      route(api, download, async ({ body }) => ({
        filename: `${body.name}.txt`,
        contentType: 'text/plain',
        data: new TextEncoder().encode('hello'),
      }));
      route(api, echo, async ({ query, principalOrNull }) => ({
        n: query.n,
        who: principalOrNull?.email ?? null,
      }));
      route(api, failing, async ({ request }) => {
        if (request.headers['x-kind'] === 'api')
          throw new ApiError(409, 'errors.forbidden', { field: ['Taken'] });
        throw new Error('database exploded');
      });
    },
    { prefix: apiPrefix },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('route', () => {
  it('sends a binary answer as an attachment named both ways', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/customerportal/Test/Download',
      headers: { authorization: 'Bearer ok' },
      payload: { name: 'Bestellingen ü' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('hello');
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Bestellingen u.txt"; filename*=UTF-8''Bestellingen%20%C3%BC.txt`,
    );
  });

  it('refuses a secure endpoint without a caller with 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/customerportal/Test/Download',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('coerces and validates the query, and gives a non-secure handler the caller when there is one', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/customerportal/Test/Echo?n=3' });
    expect(anonymous.json()).toEqual({ n: 3, who: null });
    const known = await app.inject({
      method: 'GET',
      url: '/customerportal/Test/Echo?n=3',
      headers: { authorization: 'Bearer ok' },
    });
    expect(known.json()).toEqual({ n: 3, who: 'a@example.com' });
    const bad = await app.inject({
      method: 'GET',
      url: '/customerportal/Test/Echo?n=0',
      headers: { 'accept-language': 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ n: ['Mindestens 1'] });
  });

  it('answers an ApiError with its status, translated title and errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/customerportal/Test/Fail',
      headers: { 'x-kind': 'api', 'accept-language': 'nl' },
    });
    expect(response.json()).toEqual({
      title: 'U mag dit niet doen',
      status: 409,
      errors: { field: ['Taken'] },
    });
  });

  it('answers an unexpected error with a generic 500 that does not leak its message', async () => {
    const response = await app.inject({ method: 'POST', url: '/customerportal/Test/Fail' });
    expect(response.statusCode).toBe(500);
    // The request id lets a user quote the failure; the log line carries the same id (error-handler.test.ts).
    expect(response.json()).toEqual({ title: 'Unknown error', status: 500, requestId: expect.any(String) });
  });
});
