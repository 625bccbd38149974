import type { FastifyInstance } from 'fastify';
import { databaseReadable, WriteCheck } from '../db/database-health.ts';
import type { Db } from '../db/db.ts';
import { migrationFiles, pendingMigrations } from '../db/migrate.ts';

/**
 * The calls of the service itself, outside the contract and the OpenAPI document: `/health`,
 * `/ready` and `/openapi.json` (registered under the API prefix).
 */
export async function serviceRoutes(app: FastifyInstance, options: { db: Db; readyCheckSeconds: number }) {
  const { db } = options;
  // Liveness for process managers and the end-to-end harness: answers once the database answers a
  // read. Anonymous and called often, so it writes nothing (issue 23 §9).
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const health = await databaseReadable(db);
    if (!health.ok) {
      app.log.error({ err: health.error }, 'health: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', reason: health.reason });
    }
    return { status: 'ok' };
  });
  // Readiness: also 503 when the database answers but cannot write (full disk, read-only folder), or
  // lacks a migration of this version (every migration file recorded in schema_migrations). The write
  // runs at most once per readyCheckSeconds, whoever calls; once all migrations are in, they stay.
  const writeCheck = new WriteCheck(db, options.readyCheckSeconds);
  const files = await migrationFiles();
  let migrated = false;
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const health = await writeCheck.check();
    if (!health.ok) {
      app.log.error({ err: health.error }, 'ready: the database cannot write');
      return reply.code(503).send({ status: 'unavailable', reason: health.reason });
    }
    if (!migrated) {
      const pending = await pendingMigrations(db, files);
      if (pending.length > 0)
        return reply
          .code(503)
          .send({ status: 'unavailable', reason: `migrations not applied: ${pending.join(', ')}` });
      migrated = true;
    }
    return { status: 'ok' };
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
