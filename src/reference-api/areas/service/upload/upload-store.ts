import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/db.ts';
import {
  defaultUploadQuota,
  type QuotaExceeded,
  type UploadOptions,
  type UploadQuota,
  UploadQuotaError,
} from './upload-quota.ts';

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

/** The advisory-lock namespace of per-account quota checks (the migration's number). */
const QUOTA_LOCK = 36;

// Bytes cross the driver as hex in and base64 out: PGlite's own bytea conversion is several
// times slower for megabyte chunks, and the same SQL works on PostgreSQL.
const hex = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
const fromBase64 = (text: string | null) => Buffer.from(text ?? '', 'base64');

/** Random, unguessable ids: the id is all FilePond shows and sends back. */
function newUploadId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The uploads table, always filtered by the owning account: another account's id behaves
 * exactly like an unknown one. Each chunk is its own row of `upload_chunks` (nothing written
 * before is rewritten), assembled in offset order on read. New uploads are checked against the
 * account's quota, and expired uploads are swept (see UploadQuota).
 */
export class UploadStore {
  readonly quota: Readonly<UploadQuota>;
  private readonly now: () => Date;
  private deletedSinceVacuum = false;

  constructor(
    private readonly db: Db,
    options: UploadOptions = {},
  ) {
    const { clock, ...quota } = options;
    this.quota = { ...defaultUploadQuota, ...quota };
    this.now = clock ?? (() => new Date());
  }

  private stamp(secondsAgo = 0): string {
    return new Date(this.now().getTime() - secondsAgo * 1000).toISOString();
  }

  /** Stores a whole file received in one request; throws UploadQuotaError over the quota. */
  async createComplete(accountId: number, file: { filename: string; contentType: string; data: Uint8Array }) {
    await this.sweep();
    const uploadId = newUploadId();
    await this.db.transaction(async (tx) => {
      await this.checkQuota(tx, accountId, file.data.length, false);
      await tx.query(
        `insert into uploads (upload_id, account_id, filename, content_type, size, received, status, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5, 'Complete', $6, $6)`,
        [uploadId, accountId, file.filename, file.contentType, file.data.length, this.stamp()],
      );
      await tx.query(
        `insert into upload_chunks (upload_id, byte_offset, data) values ($1, 0, decode($2, 'hex'))`,
        [uploadId, hex(file.data)],
      );
    });
    return uploadId;
  }

  /** Starts a chunked transfer of `size` bytes; throws UploadQuotaError over the quota. */
  async createTransfer(accountId: number, size: number) {
    await this.sweep();
    const uploadId = newUploadId();
    await this.db.transaction(async (tx) => {
      await this.checkQuota(tx, accountId, size, true);
      await tx.query(
        `insert into uploads (upload_id, account_id, size, status, created_at, updated_at)
         values ($1, $2, $3, 'Receiving', $4, $4)`,
        [uploadId, accountId, size, this.stamp()],
      );
    });
    return uploadId;
  }

