import { Value } from 'typebox/value';
import { ErrorBody } from '../contract/common.ts';

/**
 * A server error answer (4xx/5xx) as the forms layer reads it (spec §8): the status, the short
 * title and `errors` mapping field keys to messages, the empty key holding form-level messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string | null;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly endpointPath: string;

  constructor(endpointPath: string, status: number, body: unknown, options?: { cause?: unknown }) {
    const errorBody = Value.Check(ErrorBody, body) ? body : {};
    const title = errorBody.title ?? null;
    super(`${endpointPath} failed with HTTP ${status}${title ? `: ${title}` : ''}`, options);
    this.endpointPath = endpointPath;
    this.status = status;
    this.title = title;
    this.errors = errorBody.errors ?? {};
  }
}

/**
 * The reason the API stated for a refused call (a 4xx answer's title, already in the request's
 * language), for the screen to show instead of a generic "could not load"; null for anything else:
 * a server failure (5xx), no answer at all, or an answer without a title.
 */
export function statedReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.title?.trim() || null;
}
