import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

// Issue 23 §7: a multipart upload was read whole into memory before the quota refused it
// (+190 MB resident for 12 refused 24 MB uploads). Now the quota is asked before the body is read.
let port: number;

// Room for 1 MB: a 24 MB upload cannot fit.
const t = testAppPerFile({
  uploads: { maxUnattachedBytes: 1_000_000 },
  logins: { customer: 'customer@example.com' },
});
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
}, 60_000);

const FILE_SIZE = 24_000_000;
const PIECE = 64 * 1024;
const boundary = '----before-body-boundary';
const partHead = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
);
const partTail = Buffer.from(`\r\n--${boundary}--\r\n`);

/**
 * Sends an upload of a 24 MB file a piece at a time, each after the last has drained, and stops
 * as soon as the server answers. Resolves with the answer's status line and the file bytes sent.
 */
function upload(chunked: boolean) {
  const bodyLength = partHead.length + FILE_SIZE + partTail.length;
  const head =
    'POST /customerportal/Upload/Upload HTTP/1.1\r\nHost: localhost\r\n' +
    `Authorization: Bearer ${t.tokens.customer}\r\nAccept-Language: en\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${bodyLength}\r\n\r\n`);
  const frame = (data: Buffer) =>
    chunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
      : data;
  return new Promise<{ status: string; sent: number }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let done = false;
    const errors: string[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ status: answer.split('\r\n')[0] || errors.join(), sent });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) finish();
    });
    // A refusal closes the connection: writing on then fails, yet the answer may still be read.
    socket.on('error', (error) => {
      errors.push(String(error));
    });
    socket.on('close', finish);
    const next = () => {
      if (done) return;
      if (sent >= FILE_SIZE) {
        socket.write(chunked ? Buffer.concat([frame(partTail), Buffer.from('0\r\n\r\n')]) : partTail);
        return;
      }
      const piece = Buffer.alloc(Math.min(PIECE, FILE_SIZE - sent), 32);
      sent += piece.length;
      // A short pause after each piece lets the server answer while the file is still coming.
      if (socket.write(frame(piece))) setTimeout(next, 5);
      else socket.once('drain', () => setTimeout(next, 5));
    };
    socket.on('connect', () => {
      socket.write(head);
      socket.write(frame(partHead));
      next();
    });
    setTimeout(() => reject(new Error(`no answer after ${sent} bytes`)), 120_000).unref();
  });
}

describe('an upload over the quota', () => {
  it('given a declared length the quota cannot take, it answers 413 before the file is sent', async () => {
    const { status, sent } = await upload(false);
    expect(status).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent, `${sent} of ${FILE_SIZE} bytes sent before the answer`).toBeLessThan(FILE_SIZE / 4);
  });

  it('given no declared length (chunked), it answers 413 once the quota is passed, not after the whole file', async () => {
    const { status, sent } = await upload(true);
    expect(status).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent, `${sent} of ${FILE_SIZE} bytes sent before the answer`).toBeLessThan(FILE_SIZE / 4);
  });

  it('given refused uploads, it stores nothing of them', async () => {
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from uploads');
    expect(row?.n).toBe(0);
  });
});

/** Sends only the head of a request that declares a body, and answers the status line, or '' when none came in 5 s. */
function headOnly(head: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    };
    const timer = setTimeout(done, 5_000);
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) done();
    });
    socket.on('error', () => {});
    socket.on('connect', () => socket.write(head));
  });
}

describe('a chunk of a chunked transfer', () => {
  const patchHead = (id: string, length: number, offset: number) =>
    `PATCH /customerportal/Upload/Upload?patch=${id} HTTP/1.1\r\nHost: localhost\r\n` +
    `Authorization: Bearer ${t.tokens.customer}\r\nContent-Type: application/offset+octet-stream\r\n` +
    `Upload-Offset: ${offset}\r\nUpload-Length: 100000\r\nUpload-Name: a.pdf\r\nContent-Length: ${length}\r\n\r\n`;

  it('given an unknown transfer, it answers 404 before the chunk is sent', async () => {
    expect(await headOnly(patchHead('no-such-transfer', 5_000_000, 0))).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('given a declared length past the announced size, it answers 400 before the chunk is sent', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Upload/Upload',
      headers: { authorization: `Bearer ${t.tokens.customer}`, 'upload-length': '100000' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await headOnly(patchHead(started.body, 5_000_000, 0))).toMatch(/^HTTP\/1\.1 400 /);
    await t.app.inject({
      method: 'DELETE',
      url: '/customerportal/Upload/Upload',
      headers: { authorization: `Bearer ${t.tokens.customer}`, 'content-type': 'text/plain' },
      payload: started.body,
    });
  });
});
