import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Db, openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { integrationCalls } from '../integration/integration-test-kit.ts';
import { createServerDb, dropServerDb } from '../testing/server-db.ts';
import { TEMPLATE_ENV } from '../testing/template-db.ts';
import { openSeededTestDb } from '../testing/test-db.ts';

/** The demo customer's client, whose road load the tests move. */
const CLIENT = 1001;
const serverUrl = process.env.DATABASE_URL;

/** Two connections to one seeded database (PGlite: the same embedded one), as two instances have. */
async function sharedDatabase(): Promise<{ a: Db; b: Db; close(): Promise<void> }> {
  if (!serverUrl) {
    const db = await openSeededTestDb();
    await migrate(db);
    await seedDatabase(db, { scale: 'small' });
    return { a: db, b: db, close: () => db.close() };
  }
  const template = process.env[TEMPLATE_ENV]?.match(/^postgres:(\w+)$/)?.[1];
  const { name, url } = await createServerDb(serverUrl, 'cp_live_', template);
  const a = await openDb({ dataDir: 'memory://', databaseUrl: url });
  const b = await openDb({ dataDir: 'memory://', databaseUrl: url });
  await migrate(a);
  await seedDatabase(a, { scale: 'small' });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await dropServerDb(serverUrl, name);
    },
  };
}

let database: Awaited<ReturnType<typeof sharedDatabase>>;
/** Instance A takes in the carrier's batches; B serves the streams; C the same with 2-second tokens. */
let a: FastifyInstance;
let b: FastifyInstance;
let c: FastifyInstance;
const urls = new Map<FastifyInstance, string>();

async function start(db: Db, options: { accessTokenTtlSeconds?: number } = {}) {
  const app = await buildApp({
    db,
    logger: false,
    staticDir: null,
    mailDropDir: null,
    smtpUrl: null,
    ...options,
  });
  urls.set(app, await app.listen({ port: 0, host: '127.0.0.1' }));
  return app;
}

beforeAll(async () => {
  database = await sharedDatabase();
  a = await start(database.a);
  b = await start(database.b);
  c = await start(database.b, { accessTokenTtlSeconds: 2 });
}, 60_000);

afterAll(async () => {
  for (const app of [a, b, c]) await app?.close();
  await database?.close();
});

async function login(app: FastifyInstance, email: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/customerportal/Authentication/LoginWithCredentials',
    payload: { emailAddress: email, password: demoPassword },
  });
  return answer.json<{ accessToken: string }>().accessToken;
}

/** An event as the test reads it. */
interface StreamEvent {
  event: string;
  data: string;
}

/** Reads the stream's text as the server writes it: blocks split by a blank line, comments `: …`. */
function streamReader(onEvent: (event: StreamEvent) => void, onComment: (text: string) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      if (block.startsWith(':')) onComment(block.slice(1).trim());
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (event) onEvent({ event, data: data ?? '' });
    }
  };
}