  /**
   * Throws when one more upload of `size` bytes would pass a limit. The advisory lock makes the
   * check and the insert after it one step per account, so parallel requests cannot all pass.
   */
  private async checkQuota(tx: Db, accountId: number, size: number, transfer: boolean) {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [QUOTA_LOCK, accountId]);
    const usage = await this.usage(tx, accountId);
    this.room(usage, transfer);
    const q = this.quota;
    if (usage.unattached + size > q.maxUnattachedBytes)
      throw new UploadQuotaError('unattachedBytes', q.maxUnattachedBytes);
    if (usage.stored + size > q.maxStoredBytes) throw new UploadQuotaError('storedBytes', q.maxStoredBytes);
  }

  /**
   * The most bytes one more upload may have now, and the limit that sets it; throws
   * UploadQuotaError when no upload at all fits. Asked before a file's bytes are read, so a file
   * over the quota is refused from its declared size, or cut off where it passes the quota.
   * The insert still checks again under the lock.
   */
  async roomFor(accountId: number): Promise<{ bytes: number; binding: QuotaExceeded; limit: number }> {
    await this.sweep();
    const room = this.room(await this.usage(this.db, accountId), false);
    if (room.bytes <= 0) throw new UploadQuotaError(room.binding, room.limit);
    return room;
  }

  private async usage(db: Db, accountId: number) {
    const [usage] = await db.query<{ count: number; unattached: number; stored: number; open: number }>(
      `select count(*) filter (where attached_at is null)::int as count,
              coalesce(sum(size) filter (where attached_at is null), 0)::float8 as unattached,
              coalesce(sum(size), 0)::float8 as stored,
              count(*) filter (where status = 'Receiving')::int as open
         from uploads where account_id = $1`,
      [accountId],
    );
    return usage ?? { count: 0, unattached: 0, stored: 0, open: 0 };
  }

  /** Throws when one more upload would pass a count limit; otherwise the bytes it may still have. */
  private room(
    usage: { count: number; unattached: number; stored: number; open: number },
    transfer: boolean,
  ) {
    const q = this.quota;
    if (transfer && usage.open + 1 > q.maxOpenTransfers)
      throw new UploadQuotaError('openTransfers', q.maxOpenTransfers);
    if (usage.count + 1 > q.maxUnattachedUploads) throw new UploadQuotaError('count', q.maxUnattachedUploads);
    const unattached = q.maxUnattachedBytes - usage.unattached;
    const stored = q.maxStoredBytes - usage.stored;
    return unattached <= stored
      ? { bytes: unattached, binding: 'unattachedBytes' as const, limit: q.maxUnattachedBytes }
      : { bytes: stored, binding: 'storedBytes' as const, limit: q.maxStoredBytes };
  }

  async find(accountId: number, uploadId: string): Promise<UploadRecord | undefined> {
    const [row] = await this.db.query<UploadRecord>(
      `select ${RECORD_COLUMNS} from uploads where upload_id = $1 and account_id = $2`,
      [uploadId, accountId],
    );
    return row;
  }

  /**
   * Adds a chunk only if it starts exactly where the received bytes end; the offset check and the
   * new chunk row are one transaction, so a wrong or concurrent chunk changes nothing. Returns the
   * new received length, or undefined when the offset did not match.
   */
  async append(accountId: number, uploadId: string, offset: number, chunk: Uint8Array, filename: string) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ received: number }>(
        `update uploads set received = received + $4, filename = $5, updated_at = $6
          where upload_id = $1 and account_id = $2 and received = $3 and status = 'Receiving'
            and received + $4 <= size
         returning received::float8 as received`,
        [uploadId, accountId, offset, chunk.length, filename, this.stamp()],
      );
      if (!row) return undefined;
      await tx.query(
        `insert into upload_chunks (upload_id, byte_offset, data) values ($1, $2, decode($3, 'hex'))`,
        [uploadId, offset, hex(chunk)],
      );
      return row.received;
    });
  }

  /** The first `length` bytes of an upload, enough to recognise its type. */
  async head(accountId: number, uploadId: string, length: number): Promise<Uint8Array> {
    const rows = await this.db.query<{ head: string }>(
      `select encode(substring(c.data from 1 for $3), 'base64') as head
         from upload_chunks c join uploads u on u.upload_id = c.upload_id
        where u.upload_id = $1 and u.account_id = $2 and c.byte_offset < $3
        order by c.byte_offset`,
      [uploadId, accountId, length],
    );
    return Buffer.concat(rows.map((r) => fromBase64(r.head))).subarray(0, length);
  }

  /** Marks a transfer complete, under the name that matches its content. */
  async complete(accountId: number, uploadId: string, contentType: string, filename: string) {
    await this.db.query(
      `update uploads set status = 'Complete', content_type = $3, filename = $4, updated_at = $5
        where upload_id = $1 and account_id = $2`,
      [uploadId, accountId, contentType, filename, this.stamp()],
    );
  }

  /** The stored bytes of an upload, its chunks in offset order. */
  async data(accountId: number, uploadId: string): Promise<Uint8Array | undefined> {
    if (!(await this.find(accountId, uploadId))) return undefined;
    const rows = await this.db.query<{ data: string }>(
      `select encode(data, 'base64') as data from upload_chunks where upload_id = $1 order by byte_offset`,
      [uploadId],
    );
    return new Uint8Array(Buffer.concat(rows.map((r) => fromBase64(r.data))));
  }

  /** Deletes an upload of the account; false when there was none. */
  async delete(accountId: number, uploadId: string): Promise<boolean> {
    const rows = await this.db.query(
      'delete from uploads where upload_id = $1 and account_id = $2 returning upload_id',
      [uploadId, accountId],
    );
    if (rows.length > 0) this.deletedSinceVacuum = true;
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

  /** Marks uploads as attachments of a sent message: they leave the unattached quota and expiry. */
  async attach(accountId: number, uploadIds: readonly string[]): Promise<void> {
    if (uploadIds.length === 0) return;
    await this.db.query(
      `update uploads set attached_at = $3
        where account_id = $1 and status = 'Complete' and upload_id = any($2::text[])`,
      [accountId, [...uploadIds], this.stamp()],
    );
  }

  /**
   * Deletes every expired upload of every account: unfinished transfers without progress,
   * finished uploads no message took, attachments past their retention. Returns how many.
   */
  async sweep(): Promise<number> {
    const q = this.quota;
    const rows = await this.db.query(
      `delete from uploads
        where (status = 'Receiving' and updated_at < $1)
           or (status = 'Complete' and attached_at is null and updated_at < $2)
           or attached_at < $3
       returning upload_id`,
      [
        this.stamp(q.unfinishedTtlSeconds),
        this.stamp(q.unattachedTtlSeconds),
        this.stamp(q.attachedRetentionSeconds),
      ],
    );
    if (rows.length > 0) this.deletedSinceVacuum = true;
    return rows.length;
  }

  /**
   * Makes the space of deleted chunks reusable. PostgreSQL's autovacuum does this by itself;
   * PGlite has no autovacuum, so without it every deleted upload would stay in the data folder.
   */
  async vacuumIfNeeded(): Promise<void> {
    if (!this.deletedSinceVacuum || this.db.kind !== 'pglite') return;
    this.deletedSinceVacuum = false;
    await this.db.exec('vacuum upload_chunks');
  }
}
