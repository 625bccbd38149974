import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived at the test's SMTP server, parsed. */
export interface ArrivedMail {
  /** The envelope's recipients (RCPT TO). */
  envelopeTo: string[];
  envelopeFrom: string;
  parsed: ParsedMail;
}

/** A real SMTP server for a test (smtp-server), which keeps what arrives, parsed (mailparser). */
export interface SmtpTestServer {
  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  arrived: ArrivedMail[];
  /** Resolves with the first mail to `to` that arrives (or arrived) after `since` mails, else rejects after `timeoutMs`. */
  waitFor(to: string, options?: { timeoutMs?: number; since?: number }): Promise<ArrivedMail>;
  /** Answers every mail with this SMTP error until set back to null (a full mailbox, a down relay). */
  refuseWith(error: { code: number; message: string } | null): void;
  stop(): Promise<void>;
}

export const smtpTestUser = { user: 'portal', pass: 'smtp-test-password' };

/**
 * Starts an SMTP server on loopback (`port` 0: any free port) that requires the test user's login,
 * takes plain connections (no TLS), and parses every mail it accepts.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const arrived: ArrivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpTestUser.user && auth.password === smtpTestUser.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusal) {
            const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
            return callback(error);
          }
          arrived.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${smtpTestUser.user}:${smtpTestUser.pass}@127.0.0.1:${bound}`,
    port: bound,
    arrived,
    waitFor(to, { timeoutMs = 15_000, since = 0 } = {}) {
      const address = to.toLowerCase();
      const find = () => arrived.slice(since).find((mail) => mail.envelopeTo.includes(address));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms (${arrived.length} arrived)`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    refuseWith(error) {
      refusal = error;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
