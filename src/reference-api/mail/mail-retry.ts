/**
 * Seconds to wait after each failed attempt before the next: about 1 min, 5 min, 30 min, 2 h. The
 * attempt after the last wait is the last: if it fails too, the mail is Failed (5 attempts in about
 * 2 h 36 min, enough to outlast a relay's restart or a short outage).
 */
export const defaultRetryDelaysSeconds: readonly number[] = [60, 5 * 60, 30 * 60, 2 * 60 * 60];

/** What nodemailer reports of a failed send. */
export interface SendError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The server's answer of a failed send as the e-mail log shows it: its SMTP reply, else what went wrong. */
export function failureAnswer(error: SendError): string {
  if (error.response) return error.response.trim();
  const what = error.message ?? String(error);
  return error.code ? `${error.code}: ${what}` : what;
}

/**
 * Whether a failure is final at once: a 5xx reply to the recipient or the message itself (no such
 * mailbox, message refused) does not change by trying again. A 4xx reply, a failed connection, a
 * timeout or a refused login (the relay's settings can be fixed meanwhile) is tried again.
 */
export function isPermanentFailure(error: SendError): boolean {
  return (
    (error.code === 'EENVELOPE' || error.code === 'EMESSAGE') &&
    typeof error.responseCode === 'number' &&
    error.responseCode >= 500
  );
}

/** When to try a mail again after its `attempts`-th attempt failed with `error`, or null: it has failed. */
export function nextAttemptAt(
  attempts: number,
  error: SendError,
  now: Date,
  delaysSeconds: readonly number[] = defaultRetryDelaysSeconds,
): Date | null {
  if (isPermanentFailure(error)) return null;
  const delay = delaysSeconds[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}
