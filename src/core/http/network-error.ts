import { isAxiosError } from 'axios';

/**
 * True for a call that got no answer at all (server down, offline, CORS refused): axios's
 * `ERR_NETWORK`. The portal sends the user to login (docs/screens/shell.md#session-signals) with `trigger=ERR_NETWORK`, but only after the
 * query layer's retries, so this only classifies; the runtime's caches do the signalling.
 */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && error.response === undefined && error.code === 'ERR_NETWORK';
}
