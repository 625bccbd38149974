import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { LIVE_EVENTS, type LiveEventName, type LiveTrip, liveStream } from '../../core/api/contract/live.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { resolveClientId } from '../platform/client-scope.ts';
import type { Principal } from '../platform/principal.ts';
import { route } from '../platform/route.ts';
import { translate } from '../platform/server-messages.ts';
import { LiveFeed, type LiveSink } from './live-feed.ts';
import { agentClientIds } from './live-queries.ts';

/** The clients whose trips a caller may hear of: a customer its own, an agent its clients, staff any. */
async function visibleClients(db: Db, principal: Principal): Promise<ReadonlySet<number> | 'any'> {
  if (principal.kind === 'staff') return 'any';
  if (principal.kind === 'agent')
    return new Set(principal.agentId ? await agentClientIds(db, principal.agentId) : []);
  return new Set(principal.clientId === null ? [] : [principal.clientId]);
}

/** When the request's access token expires (ms since the epoch); it was verified before. */
function tokenExpiry(authorization: string | undefined): number {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const { exp } = decodeJwt(token);
  return (exp ?? 0) * 1000;
}

/** One event as the stream writes it (the event-stream format: `event:` and one `data:` line). */
const eventText = (event: LiveEventName, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET Live/Stream` (docs/alerts.md#live-updates): a server-sent event stream of the trips the
 * caller asked for and may see, and of its inbox's new entries, fed by the instance's LiveFeed.
 * Heartbeats (`: ping`) every `LIVE_HEARTBEAT_SECONDS`; at the access token's expiry an `expired`
 * event ends it; at most `LIVE_STREAMS_PER_LOGIN` a login on this instance (then 429).
 */
export async function livePlugin(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const feed = await LiveFeed.start(db);
  // Before the server closes: an open stream would hold app.close() (and so the shutdown) until it ends.
  app.addHook('preClose', async () => {
    await feed.close();
  });
  app.addHook('onClose', async () => {
    await feed.close();
  });

  route(app, liveStream, async ({ query, principal, request, reply }) => {
    if (feed.countOf(principal.accountId) >= app.config.LIVE_STREAMS_PER_LOGIN)
      throw new ApiError(429, translate(request, 'errors.liveStreamsTooMany'));
    const visible = await visibleClients(db, principal);
    // A whole client only when asked for, scoped as every call; shipments of any client the caller may see.
    const wholeClient =
      query.clientId === undefined ? null : await resolveClientId(db, principal, query.clientId);
    const shipments = new Set(
      (query.shipments ?? '')
        .split(',')
        .map((n) => n.trim().toUpperCase())
        .filter(Boolean),
    );
    const wants = (trip: LiveTrip) =>
      trip.clientId === wholeClient ||
      ((shipments.has(trip.loadnr.toUpperCase()) ||
        (trip.containernr !== null && shipments.has(trip.containernr.toUpperCase()))) &&
        (visible === 'any' || visible.has(trip.clientId)));

    reply.hijack();
    const raw = reply.raw;
    // The headers set so far (CORS); the hooks that add more on sending do not run for a hijacked reply.
    const headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // Neither cached nor rewritten on the way, and not buffered by nginx.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    let ended = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const sink: LiveSink = {
      accountId: principal.accountId,
      wants,
      send(event, data) {
        if (!ended) raw.write(eventText(event, data));
      },
      end(event) {
        if (ended) return;
        if (event) raw.write(eventText(event, {}));
        ended = true;
        raw.end();
      },
    };
    const remove = feed.add(sink);
    const cleanUp = () => {
      ended = true;
      remove();
      for (const timer of timers) clearTimeout(timer);
    };
    raw.on('close', cleanUp);
    // The first bytes at once: a client that does not get them soon knows its stream is held back.
    raw.write(`: live\n\n${eventText(LIVE_EVENTS.ready, {})}`);
    const heartbeat = setInterval(() => {
      if (!ended) raw.write(': ping\n\n');
    }, app.config.LIVE_HEARTBEAT_SECONDS * 1000);
    timers.push(heartbeat);
    // setTimeout holds at most 2^31-1 ms (24.8 days); a token lives minutes.
    const untilExpiry = Math.min(tokenExpiry(request.headers.authorization) - Date.now(), 2 ** 31 - 1);
    timers.push(setTimeout(() => sink.end(LIVE_EVENTS.expired), Math.max(0, untilExpiry)));
  });
}
