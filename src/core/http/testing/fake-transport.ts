import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * Test transport pieces: an axios adapter answers like a server, so the real interceptors run.
 * A custom adapter has to reject non-2xx answers itself (axios's own adapters do it in `settle`).
 */
export function answer(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<AxiosResponse> {
  const response: AxiosResponse = { data, status, statusText: String(status), headers, config, request: {} };
  if (status >= 200 && status < 300) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(
    new AxiosError(`Request failed with status code ${status}`, code, config, {}, response),
  );
}

/** A call that got no answer at all, as axios reports it. */
export function networkFailure(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
}

/** An unsigned JWT with `payload`: the client only decodes, it never verifies. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/**
 * A token valid for an hour, told apart by `name` (its `jti`). It names no account or session, so
 * all such tokens count as one session's, as a refresh's are (access-token-payload.ts `sessionHolderOf`).
 */
export function validToken(name: string, nowMs = Date.now()): string {
  return fakeJwt({ jti: name, exp: Math.floor(nowMs / 1000) + 3600, role: ['Customer'] });
}

/** A token that expired a minute ago. */
export function expiredToken(name: string, nowMs = Date.now()): string {
  return fakeJwt({ jti: name, exp: Math.floor(nowMs / 1000) - 60, role: ['Customer'] });
}

/** The Authorization header a request left with, or null. */
export function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers.get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer /, '') : null;
}
