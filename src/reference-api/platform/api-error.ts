/**
 * An error with an HTTP status, answered as the contract's `ErrorBody` (docs/contract.md#errors):
 * `{ title, status, errors }`, where `errors` maps field keys to messages ('' = form level).
 * Throw it anywhere in a handler; the error handler turns it into the answer. A title or message
 * that is a key of `locales/<lng>/server.json` (e.g. `errors.clientForbidden`) is translated
 * into the request's language; any other text is sent as it is.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: Record<string, string[]> | undefined;
  /** Sent as the `Retry-After` header (a 429 or 503 says when to come back). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    title: string,
    errors?: Record<string, string[]>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(title);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
