import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import type { ContactLimitOptions } from './service/contact/contact-limits.ts';
import type { UploadOptions } from './service/upload/upload-quota.ts';

/** What an area needs from the server: the database and the server's settings. */
export interface AreaDeps {
  db: Db;
  /** Upload quota and expiry overrides (defaults: `defaultUploadQuota`). */
  uploads?: UploadOptions | undefined;
  /** Lifetime of a support session ("log in as") in seconds (default 3600). */
  supportSessionSeconds?: number | undefined;
  /** Contact messages per login and per client (defaults: `defaultContactLimits`). */
  contactLimits?: ContactLimitOptions | undefined;
  /** The clock of the send limits in ms (tests step it); default `Date.now`. */
  limitsClock?: (() => number) | undefined;
}

/** An area registers its endpoints with `route()` (src/reference-api/platform/route.ts). */
export type AreaPlugin = (app: FastifyInstance, deps: AreaDeps) => Promise<void> | void;
