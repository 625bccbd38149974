import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDb } from '../testing/test-db.ts';

// Issue 23 §7: 150 connections trickling a body stayed open for ever. A client that sends its
// request slower than the request timeout is answered 408 and cut off.
let db: Db;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  app = await buildApp({
    db,
    staticDir: null,
    mailDropDir: null,
    timeouts: { requestMs: 1_000, headersMs: 1_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await app.close();
  await db.close();
});

/**
 * Sends `head`, then `trickle` one byte every 100 ms; resolves with what the server answered, how
 * many trickled bytes went out, and whether the server closed the connection before the last one.
 */
function trickle(head: string, trickled: string) {
  return new Promise<{ answer: string; sent: number; cutOff: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let closed = false;
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, sent, cutOff: closed && sent < trickled.length });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.write(head);
    const timer = setInterval(() => {
      if (closed) return;
      if (sent === trickled.length) {
        // Everything went out and the server still holds the connection: give it one more second.
        clearInterval(timer);
        setTimeout(finish, 1_000);
        return;
      }
      socket.write(trickled[sent++]!);
    }, 100);
  });
}

describe('a client that sends its request slowly', () => {
  it('given a body trickled a byte at a time, it answers 408 and closes the connection before the body is complete', async () => {
    const body = JSON.stringify({ emailAddress: 'slow@example.com', password: 'x'.repeat(40) });
    const { answer, sent, cutOff } = await trickle(
      'POST /customerportal/Authentication/LoginWithCredentials HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(cutOff, `sent ${sent} of ${body.length} bytes; answer: ${answer}`).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('given headers trickled a byte at a time, it answers 408 and closes the connection', async () => {
    const headers = `Accept-Language: en\r\nX-Slow: ${'s'.repeat(60)}\r\n\r\n`;
    const { answer, sent, cutOff } = await trickle(
      'GET /customerportal/Language/GetLanguages HTTP/1.1\r\nHost: localhost\r\n',
      headers,
    );
    expect(cutOff, `sent ${sent} of ${headers.length} bytes; answer: ${answer}`).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('given a request sent at once, it is answered as ever', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/customerportal/Language/GetLanguages`);
    expect(answer.status).toBe(200);
  });
});
