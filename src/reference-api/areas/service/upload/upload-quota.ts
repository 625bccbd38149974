/**
 * How much one login may keep in the uploads table (docs/security.md#uploads: "the data folder never fills from one
 * customer"). An upload is unattached until a sent message takes it as an attachment; an open
 * transfer is a chunked upload not complete yet, counted at its announced length. The largest
 * single file stays `UPLOAD_LIMITS.maxFileSize` (25 MB), shared with the widget.
 */
export interface UploadQuota {
  /** Unattached uploads (finished or not) per login. Default 20. */
  maxUnattachedUploads: number;
  /** Bytes of unattached uploads per login, open transfers at their announced length. Default 100 MB. */
  maxUnattachedBytes: number;
  /** Bytes of all uploads a login still has stored, attached ones within their retention included. Default 500 MB. */
  maxStoredBytes: number;
  /** Chunked transfers open at once per login. Default 3. */
  maxOpenTransfers: number;
  /** An unfinished transfer is deleted this long after its last chunk. Default 1 h. */
  unfinishedTtlSeconds: number;
  /** A finished upload no message took is deleted this long after it finished. Default 24 h. */
  unattachedTtlSeconds: number;
  /** An attached upload is deleted this long after its message was sent. Default 7 days. */
  attachedRetentionSeconds: number;
  /** How often expired uploads are swept (also before each new upload). Default 10 min. */
  sweepIntervalSeconds: number;
}

export const defaultUploadQuota: Readonly<UploadQuota> = Object.freeze({
  maxUnattachedUploads: 20,
  maxUnattachedBytes: 100_000_000,
  maxStoredBytes: 500_000_000,
  maxOpenTransfers: 3,
  unfinishedTtlSeconds: 60 * 60,
  unattachedTtlSeconds: 24 * 60 * 60,
  attachedRetentionSeconds: 7 * 24 * 60 * 60,
  sweepIntervalSeconds: 10 * 60,
});

/** The upload settings of the server: quota overrides and, for tests, the clock. */
export interface UploadOptions extends Partial<UploadQuota> {
  /** The clock of upload timestamps and expiry; default `() => new Date()`. */
  clock?: () => Date;
}

/** Which limit a new upload would pass. */
export type QuotaExceeded = 'count' | 'unattachedBytes' | 'storedBytes' | 'openTransfers';

/** Thrown by the store when a new upload would pass a limit of the quota. */
export class UploadQuotaError extends Error {
  readonly exceeded: QuotaExceeded;
  readonly limit: number;

  constructor(exceeded: QuotaExceeded, limit: number) {
    super(`Upload quota exceeded: ${exceeded} (limit ${limit})`);
    this.name = 'UploadQuotaError';
    this.exceeded = exceeded;
    this.limit = limit;
  }
}
