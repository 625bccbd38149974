/** The refresh failed: the tokens are gone and `session-expired` has been signalled. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';

  constructor(cause?: unknown) {
    super('The session has expired: the access token could not be refreshed.', { cause });
  }
}
