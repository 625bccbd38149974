import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { defineEndpoint } from '../../core/api/endpoint.ts';
import type { Db } from '../db/db.ts';
import { route } from '../platform/route.ts';

const OutboxMail = Type.Object({
  emailId: Type.Integer(),
  status: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  from: Type.Union([Type.String(), Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
  logMessage: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

/**
 * NOT PART OF THE CONTRACT, never on in production: the mails sent to an address, newest first,
 * so end-to-end tests can follow activation and reset links. Registered only when
 * `NODE_ENV !== 'production'` or `DEV_OUTBOX=1`.
 */
export const devOutbox = defineEndpoint({
  method: 'GET',
  path: '/Dev/Outbox',
  secure: false,
  summary: 'Development only: the outbox mails to one address, newest first (off in production)',
  tag: 'Development',
  query: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }),
  response: Type.Array(OutboxMail),
});

/** Whether the development outbox is on for this environment. */
export function devOutboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.DEV_OUTBOX === '1';
}

/** Registers the development outbox reader. */
export function devOutboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  route(app, devOutbox, async ({ query }) =>
    deps.db.query(
      `select email_id as "emailId", status, subject, to_address as "to", from_address as "from", body,
              log_message as "logMessage", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
         from outbox where lower(to_address) = lower($1) order by email_id desc limit 50`,
      [query.to.trim()],
    ),
  );
}
