import { ApiError } from '../../core/api/client/api-error.ts';
import { isNetworkError } from '../../core/http/network-error.ts';

/** Which message a failed info call shows (translation key under `errors.`). */
export type TrackingErrorKind = 'notFound' | 'forbidden' | 'unauthorized' | 'network' | 'unknown';

/** Classifies a failed track-and-trace call: 404 (also another client's number), 403, 401, no answer, else. */
export function trackingErrorKind(error: unknown): TrackingErrorKind {
  if (error instanceof ApiError && error.status === 404) return 'notFound';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  if (error instanceof ApiError && error.status === 401) return 'unauthorized';
  if (isNetworkError(error)) return 'network';
  return 'unknown';
}
