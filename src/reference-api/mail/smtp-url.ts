/**
 * Checks SMTP_URL's form at start, so a typo stops the server with a line of its own instead of
 * every mail failing later. The message never repeats the value: it usually holds the password.
 */
export function checkSmtpUrl(value: string): void {
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // Not a URL at all: told below.
  }
  const problem =
    url === null
      ? 'is not a URL'
      : url.protocol !== 'smtp:' && url.protocol !== 'smtps:'
        ? `has the scheme "${url.protocol.replace(/:$/, '')}"`
        : url.hostname === ''
          ? 'names no host'
          : null;
  if (problem)
    throw new Error(
      `SMTP_URL ${problem}: it must look like smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (the value is not shown, as it may hold a password)`,
    );
}
