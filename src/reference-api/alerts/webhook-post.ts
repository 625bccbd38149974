import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  checkedLookup,
  checkUrlSyntax,
  ipLiteral,
  isTestReceiver,
  resolveWebhookHost,
  type TestReceivers,
} from './webhook-address.ts';

/** How one POST of a webhook ended: the answer's status, or what went wrong; and how long it took. */
export interface PostOutcome {
  /** The HTTP status answered, or null when there was no answer (`error` says why). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** What a webhook POST is given. */
export interface WebhookPost {
  url: string;
  /** The JSON payload, as signed. */
  body: string;
  headers: Record<string, string>;
  /** The whole call's limit, connection and answer included (`WEBHOOK_TIMEOUT_SECONDS`). */
  timeoutMs: number;
  testReceivers: TestReceivers;
}

/**
 * POSTs a webhook (docs/alerts.md#webhooks): to a checked address only (an IP literal checked here,
 * a name through `checkedLookup`, so the connection goes to the address checked after resolution),
 * within `timeoutMs`, no redirect followed (a 3xx is an answer like any other, and not a success),
 * the answer's body not read (the socket is closed once the status line and headers are in).
 */
export async function postWebhook(post: WebhookPost): Promise<PostOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = checkUrlSyntax(post.url, post.testReceivers);
  if (typeof url === 'string') return { statusCode: null, error: `refused: ${url}`, durationMs: took() };
  const testReceiver = isTestReceiver(url, post.testReceivers);
  try {
    // A literal address never goes through a lookup: checked here (names are checked in checkedLookup).
    if (!testReceiver && ipLiteral(url) !== null) await resolveWebhookHost(url.hostname);
  } catch (error) {
    return { statusCode: null, error: (error as Error).message, durationMs: took() };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: took() });
    };
    const req = send(url, {
      method: 'POST',
      headers: {
        ...post.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(post.body),
        'user-agent': 'CustomerPortal-Webhooks/1',
      },
      // A fresh connection per delivery: no pooled socket to an address checked for another URL.
      agent: false,
      ...(testReceiver ? {} : { lookup: checkedLookup as never }),
    });
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `timeout after ${post.timeoutMs} ms` });
      req.destroy();
    }, post.timeoutMs);
    req.on('response', (res) => {
      finish({ statusCode: res.statusCode ?? null, error: null });
      // The body is not wanted: the connection is closed rather than read to its end.
      res.destroy();
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      finish({ statusCode: null, error: error.code ? `${error.code}: ${error.message}` : error.message });
    });
    req.end(post.body);
  });
}
