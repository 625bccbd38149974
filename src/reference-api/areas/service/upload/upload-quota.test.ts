import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

// Small limits so the attacks fit in a test; the defaults are checked by their own test below.
const QUOTA = {
  maxUnattachedUploads: 4,
  maxUnattachedBytes: 200_000,
  maxStoredBytes: 1_000_000,
  maxOpenTransfers: 2,
  unfinishedTtlSeconds: 60 * 60,
  unattachedTtlSeconds: 24 * 60 * 60,
  attachedRetentionSeconds: 7 * 24 * 60 * 60,
  // The interval sweep is tested through the clock; its timer only has to run often.
  sweepIntervalSeconds: 0.05,
};
let now = Date.parse('2026-11-20T10:00:00Z');
const HOUR = 60 * 60 * 1000;
let pdf: Buffer;

const t = testAppPerFile({
  uploads: { ...QUOTA, clock: () => new Date(now) },
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });
beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Delivery damage report');
  pdf = Buffer.from(await doc.save());
});

/** A PDF of `size` bytes: a real PDF header and body, padded. */
const pdfOfSize = (size: number) => Buffer.concat([pdf, Buffer.alloc(Math.max(0, size - pdf.length), 32)]);

function processFile(headers: Record<string, string>, filename: string, data: Buffer, language = 'en') {
  const boundary = '----quota-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/customerportal/Upload/Upload',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': language,
    },
    payload,
  });
}

const startTransfer = (headers: Record<string, string>, length: number, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/customerportal/Upload/Upload',
    headers: { ...headers, 'upload-length': String(length), 'accept-language': language },
  });

