// A backend that refuses, for the element browser tests: the page's HTTP client answers one call
// with an HTTP failure instead of sending it, so a test sees what an element makes of a refusal (a
// 400 with field messages, a 500) that the real server would not give it there. Test code only.
import { AxiosError } from 'axios';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';

/** Every call of `path` (e.g. `/Alerts/SetSubscription`) fails with `status` and the error body `body`, until the returned function runs. */
export function answerFailure(path: string, status: number, body: object): () => void {
  const { axios } = getPortalRuntime().http;
  const interceptor = axios.interceptors.request.use((config) => {
    if (config.url === path)
      config.adapter = (request) =>
        Promise.reject(
          new AxiosError('refused', 'ERR_BAD_RESPONSE', request, null, {
            status,
            statusText: '',
            headers: {},
            config: request,
            data: body,
          }),
        );
    return config;
  });
  return () => axios.interceptors.request.eject(interceptor);
}
