// A backend that breaks the contract, for the element browser tests: the page's HTTP client hands the
// API client another answer for one call, after the transport and before the answer check, so a
// test sees what a malformed answer from a real backend does to an element. Test code only.
import { ContractError } from '../../core/api/client/contract-error.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';

/** Every call of `path` (e.g. `/Order/GetOrdersTable`) is answered with `answer` until the returned function runs. */
export function answerMalformed(path: string, answer: unknown): () => void {
  const { axios } = getPortalRuntime().http;
  const interceptor = axios.interceptors.response.use((response) =>
    response.config.url === path ? { ...response, data: structuredClone(answer) } : response,
  );
  return () => axios.interceptors.response.eject(interceptor);
}

/** The ContractError a query of the page failed with for `path`, if one did. */
export function contractErrorOf(path: string): ContractError | undefined {
  return getPortalRuntime()
    .queryClient.getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .find((error): error is ContractError => error instanceof ContractError && error.endpointPath === path);
}
