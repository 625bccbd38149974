import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePortalConfig } from '../config/portal-config.ts';
import { answer, validToken } from '../http/testing/fake-transport.ts';
import { createPortalRuntime, type PortalRuntime } from '../runtime/create-portal-runtime.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { LiveConnection, type LiveTimings, streamQuery } from './live-connection.ts';
import type { LiveSubscriber } from './live-subscriber.ts';
import { subscribeLive } from './subscribe-live.ts';

const API = 'http://api.test/customerportal';
const runtimes: PortalRuntime[] = [];
const connections: LiveConnection[] = [];

afterEach(() => {
  for (const c of connections.splice(0)) c.close();
  for (const r of runtimes.splice(0)) r.dispose();
  vi.unstubAllGlobals();
});

/** The access token a signed-in runtime starts with, and the one its refresh answers. */
const first = validToken('first');
const refreshed = validToken('refreshed');

/** A signed-in runtime whose refresh call answers `refreshed` (a token named so). */
function signedIn(handler?: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>) {
  const runtime = createPortalRuntime(resolvePortalConfig({ apiBase: API }), {
    storage: createMemoryStorage('live.'),
    refreshLock: null,
    adapter: handler ?? ((config) => answer(config, 200, { accessToken: refreshed, refreshToken: 'r2' })),
  });
  runtime.tokens.setTokens({ accessToken: first, refreshToken: 'r1' });
  runtimes.push(runtime);
  return runtime;
}

/** A fake server: every fetch is recorded and answered by the next of `answers` (default: an open stream). */
function fakeServer(answers: ((init: RequestInit) => Response)[] = []) {
  const calls: { url: string; authorization: string; signal: AbortSignal }[] = [];
  const streams: ReturnType<typeof openStream>[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url: String(url), authorization: headers.authorization ?? '', signal: init.signal! });
    const next = answers.shift();
    if (next) return next(init);
    const stream = openStream(init.signal!);
    streams.push(stream);
    return stream.response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, streams };
}

/** A streamed answer the test writes to and ends; aborting the request errors it, as browsers do. */
function openStream(signal: AbortSignal, firstBytes = ': live\n\nevent: ready\ndata: {}\n\n') {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const send = (text: string) => controller.enqueue(encoder.encode(text));
  signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
  if (firstBytes) send(firstBytes);
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send,
    end: () => controller.close(),
  };
}

const status = (code: number) => () =>
  new Response('{}', { status: code, headers: { 'content-type': 'application/json' } });

const fast: Partial<LiveTimings> = {
  pollMs: 20,
  firstByteMs: 200,
  backoffMs: 10,
  maxBackoffMs: 40,
  retryStreamMs: 150,
};

function connect(runtime: PortalRuntime, subscribers: LiveSubscriber[], fetch: typeof globalThis.fetch) {
  const connection = new LiveConnection(runtime, () => subscribers, {
    timings: fast,
    fetch,
    random: () => 1,
  });
  connections.push(connection);
  connection.update();
  return connection;
}

const until = (check: () => boolean, timeoutMs = 2000) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs });

describe('the page’s live connection', () => {
  it('given two subscribers, one connection asks for both shipments and tells each its trips; the last one leaving closes it', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const runtime = signedIn();
    const heard: string[] = [];
    const stopA = subscribeLive(runtime, { shipments: ['ld-1'], onTrip: (t) => heard.push(`a:${t.loadnr}`) });
    const stopB = subscribeLive(runtime, { shipments: ['LD-2'], onTrip: (t) => heard.push(`b:${t.loadnr}`) });
    await until(() => server.streams.length > 0 && server.calls.at(-1)!.url.includes('LD-2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const open = server.calls.filter((c) => !c.signal.aborted);
    expect(open).toHaveLength(1);
    expect(open[0]!.url).toBe(`${API}/Live/Stream?shipments=LD-1%2CLD-2`);
    expect(open[0]!.authorization).toBe(`Bearer ${first}`);

    server.streams.at(-1)!.send('event: trip\ndata: {"clientId":1,"loadnr":"LD-2","containernr":null}\n\n');
    await until(() => heard.length === 2);
    expect(heard).toEqual(['a:LD-2', 'b:LD-2']);

    // The first one left: the connection asks for the other's shipment alone; then none is left.
    stopA();
    await until(() => server.calls.at(-1)!.url.endsWith('shipments=LD-2'));
    stopB();
    await until(() => server.calls.every((c) => c.signal.aborted), 3000);
    expect(server.calls).toHaveLength(2);
  });

  it('given a dropped stream, it reconnects after a pause and has its subscribers refetch what they may have missed', async () => {
    const server = fakeServer();
    let resyncs = 0;
    const connection = connect(
      signedIn(),
      [{ shipments: ['LD-1'], onResync: () => resyncs++ }],
      server.fetch,
    );
    await until(() => connection.state === 'streaming');
    expect(resyncs).toBe(0);
    server.streams[0]!.end();
    await until(() => server.streams.length === 2 && connection.state === 'streaming');
    expect(resyncs).toBe(1);
  });

  it('given a 401 or an expired event, it refreshes the token through the runtime and reconnects with the new one', async () => {
    const server = fakeServer([status(401)]);
    const connection = connect(signedIn(), [{ shipments: ['LD-1'] }], server.fetch);
    await until(() => connection.state === 'streaming');
    expect(server.calls.map((c) => c.authorization)).toEqual([`Bearer ${first}`, `Bearer ${refreshed}`]);
    server.streams[0]!.send('event: expired\ndata: {}\n\n');
    server.streams[0]!.end();
    await until(() => server.calls.length === 3);
  });

  it('given a 404 from an older server, it polls: its subscribers refetch on every tick, and later the stream is tried again', async () => {
    const server = fakeServer([status(404)]);
    let resyncs = 0;
    const connection = connect(
      signedIn(),
      [{ shipments: ['LD-1'], onResync: () => resyncs++ }],
      server.fetch,
    );
    await until(() => connection.state === 'polling');
    await until(() => resyncs >= 3);
    await until(() => connection.state === 'streaming');
    expect(server.calls).toHaveLength(2);
  });

  it('given a stream whose first bytes never come (a buffering proxy), it polls instead', async () => {
    const server = fakeServer([(init) => openStream(init.signal!, '').response]);
    const connection = connect(signedIn(), [{ shipments: ['LD-1'] }], server.fetch);
    await until(() => connection.state === 'polling');
    expect(server.calls[0]!.signal.aborted).toBe(true);
  });

  it('given no session, it opens nothing until someone signs in', async () => {
    const server = fakeServer();
    const runtime = signedIn();
    runtime.tokens.clear();
    const connection = connect(runtime, [{ shipments: ['LD-1'] }], server.fetch);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
    expect(connection.state).toBe('idle');
    runtime.tokens.setTokens({ accessToken: validToken('other'), refreshToken: 'r9' });
    await until(() => connection.state === 'streaming');
  });
});

describe('streamQuery', () => {
  it('asks for every shipment once, in upper case, and one whole client', () => {
    expect(streamQuery([{ shipments: ['b', 'A'] }, { shipments: ['a'], clientId: 7 }, { clientId: 8 }])).toBe(
      'clientId=7&shipments=A%2CB',
    );
    expect(streamQuery([{}])).toBe('');
  });
});
