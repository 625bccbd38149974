import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A webhook as the receiver got it: its path, headers and body, and whether its signature held. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The payload as `Webhook.verify` answers it, or null when the receiver knows no secret for the path. */
  verified: unknown;
}

/** How the receiver answers a path: a status (3xx with a Location), or `hang` (never answers). */
export type ReceiverAnswer = number | 'hang';

/**
 * A real webhook receiver on 127.0.0.1 for tests (docs/alerts.md#webhooks): it records every POST,
 * checks its signature with the `standardwebhooks` package's `Webhook.verify` when it knows the path's
 * secret (a bad one is answered 401 and recorded with `verified` null), and answers from a queue per
 * path (`answer`), else 200. On `port` (default: any free one; an end-to-end test names its own). A 3xx answer points at `/redirected`, which a sender must not follow.
 */
export async function startWebhookReceiver(port = 0) {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, ReceiverAnswer[]>();
  const secrets = new Map<string, string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets.get(path);
      let verified: unknown = null;
      let answer: ReceiverAnswer = answers.get(path)?.shift() ?? 200;
      if (secret) {
        try {
          verified = new Webhook(secret).verify(body, req.headers as Record<string, string>);
        } catch {
          answer = 401;
        }
      }
      received.push({ path, headers: req.headers, body, verified });
      if (answer === 'hang') return;
      res.writeHead(answer, answer >= 300 && answer < 400 ? { location: '/redirected' } : {});
      // A long answer body: the sender must not wait for it.
      res.end('x'.repeat(answer === 200 ? 10 : 100_000));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    port: listening,
    /** The receiver's address as `WEBHOOK_TEST_RECEIVERS` names it. */
    hostPort: `127.0.0.1:${listening}`,
    url: (path: string) => `http://127.0.0.1:${listening}${path}`,
    received,
    /** The webhooks received at a path, oldest first. */
    at: (path: string) => received.filter((r) => r.path === path),
    /** Answers the next POSTs to `path` with these, in order (then 200). */
    answer(path: string, ...queue: ReceiverAnswer[]) {
      answers.set(path, [...(answers.get(path) ?? []), ...queue]);
    },
    /** Verifies the signatures of POSTs to `path` with this secret (`whsec_…`). */
    verifyWith(path: string, secret: string) {
      secrets.set(path, secret);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