const patch = (
  headers: Record<string, string>,
  id: string,
  offset: number,
  length: number,
  name: string,
  chunk: Buffer,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/customerportal/Upload/Upload?patch=${id}`,
    headers: {
      ...headers,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'upload-length': String(length),
      'upload-name': name,
    },
    payload: chunk,
  });

const head = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'HEAD', url: `/customerportal/Upload/Upload?patch=${id}`, headers });

const revert = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: '/customerportal/Upload/Delete', headers, payload: { serverId: id } });

async function accountIdOf(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'select account_id as id from accounts where email_address = $1',
    [email],
  );
  return row!.id;
}

async function clearUploads(email: string) {
  await t.db.query('delete from uploads where account_id = $1', [await accountIdOf(email)]);
}

describe('per-account quota', () => {
  it('given two open transfers, a third announced transfer answers 429 with a translated message', async () => {
    await clearUploads('customer@example.com');
    expect((await startTransfer(bearer('customer'), 50_000)).statusCode).toBe(200);
    expect((await startTransfer(bearer('customer'), 50_000)).statusCode).toBe(200);
    const third = await startTransfer(bearer('customer'), 50_000, 'nl');
    expect(third.statusCode).toBe(429);
    expect(third.json().title).toBe(
      'Er kunnen maximaal 2 bestanden tegelijk worden geüpload: wacht tot de andere klaar zijn',
    );
    expect(third.json().errors.filepond).toEqual([third.json().title]);
  });

  it('given 50 transfers announced at once, it accepts no more than the open-transfer limit', async () => {
    await clearUploads('agent@example.com');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => startTransfer(bearer('agent'), 25_000)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(QUOTA.maxOpenTransfers);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - QUOTA.maxOpenTransfers);
    const [row] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from uploads where account_id = $1',
      [await accountIdOf('agent@example.com')],
    );
    expect(row!.n).toBe(QUOTA.maxOpenTransfers);
  });

  it('given unattached files up to the byte quota, the next file answers 413 and nothing is stored', async () => {
    await clearUploads('customer@example.com');
    expect((await processFile(bearer('customer'), 'a.pdf', pdfOfSize(90_000))).statusCode).toBe(200);
    expect((await processFile(bearer('customer'), 'b.pdf', pdfOfSize(90_000))).statusCode).toBe(200);
    const over = await processFile(bearer('customer'), 'c.pdf', pdfOfSize(30_000), 'de');
    expect(over.statusCode).toBe(413);
    expect(over.json().title).toBe(
      'Ihre noch nicht gesendeten Dateien würden 0.2 MB überschreiten: senden oder entfernen Sie zuerst einige',
    );
    // An announced transfer counts at its announced length.
    expect((await startTransfer(bearer('customer'), 30_000)).statusCode).toBe(413);
    const [row] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from uploads where account_id = $1',
      [await accountIdOf('customer@example.com')],
    );
    expect(row!.n).toBe(2);
  });

  it('given the upload-count quota reached, the next file answers 429; a removed file frees its place', async () => {
    await clearUploads('customer@example.com');
    const ids: string[] = [];
    for (let i = 0; i < QUOTA.maxUnattachedUploads; i++) {
      const answer = await processFile(bearer('customer'), `photo-${i}.pdf`, pdf);
      expect(answer.statusCode).toBe(200);
      ids.push(answer.body);
    }
    const over = await processFile(bearer('customer'), 'one-more.pdf', pdf);
    expect(over.statusCode).toBe(429);
    expect(over.json().title).toBe('You already have 4 files waiting to be sent: send or remove some first');
    expect((await revert(bearer('customer'), ids[0]!)).statusCode).toBe(200);
    expect((await processFile(bearer('customer'), 'one-more.pdf', pdf)).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('given a transfer without progress for an hour, the next upload sweeps it and its chunks', async () => {
    await clearUploads('customer@example.com');
    const file = pdfOfSize(60_000);
    const id = (await startTransfer(bearer('customer'), file.length)).body;
    expect(
      (await patch(bearer('customer'), id, 0, file.length, 'a.pdf', file.subarray(0, 30_000))).statusCode,
    ).toBe(204);
    now += 59 * 60 * 1000;
    expect((await processFile(bearer('customer'), 'b.pdf', pdf)).statusCode).toBe(200);
    expect((await head(bearer('customer'), id)).headers['upload-offset']).toBe('30000');

    now += 2 * 60 * 1000;
    expect((await processFile(bearer('customer'), 'c.pdf', pdf)).statusCode).toBe(200);
    expect((await head(bearer('customer'), id)).statusCode).toBe(404);
    expect(await t.db.query('select 1 from upload_chunks where upload_id = $1', [id])).toEqual([]);
  });

  it('given a finished upload no message took, the interval sweep deletes it after 24 hours', async () => {
    await clearUploads('customer@example.com');
    const id = (await processFile(bearer('customer'), 'a.pdf', pdf)).body;
    const older = (await processFile(bearer('customer'), 'b.pdf', pdf)).body;
    await t.db.query('update uploads set updated_at = $2 where upload_id = $1', [
      older,
      new Date(now - 2 * HOUR).toISOString(),
    ]);
    now += 23 * HOUR;
    // Once the interval sweep took the older upload (25 hours old), the 23-hour-old one must remain.
    await vi.waitFor(
      async () => expect(await t.db.query('select 1 from uploads where upload_id = $1', [older])).toEqual([]),
      { timeout: 5000, interval: 50 },
    );
    expect(await t.db.query('select 1 from uploads where upload_id = $1', [id])).toHaveLength(1);
    now += 2 * HOUR;
    await vi.waitFor(
      async () => expect(await t.db.query('select 1 from uploads where upload_id = $1', [id])).toEqual([]),
      { timeout: 5000, interval: 50 },
    );
    expect(await t.db.query('select 1 from upload_chunks where upload_id = $1', [id])).toEqual([]);
  });

  it('given an attached upload, it outlives the unattached expiry and goes after the retention', async () => {
    await clearUploads('customer@example.com');
    const id = (await processFile(bearer('customer'), 'a.pdf', pdf)).body;
    await t.db.query('update uploads set attached_at = $2 where upload_id = $1', [
      id,
      new Date(now).toISOString(),
    ]);
    now += 48 * HOUR;
    expect((await processFile(bearer('customer'), 'b.pdf', pdf)).statusCode).toBe(200);
    expect(await t.db.query('select 1 from uploads where upload_id = $1', [id])).toHaveLength(1);
    now += 6 * 24 * HOUR;
    expect((await processFile(bearer('customer'), 'c.pdf', pdf)).statusCode).toBe(200);
    expect(await t.db.query('select 1 from uploads where upload_id = $1', [id])).toEqual([]);
  });
});

describe('storage layout', () => {
  it('given a chunked transfer, each chunk is its own row and nothing before it is rewritten', async () => {
    await clearUploads('customer@example.com');
    const file = pdfOfSize(90_000);
    const id = (await startTransfer(bearer('customer'), file.length)).body;
    for (let offset = 0; offset < file.length; offset += 30_000) {
      const chunk = file.subarray(offset, offset + 30_000);
      expect((await patch(bearer('customer'), id, offset, file.length, 'report.pdf', chunk)).statusCode).toBe(
        204,
      );
    }
    const rows = await t.db.query<{ offset: number; size: number }>(
      `select byte_offset::float8 as offset, length(data) as size from upload_chunks
        where upload_id = $1 order by byte_offset`,
      [id],
    );
    expect(rows).toEqual([
      { offset: 0, size: 30_000 },
      { offset: 30_000, size: 30_000 },
      { offset: 60_000, size: 30_000 },
    ]);
  });
});

describe('file names and types (docs/security.md#uploads)', () => {
  it('given a PDF named poly.html, it refuses it with 415 and a translated message', async () => {
    await clearUploads('customer@example.com');
    const whole = await processFile(bearer('customer'), 'poly.html', pdf, 'nl');
    expect(whole.statusCode).toBe(415);
    expect(whole.json().title).toBe(
      'De bestandsnaam past niet bij de inhoud: gebruik de extensie .jpg, .png of .pdf die klopt',
    );
    const id = (await startTransfer(bearer('customer'), pdf.length)).body;
    expect((await patch(bearer('customer'), id, 0, pdf.length, 'poly.html', pdf)).statusCode).toBe(415);
    expect((await head(bearer('customer'), id)).statusCode).toBe(404);
  });

  it('given a PDF sent in small chunks whose last name is poly.html, it refuses it at the end', async () => {
    const file = pdfOfSize(10_000);
    const id = (await startTransfer(bearer('customer'), file.length)).body;
    expect(
      (await patch(bearer('customer'), id, 0, file.length, 'a.pdf', file.subarray(0, 1000))).statusCode,
    ).toBe(204);
    expect(
      (await patch(bearer('customer'), id, 1000, file.length, 'poly.html', file.subarray(1000))).statusCode,
    ).toBe(415);
    expect((await head(bearer('customer'), id)).statusCode).toBe(404);
  });

  it('given Upload-Name ../../etc/passwd, it keeps only a safe base name with the extension of the content', async () => {
    await clearUploads('customer@example.com');
    const id = (await startTransfer(bearer('customer'), pdf.length)).body;
    const name = encodeURIComponent('../../etc/passwd');
    expect((await patch(bearer('customer'), id, 0, pdf.length, name, pdf)).statusCode).toBe(204);
    const [row] = await t.db.query<{ filename: string }>(
      'select filename from uploads where upload_id = $1',
      [id],
    );
    expect(row!.filename).toBe('passwd.pdf');
  });

  it('given control characters and a right-to-left override in the name, they are removed', async () => {
    const id = (await processFile(bearer('customer'), 'inv\u202eoice\u0007.pdf', pdf)).body;
    const [row] = await t.db.query<{ filename: string }>(
      'select filename from uploads where upload_id = $1',
      [id],
    );
    expect(row!.filename).toBe('invoice.pdf');
  });
});
