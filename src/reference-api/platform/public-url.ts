/** Whether `host` (the HOST setting) listens on this machine only. */
export function isLoopbackHost(host: string): boolean {
  return ['127.0.0.1', '::1', 'localhost'].includes(host);
}

/**
 * The address links in mails start with: `PUBLIC_URL` (an http(s) address, a path allowed); without
 * it, on loopback, `http://localhost:<port>` from the server's own settings. A server beyond this
 * machine without `PUBLIC_URL` throws, with one line saying what to set: guessing the address from a
 * request's `Host` would let anyone send a victim a link to their own site (issue 23 §2).
 */
export function mailLinkOrigin(env: { PUBLIC_URL?: string }, host: string, port: number): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`PUBLIC_URL "${configured}" is not an address (e.g. https://portal.example.com)`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username)
      throw new Error(
        `PUBLIC_URL "${configured}" must be a plain http(s) address without query or credentials (e.g. https://portal.example.com)`,
      );
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  }
  if (isLoopbackHost(host)) return `http://localhost:${port}`;
  throw new Error(
    `HOST is ${host} (beyond this machine) but PUBLIC_URL is not set: set PUBLIC_URL to the portal's public address (e.g. https://portal.example.com), which the links in its mails start with`,
  );
}
