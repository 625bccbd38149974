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
