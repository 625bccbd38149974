import type { AxiosResponse } from 'axios';
import { isAxiosError } from 'axios';
import type { HttpClient } from '../../http/http-client.ts';
import type { Endpoint, EndpointBody, EndpointQuery, EndpointResponse, FileResponse } from '../endpoint.ts';
import { answerCheckOf } from './answer-check-of.ts';
import { ApiError } from './api-error.ts';
import { ContractError } from './contract-error.ts';

/** How many schema violations a ContractError names: enough to debug, short enough to read. */
const MAX_PROBLEMS = 3;

/** What one call sends besides the endpoint itself. */
export interface CallInput<E extends Endpoint> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
}

/** Typed calls of the `/customerportal` contract. */
export interface ApiClient {
  /** Sends one contract call and resolves with its checked answer; rejects with ApiError or ContractError. */
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  /** A usable access token (refreshed if expired) for XHRs we do not send ourselves. */
  getFreshAccessToken(): Promise<string | null>;
  /** After a 401 to an XHR of ours that left with `sentWithToken`: the token to retry with, null when logged out. */
  tokenAfterUnauthorized(sentWithToken: string | null): Promise<string | null>;
  /** Headers for FilePond's own XHRs: a fresh bearer token, the language and the app version. */
  uploadHeaders(): Promise<Record<string, string>>;
}

/** Reads an error body that may arrive as a Blob (binary calls) or as parsed JSON. */
async function readErrorBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

function header(response: AxiosResponse, name: string): string | null {
  const value: unknown = response.headers[name];
  return typeof value === 'string' ? value : null;
}

function checkAnswer(endpoint: Endpoint, data: unknown): void {
  const answerCheck = answerCheckOf(endpoint.response);
  if (answerCheck.check(data)) return;
  throw new ContractError(endpoint.path, answerCheck.problems(data, MAX_PROBLEMS));
}

/** Creates the typed client over the page's HTTP client. */
/**
 * The typed calls over `http`. Given a `language`, every call asks for answers in it (an element
 * with its own `lang`); without one, calls follow the page's language.
 */
export function createApiClient(http: HttpClient, language?: string): ApiClient {
  const languageHeaders: Record<string, string> = language ? { 'accept-language': language } : {};
  const call = async <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) => {
    const binary = endpoint.response === 'binary';
    let response: AxiosResponse<unknown>;
    try {
      response = await http.axios.request<unknown>({
        method: endpoint.method,
        url: endpoint.path,
        secure: endpoint.secure,
        params: input.query,
        data: input.body,
        signal: input.signal,
        headers: languageHeaders,
        responseType: binary ? 'blob' : 'json',
      });
    } catch (error) {
      if (isAxiosError(error) && error.response) {
        const body = await readErrorBody(error.response.data);
        throw new ApiError(endpoint.path, error.response.status, body, { cause: error });
      }
      throw error;
    }
    if (endpoint.response === 'binary') {
      const blob = response.data instanceof Blob ? response.data : new Blob([String(response.data ?? '')]);
      const file: FileResponse = {
        blob,
        contentDisposition: header(response, 'content-disposition'),
        contentType: header(response, 'content-type'),
      };
      return file as EndpointResponse<E>;
    }
    if (endpoint.response === undefined) return undefined as EndpointResponse<E>;
    checkAnswer(endpoint, response.data);
    return response.data as EndpointResponse<E>;
  };

  return {
    call,
    getFreshAccessToken: http.getFreshAccessToken,
    tokenAfterUnauthorized: http.tokenAfterUnauthorized,
    async uploadHeaders() {
      const token = await http.getFreshAccessToken();
      const headers: Record<string, string> = { ...http.commonHeaders(), ...languageHeaders };
      if (token) headers.Authorization = `Bearer ${token}`;
      return headers;
    },
  };
}
