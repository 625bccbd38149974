import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const CHUNK = 5_000_000;

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

async function pdfBytes(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Delivery damage report');
  return Buffer.from(await pdf.save());
}

/** An .exe: the MZ header and DOS stub, whatever the name says. */
const exeBytes = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from('This program cannot be run in DOS mode.'),
  Buffer.alloc(5000),
]);

/** The multipart body FilePond sends: the metadata field, then the file, both named `filepond`. */
function filepondForm(filename: string, contentType: string, data: Buffer) {
  const boundary = '----filepond-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{"purpose":"contact"}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function processFile(headers: Record<string, string>, filename: string, contentType: string, data: Buffer) {
  const form = filepondForm(filename, contentType, data);
  return t.app.inject({
    method: 'POST',
    url: '/customerportal/Upload/Upload',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

function startTransfer(headers: Record<string, string>, length: number) {
  return t.app.inject({
    method: 'POST',
    url: '/customerportal/Upload/Upload',
    headers: { ...headers, 'upload-length': String(length) },
  });
}

function patch(
  headers: Record<string, string>,
  id: string,
  offset: number,
  length: number,
  name: string,
  chunk: Buffer,
) {
  return t.app.inject({
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
}

const head = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'HEAD', url: `/customerportal/Upload/Upload?patch=${id}`, headers });

/** The file as stored: its chunk rows in offset order. */
async function storedBytes(id: string): Promise<Buffer> {
  const rows = await t.db.query<{ data: string }>(
    `select encode(data, 'base64') as data from upload_chunks where upload_id = $1 order by byte_offset`,
    [id],
  );
  return Buffer.concat(rows.map((row) => Buffer.from(row.data, 'base64')));
}

describe('FilePond process (one request)', () => {
  it('given a PDF, it answers the server id as plain text and stores the file', async () => {
    const data = await pdfBytes();
    const response = await processFile(bearer('customer'), 'schade.pdf', 'application/pdf', data);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const id = response.body;
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect((await storedBytes(id)).equals(data)).toBe(true);
    const [row] = await t.db.query(
      'select filename, content_type, status from uploads where upload_id = $1',
      [id],
    );
    expect(row).toEqual({ filename: 'schade.pdf', content_type: 'application/pdf', status: 'Complete' });
  });

  it('given an .exe renamed .pdf, it refuses it with a translated message and stores nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from uploads');
    const form = filepondForm('invoice.pdf', 'application/pdf', exeBytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Upload/Upload',
      headers: { ...bearer('customer'), 'content-type': form.contentType, 'accept-language': 'nl' },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().title).toBe('Bestand is van een ongeldig type. Verwacht JPEG, PNG of PDF');
    expect(await t.db.query('select count(*)::int as n from uploads')).toEqual(before);
  });

  it('given an ignored system file name, it refuses it', async () => {
    const response = await processFile(bearer('customer'), 'Thumbs.db', 'image/png', await pdfBytes());
    expect(response.statusCode).toBe(400);
  });

  it('given a file above 25 MB, it answers 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25_000_001)]);
    const response = await processFile(bearer('customer'), 'big.pdf', 'application/pdf', big);
    expect(response.statusCode).toBe(413);
  });

  it('without a token, it answers 401', async () => {
    const response = await processFile({}, 'schade.pdf', 'application/pdf', await pdfBytes());
    expect(response.statusCode).toBe(401);
  });
});

