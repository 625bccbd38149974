import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/db.ts';

/** An upload as its owner sees it, without the bytes. */
export interface UploadRecord {
  uploadId: string;
  filename: string | null;
  contentType: string | null;
  size: number;
  received: number;
  status: 'Receiving' | 'Complete';
}

const RECORD_COLUMNS = `upload_id as "uploadId", filename, content_type as "contentType", size::float8 as size,
  received::float8 as received, status`;

// Bytes cross the driver as hex in and base64 out: PGlite's own bytea conversion is several
// times slower for megabyte chunks, and the same SQL works on PostgreSQL.
const hex = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
const fromBase64 = (text: string | null) => new Uint8Array(Buffer.from(text ?? '', 'base64'));

/** Random, unguessable ids: the id is all FilePond shows and sends back. */
function newUploadId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The uploads table, always filtered by the owning account: another account's id behaves
 * exactly like an unknown one.
 */
export class UploadStore {
  constructor(private readonly db: Db) {}

  /** Stores a whole file received in one request. */
  async createComplete(accountId: number, file: { filename: string; contentType: string; data: Uint8Array }) {
    const uploadId = newUploadId();
    await this.db.query(
      `insert into uploads (upload_id, account_id, filename, content_type, size, received, data, status)
       values ($1, $2, $3, $4, $5, $5, decode($6, 'hex'), 'Complete')`,
      [uploadId, accountId, file.filename, file.contentType, file.data.length, hex(file.data)],
    );
    return uploadId;
  }

  /** Starts a chunked transfer of `size` bytes, dropping the account's transfers abandoned for a day. */
  async createTransfer(accountId: number, size: number) {
    await this.db.query(
      `delete from uploads where account_id = $1 and status = 'Receiving' and created_at < now() - interval '1 day'`,
      [accountId],
    );
    const uploadId = newUploadId();
    await this.db.query(
      `insert into uploads (upload_id, account_id, size, status) values ($1, $2, $3, 'Receiving')`,
      [uploadId, accountId, size],
    );
    return uploadId;
  }

  async find(accountId: number, uploadId: string): Promise<UploadRecord | undefined> {
    const [row] = await this.db.query<UploadRecord>(
      `select ${RECORD_COLUMNS} from uploads where upload_id = $1 and account_id = $2`,
      [uploadId, accountId],
    );
    return row;
  }

  /**
   * Appends a chunk only if it starts exactly where the received bytes end; the offset check and
   * the append are one statement, so a wrong or concurrent chunk changes nothing. Returns the new
   * received length, or undefined when the offset did not match.
   */
  async append(accountId: number, uploadId: string, offset: number, chunk: Uint8Array, filename: string) {
    const [row] = await this.db.query<{ received: number }>(
      `update uploads set data = data || decode($4, 'hex'), received = received + $5, filename = $6
        where upload_id = $1 and account_id = $2 and received = $3 and status = 'Receiving'
          and received + $5 <= size
       returning received::float8 as received`,
      [uploadId, accountId, offset, hex(chunk), chunk.length, filename],
    );
    return row?.received;
  }

  /** The first bytes of an upload, enough to recognise its type. */
  async head(accountId: number, uploadId: string, length: number): Promise<Uint8Array> {
    const [row] = await this.db.query<{ head: string }>(
      `select encode(substring(data from 1 for $3), 'base64') as head from uploads where upload_id = $1 and account_id = $2`,
      [uploadId, accountId, length],
    );
    return fromBase64(row?.head ?? null);
  }

  async complete(accountId: number, uploadId: string, contentType: string) {
    await this.db.query(
      `update uploads set status = 'Complete', content_type = $3 where upload_id = $1 and account_id = $2`,
      [uploadId, accountId, contentType],
    );
  }

  /** The stored bytes of an upload. */
  async data(accountId: number, uploadId: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db.query<{ data: string }>(
      `select encode(data, 'base64') as data from uploads where upload_id = $1 and account_id = $2`,
      [uploadId, accountId],
    );
    return row ? fromBase64(row.data) : undefined;
  }

  /** Deletes an upload of the account; false when there was none. */
  async delete(accountId: number, uploadId: string): Promise<boolean> {
    const rows = await this.db.query(
      'delete from uploads where upload_id = $1 and account_id = $2 returning upload_id',
      [uploadId, accountId],
    );
    return rows.length > 0;
  }

  /** The completed uploads of the account among `uploadIds`. */
  async findComplete(accountId: number, uploadIds: readonly string[]): Promise<UploadRecord[]> {
    if (uploadIds.length === 0) return [];
    return this.db.query<UploadRecord>(
      `select ${RECORD_COLUMNS} from uploads
        where account_id = $1 and status = 'Complete' and upload_id = any($2::text[])`,
      [accountId, [...uploadIds]],
    );
  }
}