/** An open stream: the events so far, and a wait for the next of a name. */
interface OpenStream {
  status: number;
  events: StreamEvent[];
  comments: string[];
  next(name: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(app: FastifyInstance, token: string, query: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${urls.get(app)}/customerportal/Live/Stream?${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  const parse = streamReader(
    (event) => {
      events.push(event);
      for (const wake of waiting) wake();
    },
    (comment) => comments.push(comment),
  );
  let seen = 0;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    status: response.status,
    events,
    comments,
    ended,
    next(name, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${name} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const look = () => {
          const index = events.findIndex((e, i) => i >= seen && e.event === name);
          if (index < 0) return;
          seen = index + 1;
          clearTimeout(timer);
          waiting.delete(look);
          resolve(events[index]!);
        };
        waiting.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}

let sent = 0;
/** Posts a carrier batch to instance A: a position of a load. */
async function position(loadNumber: string, clientId: number, lat: number, lng: number) {
  const answer = await integrationCalls({ app: a, db: database.a })('POST', 'TrackingEvents', [
    {
      eventId: `live-${++sent}`,
      clientId,
      loadNumber,
      kind: 'position',
      at: new Date(Date.now() - 60_000 + sent * 100).toISOString(),
      lat,
      lng,
      place: 'Utrecht',
    },
  ]);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
}

/** A road load of another client than the demo customer's, with a trip. */
async function otherClientsLoad(): Promise<{ load: string; client: number }> {
  const [row] = await database.a.query<{ load_number: string; client_id: number }>(
    `select load_number, client_id from tracking_trips
      where client_id <> $1 and transport_type = 'Road' and delivery_id > 0 order by delivery_id limit 1`,
    [CLIENT],
  );
  return { load: row!.load_number, client: row!.client_id };
}

describe('GET Live/Stream', () => {
  it('a batch taken in by another instance reaches the stream as a trip event; another client’s does not', async () => {
    const token = await login(b, 'customer@example.com');
    const stream = await openStream(b, token, `clientId=${CLIENT}`);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    const other = await otherClientsLoad();
    await position(other.load, other.client, 51.5, 4.5);
    await position(DEMO_ROAD_LOAD_NUMBER, CLIENT, 52.09, 5.12);
    const trip = await stream.next('trip');
    expect(JSON.parse(trip.data)).toMatchObject({ clientId: CLIENT, loadnr: DEMO_ROAD_LOAD_NUMBER });
    // The other client's batch came first: had it been sent, it would be the first trip event.
    expect(stream.events.filter((e) => e.event === 'trip').map((e) => JSON.parse(e.data).loadnr)).toEqual([
      DEMO_ROAD_LOAD_NUMBER,
    ]);
    stream.close();
  });

  it('staff hear of the shipments they named, of any client, and of nothing else', async () => {
    const token = await login(b, 'staff@example.com');
    const other = await otherClientsLoad();
    const stream = await openStream(b, token, `shipments=${encodeURIComponent(other.load.toLowerCase())}`);
    await stream.next('ready');
    await position(DEMO_ROAD_LOAD_NUMBER, CLIENT, 52.1, 5.13);
    await position(other.load, other.client, 51.6, 4.6);
    expect(JSON.parse((await stream.next('trip')).data)).toMatchObject({ loadnr: other.load });
    expect(stream.events.filter((e) => e.event === 'trip')).toHaveLength(1);
    stream.close();
  });

  it('a customer naming another client’s load hears nothing of it', async () => {
    const token = await login(b, 'customer@example.com');
    const other = await otherClientsLoad();
    const stream = await openStream(b, token, `shipments=${encodeURIComponent(other.load)}`);
    await stream.next('ready');
    await position(other.load, other.client, 51.7, 4.7);
    await expect(stream.next('trip', 1500)).rejects.toThrow(/no trip event/);
    stream.close();
  });

  it('an ETA slip that reaches the inbox is a notification event for the login’s streams', async () => {
    const token = await login(b, 'customer@example.com');
    const stream = await openStream(b, token, '');
    await stream.next('ready');
    const [trip] = await database.a.query<{ estimated_arrival: Date }>(
      'select estimated_arrival from tracking_trips where load_number = $1',
      [DEMO_ROAD_LOAD_NUMBER],
    );
    const answer = await integrationCalls({ app: a, db: database.a })('POST', 'TrackingEvents', [
      {
        eventId: `live-eta-${++sent}`,
        clientId: CLIENT,
        loadNumber: DEMO_ROAD_LOAD_NUMBER,
        kind: 'eta',
        at: new Date().toISOString(),
        estimatedArrival: new Date(new Date(trip!.estimated_arrival).getTime() + 3 * 3_600_000).toISOString(),
      },
    ]);
    expect(answer.statusCode).toBe(200);
    await stream.next('notification');
    // Asked for no trips: none sent.
    expect(stream.events.map((e) => e.event)).toEqual(['ready', 'notification']);
    stream.close();
  });

  it('ends with an expired event when the access token expires', async () => {
    const token = await login(c, 'customer@example.com');
    const stream = await openStream(c, token, `clientId=${CLIENT}`);
    await stream.next('ready');
    await stream.next('expired', 5000);
    await stream.ended;
  });

  it('refuses a stream without a token (401) and past the streams of a login (429)', async () => {
    const anonymous = await fetch(`${urls.get(b)}/customerportal/Live/Stream`);
    expect(anonymous.status).toBe(401);
    const token = await login(b, 'agent@example.com');
    const streams: OpenStream[] = [];
    for (let i = 0; i < b.config.LIVE_STREAMS_PER_LOGIN; i++) streams.push(await openStream(b, token, ''));
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
    const refused = await openStream(b, token, '');
    expect(refused.status).toBe(429);
    streams[0]!.close();
    // Closed on the client's side: its place is free again once the server saw the connection go.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openStream(b, token, '');
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.close();
  });

  it('an open stream does not hold the close of its instance', async () => {
    const d = await start(database.b);
    const stream = await openStream(d, await login(d, 'customer@example.com'), '');
    await stream.next('ready');
    const started = Date.now();
    await d.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.ended;
    expect(stream.events.at(-1)?.event).toBe('closing');
  });
});
