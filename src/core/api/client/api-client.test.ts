import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import Type, { type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { TokenStore } from '../../auth/token-store.ts';
import { createSessionEvents } from '../../events/session-events.ts';
import { createHttpClient } from '../../http/http-client.ts';
import { answer, bearerOf, expiredToken, validToken } from '../../http/testing/fake-transport.ts';
import { createMemoryStorage } from '../../storage/memory-storage.ts';
import type { ErrorBody } from '../contract/common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { generatedAnswerCheck } from './answer-check.ts';
import type { AnswerSchema } from './answer-problems.ts';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { ContractError } from './contract-error.ts';

/**
 * `schema` in the response slot as the browser contract has it (scripts/contract-checks.ts): a
 * generated check, here TypeBox's own check standing in for the code generated from the schema.
 */
const checked = <S extends TSchema>(schema: S): S =>
  generatedAnswerCheck((value) => Value.Check(schema, value), schema as AnswerSchema) as never;

const GetOrder = defineEndpoint({
  method: 'GET',
  path: '/Order/GetOrder',
  secure: true,
  summary: 'One order',
  tag: 'Order',
  query: Type.Object({ orderId: Type.Integer() }),
  response: checked(Type.Object({ orderId: Type.Integer(), customer: Type.String() })),
});

const Login = defineEndpoint({
  method: 'POST',
  path: '/Authentication/LoginWithCredentials',
  secure: false,
  summary: 'Log in',
  tag: 'Authentication',
  body: Type.Object({ emailAddress: Type.String(), password: Type.String() }),
  response: checked(Type.Object({ accessToken: Type.String(), refreshToken: Type.String() })),
});

const ExportOrders = defineEndpoint({
  method: 'POST',
  path: '/Order/ExportOrders',
  secure: true,
  summary: 'Orders as Excel',
  tag: 'Order',
  response: 'binary',
});

const Logout = defineEndpoint({
  method: 'POST',
  path: '/Authentication/Logout',
  secure: true,
  summary: 'x',
  tag: 'x',
});

function setup(handler: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>) {
  const tokens = new TokenStore(createMemoryStorage());
  tokens.setTokens({ accessToken: validToken('a'), refreshToken: 'r' });
  const sent: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({
    apiBase: '/customerportal',
    appVersion: '1.0.0',
    tokens,
    sessionEvents: createSessionEvents(),
    getLanguage: () => 'nl',
    adapter: (config) => {
      sent.push(config);
      return handler(config);
    },
  });
  return { api: createApiClient(http), sent, tokens };
}

describe('createApiClient', () => {
  it('sends a GET with query parameters and the bearer token, and returns the checked answer', async () => {
    const { api, sent } = setup((config) => answer(config, 200, { orderId: 12, customer: 'Acme' }));

    const order = await api.call(GetOrder, { query: { orderId: 12 } });

    expect(order).toEqual({ orderId: 12, customer: 'Acme' });
    expect(sent[0]?.method).toBe('get');
    expect(sent[0]?.url).toBe('/Order/GetOrder');
    expect(sent[0]?.params).toEqual({ orderId: 12 });
    expect(bearerOf(sent[0]!)).not.toBeNull();
  });

  it('sends a JSON body without a bearer token on a call that is not secure', async () => {
    const { api, sent } = setup((config) => answer(config, 200, { accessToken: 'a2', refreshToken: 'r2' }));

    await api.call(Login, { body: { emailAddress: 'x@y.nl', password: 'secret' } });

    expect(sent[0]?.method).toBe('post');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ emailAddress: 'x@y.nl', password: 'secret' });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('given an answer that breaks the contract, it rejects with a ContractError naming the path and the problem', async () => {
    const { api } = setup((config) => answer(config, 200, { orderId: 'twelve' }));

    const error = await api.call(GetOrder, { query: { orderId: 12 } }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ContractError);
    const contractError = error as ContractError;
    expect(contractError.endpointPath).toBe('/Order/GetOrder');
    expect(contractError.message).toContain('/Order/GetOrder');
    expect(contractError.problems.length).toBeGreaterThan(0);
    expect(contractError.problems.length).toBeLessThanOrEqual(3);
    expect(contractError.problems.map((problem) => problem.path)).toContain('/orderId');
  });

  it('given an error answer, it rejects with an ApiError carrying status, title and field errors', async () => {
    const body: ErrorBody = {
      title: 'Validation failed',
      status: 400,
      errors: { emailAddress: ['Unknown'], '': ['No'] },
    };
    const { api } = setup((config) => answer(config, 400, body));

    const error = await api
      .call(Login, { body: { emailAddress: 'x', password: 'y' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Validation failed',
      errors: { emailAddress: ['Unknown'], '': ['No'] },
      endpointPath: '/Authentication/LoginWithCredentials',
    });
  });

  it('given an error answer without the error body, it still gives an ApiError with its status', async () => {
    const { api } = setup((config) => answer(config, 500, '<html>Bad gateway</html>'));

    await expect(api.call(GetOrder, { query: { orderId: 1 } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      title: null,
      errors: {},
    });
  });

  it('returns a binary answer as a FileResponse and asks axios for a blob', async () => {
    const blob = new Blob(['xlsx bytes'], { type: 'application/vnd.ms-excel' });
    const { api, sent } = setup((config) =>
      answer(config, 200, blob, {
        'content-disposition': 'attachment; filename="orders.xlsx"',
        'content-type': 'application/vnd.ms-excel',
      }),
    );

    const file = await api.call(ExportOrders);

    expect(sent[0]?.responseType).toBe('blob');
    expect(await file.blob.text()).toBe('xlsx bytes');
    expect(file.contentDisposition).toBe('attachment; filename="orders.xlsx"');
    expect(file.contentType).toBe('application/vnd.ms-excel');
  });

  it('given an error answer to a binary call, it reads the error body out of the blob', async () => {
    const errorBlob = new Blob([JSON.stringify({ title: 'Too many rows' })], { type: 'application/json' });
    const { api } = setup((config) => answer(config, 422, errorBlob));

    await expect(api.call(ExportOrders)).rejects.toMatchObject({ status: 422, title: 'Too many rows' });
  });

  it('resolves undefined for a call without an answer schema', async () => {
    const { api } = setup((config) => answer(config, 200, ''));

    await expect(api.call(Logout)).resolves.toBeUndefined();
  });

  it('passes the abort signal on, so a cancelled query cancels its request', async () => {
    const { api, sent } = setup((config) => answer(config, 200, { orderId: 1, customer: 'A' }));
    const controller = new AbortController();

    await api.call(GetOrder, { query: { orderId: 1 }, signal: controller.signal });

    expect(sent[0]?.signal).toBe(controller.signal);
  });

  it('gives upload headers with a fresh bearer token, refreshing an expired one', async () => {
    const fresh = validToken('fresh');
    const { api, tokens, sent } = setup((config) =>
      answer(config, 200, { accessToken: fresh, refreshToken: 'r2' }),
    );
    tokens.setTokens({ accessToken: expiredToken('old'), refreshToken: 'r1' });

    const headers = await api.uploadHeaders();

    expect(headers).toEqual({
      Authorization: `Bearer ${fresh}`,
      'accept-language': 'nl',
      'app-version': '1.0.0',
    });
    expect(sent).toHaveLength(1);
  });
});