describe('FilePond chunked transfer', () => {
  it('given a 12 MB file in 5,000,000-byte chunks, it reassembles it byte for byte and HEAD tells the offset', async () => {
    const file = Buffer.concat([await pdfBytes(), randomBytes(12_000_000)]);
    const start = await startTransfer(bearer('customer'), file.length);
    expect(start.statusCode).toBe(200);
    const id = start.body;
    for (let offset = 0; offset < file.length; offset += CHUNK) {
      const chunk = file.subarray(offset, offset + CHUNK);
      const response = await patch(
        bearer('customer'),
        id,
        offset,
        file.length,
        'Lieferschein-Schäden.pdf',
        chunk,
      );
      expect(response.statusCode).toBe(204);
      const resume = await head(bearer('customer'), id);
      expect(resume.statusCode).toBe(200);
      expect(resume.headers['upload-offset']).toBe(String(offset + chunk.length));
    }
    expect((await storedBytes(id)).equals(file)).toBe(true);
    const [row] = await t.db.query(
      'select filename, content_type, status from uploads where upload_id = $1',
      [id],
    );
    expect(row).toEqual({
      filename: 'Lieferschein-Schäden.pdf',
      content_type: 'application/pdf',
      status: 'Complete',
    });
  });

  it('given a chunk with a gap or a repeated offset, it answers 409 with the received offset and keeps the bytes', async () => {
    const file = Buffer.concat([await pdfBytes(), randomBytes(7_000_000)]);
    const id = (await startTransfer(bearer('customer'), file.length)).body;
    expect(
      (await patch(bearer('customer'), id, 0, file.length, 'a.pdf', file.subarray(0, CHUNK))).statusCode,
    ).toBe(204);
    const before = await storedBytes(id);

    const gap = await patch(
      bearer('customer'),
      id,
      CHUNK + 10,
      file.length,
      'a.pdf',
      file.subarray(CHUNK + 10),
    );
    expect(gap.statusCode).toBe(409);
    expect(gap.headers['upload-offset']).toBe(String(CHUNK));
    const repeated = await patch(bearer('customer'), id, 0, file.length, 'a.pdf', file.subarray(0, CHUNK));
    expect(repeated.statusCode).toBe(409);

    expect((await storedBytes(id)).equals(before)).toBe(true);
    expect((await head(bearer('customer'), id)).headers['upload-offset']).toBe(String(CHUNK));
    // The transfer resumes at the offset HEAD gave.
    expect(
      (await patch(bearer('customer'), id, CHUNK, file.length, 'a.pdf', file.subarray(CHUNK))).statusCode,
    ).toBe(204);
    expect((await storedBytes(id)).equals(file)).toBe(true);
  });

  it('given an .exe sent in chunks as .pdf, it refuses the first chunk and drops the transfer', async () => {
    const file = Buffer.concat([exeBytes, randomBytes(6_000_000)]);
    const id = (await startTransfer(bearer('customer'), file.length)).body;
    const response = await patch(
      bearer('customer'),
      id,
      0,
      file.length,
      'setup.pdf',
      file.subarray(0, CHUNK),
    );
    expect(response.statusCode).toBe(415);
    expect((await head(bearer('customer'), id)).statusCode).toBe(404);
  });

  it('given an announced length above 25 MB, it refuses to start', async () => {
    expect((await startTransfer(bearer('customer'), 25_000_001)).statusCode).toBe(413);
  });
});

describe('revert and ownership', () => {
  it('given a DELETE with the id as body, it deletes the upload', async () => {
    const id = (await processFile(bearer('customer'), 'photo.pdf', 'application/pdf', await pdfBytes())).body;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/customerportal/Upload/Upload',
      headers: { ...bearer('customer'), 'content-type': 'text/plain' },
      payload: id,
    });
    expect(response.statusCode).toBe(204);
    expect(await t.db.query('select 1 from uploads where upload_id = $1', [id])).toEqual([]);
  });

  it('given POST /Upload/Delete, it deletes the upload', async () => {
    const id = (await processFile(bearer('customer'), 'photo.pdf', 'application/pdf', await pdfBytes())).body;
    const response = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Upload/Delete',
      headers: bearer('customer'),
      payload: { serverId: id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await t.db.query('select 1 from uploads where upload_id = $1', [id])).toEqual([]);
  });

  it('given another account, it cannot resume, patch or delete the upload', async () => {
    const file = Buffer.concat([await pdfBytes(), randomBytes(6_000_000)]);
    const id = (await startTransfer(bearer('customer'), file.length)).body;
    expect(
      (await patch(bearer('customer'), id, 0, file.length, 'a.pdf', file.subarray(0, CHUNK))).statusCode,
    ).toBe(204);
    const before = await storedBytes(id);

    expect((await head(bearer('agent'), id)).statusCode).toBe(404);
    expect(
      (await patch(bearer('agent'), id, CHUNK, file.length, 'a.pdf', file.subarray(CHUNK))).statusCode,
    ).toBe(404);
    const revert = await t.app.inject({
      method: 'DELETE',
      url: '/customerportal/Upload/Upload',
      headers: { ...bearer('agent'), 'content-type': 'text/plain' },
      payload: id,
    });
    expect(revert.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Upload/Delete',
      headers: bearer('agent'),
      payload: { serverId: id },
    });
    expect(remove.statusCode).toBe(404);

    expect((await storedBytes(id)).equals(before)).toBe(true);
    expect((await head(bearer('customer'), id)).headers['upload-offset']).toBe(String(CHUNK));
  });
});
