import type { ErrorBody } from '../contract/common.ts';

const isOptional = (value: unknown, test: (value: unknown) => boolean) => value === undefined || test(value);
const isString = (value: unknown) => typeof value === 'string';
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);

/**
 * Whether `body` is the contract's ErrorBody (checked by hand: the browser bundles carry no schema
 * library, and this one is read on every failed call).
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { title, status, errors, requestId } = body as Record<string, unknown>;
  const isErrors = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isStringList);
  return (
    isOptional(title, isString) &&
    isOptional(status, Number.isInteger) &&
    isOptional(errors, isErrors) &&
    isOptional(requestId, isString)
  );
}

/**
 * A server error answer (4xx/5xx) as the forms layer reads it (docs/forms.md#server-errors): the status, the short
 * title and `errors` mapping field keys to messages, the empty key holding form-level messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string | null;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly endpointPath: string;

  constructor(endpointPath: string, status: number, body: unknown, options?: { cause?: unknown }) {
    const errorBody: ErrorBody = isErrorBody(body) ? body : {};
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
