import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { translate } from '../../platform/server-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caps of the spreadsheet exports (see ExportGate). */
    exportGate: ExportGate;
  }
}

/** How much export work the server takes on (issue 23 §5: three exports stalled everyone). */
export interface ExportLimits {
  /** Rows in one export. Default 50,000: the largest client's "export all" holds about 10,000. */
  maxRows: number;
  /** Exports one login may have running at once. Default 1. */
  perLogin: number;
  /** Exports running at once on this server. Default 2 (of a 2-core machine). */
  overall: number;
  /** The Retry-After of a refused export, in seconds. Default 10. */
  retryAfterSeconds: number;
  /**
   * Rows read per query. Default 250: PGlite runs queries on the event loop, so no single one
   * may hold it long.
   */
  chunkRows: number;
}

export const defaultExportLimits: Readonly<ExportLimits> = Object.freeze({
  maxRows: 50_000,
  perLogin: 1,
  overall: 2,
  retryAfterSeconds: 10,
  chunkRows: 250,
});

/**
 * Counts the exports running in this process, per login and in all, and refuses one more with
 * 429 and Retry-After when either count is full. Each server instance counts its own.
 */
export class ExportGate {
  readonly limits: Readonly<ExportLimits>;
  private running = 0;
  private readonly byLogin = new Map<number, number>();

  constructor(overrides: Partial<ExportLimits> = {}) {
    this.limits = { ...defaultExportLimits, ...overrides };
  }

  /** Runs `work` as one export of `accountId`, or throws 429 when the caps are full. */
  async run<T>(request: FastifyRequest, accountId: number, work: () => Promise<T>): Promise<T> {
    const mine = this.byLogin.get(accountId) ?? 0;
    if (mine >= this.limits.perLogin || this.running >= this.limits.overall) {
      const key = mine >= this.limits.perLogin ? 'errors.exportRunning' : 'errors.exportsBusy';
      throw new ApiError(429, translate(request, key), undefined, {
        retryAfterSeconds: this.limits.retryAfterSeconds,
      });
    }
    this.running++;
    this.byLogin.set(accountId, mine + 1);
    try {
      return await work();
    } finally {
      this.running--;
      const left = (this.byLogin.get(accountId) ?? 1) - 1;
      if (left > 0) this.byLogin.set(accountId, left);
      else this.byLogin.delete(accountId);
    }
  }

  /** Throws a 400 saying so when an export of `rows` rows is over the row cap. */
  checkRows(request: FastifyRequest, rows: number): void {
    if (rows <= this.limits.maxRows) return;
    const values = { rows: rows.toLocaleString('en-GB'), limit: this.limits.maxRows.toLocaleString('en-GB') };
    const text = translate(request, 'errors.exportTooLarge', values);
    throw new ApiError(400, text, { '': [text] });
  }
}
