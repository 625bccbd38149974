import type { TestApp } from '../../testing/test-app.ts';

/** Test helpers for the admin calls: a call as someone, and the demo password login. */
export function adminCalls(t: TestApp) {
  const call = (
    method: 'GET' | 'POST',
    path: string,
    accessToken: string | null,
    options: { payload?: object; query?: Record<string, string | number>; language?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/customerportal${path}`,
      ...(options.query
        ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
        : {}),
      ...(method === 'POST' ? { payload: options.payload ?? {} } : {}),
      headers: {
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        'accept-language': options.language ?? 'en',
      },
    });
  const post = (path: string, accessToken: string | null, payload: object = {}, language?: string) =>
    call('POST', path, accessToken, { payload, ...(language ? { language } : {}) });
  const get = (path: string, accessToken: string | null, query?: Record<string, string | number>) =>
    call('GET', path, accessToken, query ? { query } : {});
  /** The first table page with the request's defaults. */
  const table = (
    path: string,
    accessToken: string,
    request: object = {},
    query?: Record<string, string | number>,
  ) =>
    call('POST', path, accessToken, {
      payload: { page: 1, rowsPerPage: 100, ...request },
      ...(query ? { query } : {}),
    });
  return { call, post, get, table };
}
