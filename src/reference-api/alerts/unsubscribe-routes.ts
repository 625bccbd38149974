import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { languageFromHeader, type ServerLanguage } from '../platform/server-messages.ts';
import { SETTINGS_PATH } from './alert-mail.ts';
import { turnEmailAlertsOff, unsubscribeTokenOwner } from './email-alert-queries.ts';
import { UNSUBSCRIBE_PATH, unsubscribeTokenHash } from './queue-alert-mail.ts';
import { UNSUBSCRIBE_CSS, type UnsubscribeState, unsubscribePage } from './unsubscribe-page.ts';

const STYLESHEET_PATH = `${UNSUBSCRIBE_PATH}.css`;

/** The one-click body (RFC 8058 §3.1), from a mail client or the confirmation page's form. */
const ONE_CLICK = { field: 'List-Unsubscribe', value: 'One-Click' } as const;

/**
 * One-click unsubscribe (RFC 8058, docs/alerts.md#e-mail), without a session: the token of an alert
 * mail's link names the login. `POST` with `List-Unsubscribe=One-Click` (form-encoded or multipart, as
 * the RFC allows) turns its e-mail alerts off: 200, no redirect, the same however often. `GET` changes
 * nothing (mail scanners and link previews open links): a page asks to confirm with that same POST.
 * An unknown token is 404 and counts against its source like a bad login link (429 once too many),
 * never telling whether a login exists.
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: { db: Db; origin: string }) {
  const { db } = options;
  const settings = `${options.origin}${SETTINGS_PATH}`;
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 2, fieldSize: 64, parts: 2 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The page for a token, in `language`: 404 for an unknown token, else `status`. */
  const page = (
    reply: FastifyReply,
    token: string,
    language: ServerLanguage,
    state: UnsubscribeState,
    status = 200,
  ) =>
    reply
      .code(state === 'notFound' ? 404 : status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(
        unsubscribePage(language, state, {
          action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          settings,
          stylesheet: STYLESHEET_PATH,
        }),
      );

  /** The token's login, or undefined after counting the bad token against the source. */
  const owner = async (request: FastifyRequest) => {
    await app.abuseLimits.checkLinkSource(request);
    const token = (request.query as { token?: unknown }).token;
    const found =
      typeof token === 'string' && token.length <= 100
        ? await unsubscribeTokenOwner(db, unsubscribeTokenHash(token))
        : undefined;
    if (!found) await app.abuseLimits.linkFailed(request);
    return {
      token: typeof token === 'string' ? token : '',
      found,
      language: languageFromHeader(found?.languageCode ?? request.headers['accept-language']),
    };
  };

  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { token, found, language } = await owner(request);
    return page(reply, token, language, found ? 'confirm' : 'notFound');
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { token, found, language } = await owner(request);
    if (!found) return page(reply, token, language, 'notFound');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body[ONE_CLICK.field] !== ONE_CLICK.value) return page(reply, token, language, 'confirm', 400);
    await turnEmailAlertsOff(db, found.accountId);
    return page(reply, token, language, 'done');
  });

  app.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(UNSUBSCRIBE_CSS),
  );
}
